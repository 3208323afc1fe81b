/**
 * Buttons pressed on the prerendered landing before it hydrated (landing.html's first-paint loader,
 * scripts/prerender-landing.ts, records them): a tap on 메뉴 in that moment must still open the menu.
 */
interface EarlyPresses {
  buttons: HTMLButtonElement[];
  hydrated: boolean;
}

declare global {
  interface Window {
    __earlyPresses?: EarlyPresses;
  }
}

/** Called once the landing has hydrated: stops recording and presses each remembered button again. */
export function replayEarlyPresses(target: Window = window) {
  const early = target.__earlyPresses;
  if (!early || early.hydrated) return;
  early.hydrated = true;
  const buttons = early.buttons.splice(0);
  for (const button of buttons) if (button.isConnected) button.click();
}
