/**
 * Chromium offers installation through `beforeinstallprompt`, once per page load and often before
 * the /my chunk with our offer has loaded. This module, imported by main.tsx, keeps the event (and
 * stops Chromium's own mini-infobar, so the offer comes at our moment: see install-offer.tsx) and
 * reports an installation. It is in the landing's first JavaScript, so it stays this small.
 */

/** Chromium's event; not in the DOM typings. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/** How the app got installed: through our offer, or the browser's own menu or icon. */
export type InstallVia = 'offer' | 'browser';

let kept: InstallPromptEvent | undefined;
let via: InstallVia = 'browser';

export const keptInstallPrompt = (): InstallPromptEvent | undefined => kept;

/** An event can prompt only once: ours is used up, and an installation now came through the offer. */
export function takeInstallPrompt(): InstallPromptEvent | undefined {
  const event = kept;
  kept = undefined;
  via = 'offer';
  return event;
}

/** Registered before any other listener, so `kept` is current when others hear the same events. */
export function captureInstallPrompt(onInstalled: (via: InstallVia) => void, target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    kept = event as InstallPromptEvent;
  });
  target.addEventListener('appinstalled', () => {
    kept = undefined;
    onInstalled(via);
  });
}
