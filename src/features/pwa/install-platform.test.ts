import { describe, expect, it } from 'vitest';
import {
  dismissedRecently,
  INSTALL_DISMISS_MS,
  INSTALL_DISMISSED_KEY,
  installOfferKind,
  isIosSafari,
  isStandalone,
  rememberDismissal,
} from './install-platform';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const IPHONE_KAKAOTALK =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.9.0';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe('installOfferKind', () => {
  it('offers Chromium’s prompt when one was kept', () => {
    expect(installOfferKind({ standalone: false, iosSafari: false, hasPrompt: true })).toBe('prompt');
  });

  it('shows the share-sheet steps on iOS Safari, which has no prompt', () => {
    expect(installOfferKind({ standalone: false, iosSafari: true, hasPrompt: false })).toBe('ios');
  });

  it('offers nothing in the installed app, or where no way to install is known', () => {
    expect(installOfferKind({ standalone: true, iosSafari: true, hasPrompt: true })).toBe('none');
    expect(installOfferKind({ standalone: false, iosSafari: false, hasPrompt: false })).toBe('none');
  });
});

describe('isIosSafari', () => {
  it('knows Safari on iPhone, and on an iPad that says it is a Mac', () => {
    expect(isIosSafari(IPHONE_SAFARI, 5)).toBe(true);
    expect(isIosSafari(IPAD_AS_MAC, 5)).toBe(true);
  });

  it('leaves out a real Mac, other iOS browsers, in-app views and Android', () => {
    expect(isIosSafari(IPAD_AS_MAC, 0)).toBe(false);
    expect(isIosSafari(IPHONE_CHROME, 5)).toBe(false);
    expect(isIosSafari(IPHONE_KAKAOTALK, 5)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME, 5)).toBe(false);
  });
});

describe('isStandalone', () => {
  const windowWith = (standaloneMedia: boolean, iosStandalone?: boolean) =>
    ({
      navigator: { standalone: iosStandalone },
      matchMedia: (query: string) => ({ matches: standaloneMedia && query === '(display-mode: standalone)' }),
    }) as unknown as Window;

  it('is true in the app’s own window and when opened from the iOS home screen', () => {
    expect(isStandalone(windowWith(true))).toBe(true);
    expect(isStandalone(windowWith(false, true))).toBe(true);
  });

  it('is false in a browser tab', () => {
    expect(isStandalone(windowWith(false, false))).toBe(false);
  });
});

describe('dismissal memory', () => {
  it('keeps the offer away for two weeks after 나중에', () => {
    const now = Date.parse('2026-11-22T00:00:00Z');
    expect(dismissedRecently(localStorage, now)).toBe(false);
    rememberDismissal(localStorage, now);
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe(String(now));
    expect(dismissedRecently(localStorage, now + INSTALL_DISMISS_MS - 1)).toBe(true);
    expect(dismissedRecently(localStorage, now + INSTALL_DISMISS_MS)).toBe(false);
  });
});
