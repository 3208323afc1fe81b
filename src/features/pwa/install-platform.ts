/**
 * Which install offer fits this browser, and the memory of "나중에". Pure functions over what
 * the browser reports, so the rules are tested without a browser.
 */

/** Chromium's prompt; iOS Safari's share-sheet instructions; or nothing at all. */
export type InstallOfferKind = 'prompt' | 'ios' | 'none';

export const INSTALL_DISMISSED_KEY = 'install-offer-dismissed-at';
export const INSTALL_DISMISS_MS = 14 * 24 * 60 * 60 * 1000; // two weeks

/** Running as the installed app: from the home screen (iOS) or in its own window (display-mode). */
export function isStandalone(target: Window = window): boolean {
  if ((target.navigator as Navigator & { standalone?: boolean }).standalone === true) return true;
  return target.matchMedia?.('(display-mode: standalone)').matches ?? false;
}

/**
 * Safari on iPhone or iPad (iPadOS says it is a Mac, but one with a touch screen). Other iOS
 * browsers and in-app views (KakaoTalk, NAVER, Instagram, Facebook, LINE) are left out: their
 * menus differ, and in-app views cannot add to the home screen at all.
 */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  if (!ios || !/Safari\//.test(userAgent)) return false;
  return !/CriOS|FxiOS|EdgiOS|OPiOS|KAKAOTALK|NAVER|Instagram|FBAN|FBAV|Line\//i.test(userAgent);
}

export function installOfferKind(state: {
  standalone: boolean;
  iosSafari: boolean;
  hasPrompt: boolean;
}): InstallOfferKind {
  if (state.standalone) return 'none';
  if (state.hasPrompt) return 'prompt';
  return state.iosSafari ? 'ios' : 'none';
}

export function dismissedRecently(storage: Storage, now: number): boolean {
  try {
    const at = Number(storage.getItem(INSTALL_DISMISSED_KEY));
    return at > 0 && now - at < INSTALL_DISMISS_MS;
  } catch {
    return false;
  }
}

export function rememberDismissal(storage: Storage, now: number): void {
  try {
    storage.setItem(INSTALL_DISMISSED_KEY, String(now));
  } catch {
    // Private mode: the offer simply comes back next time.
  }
}
