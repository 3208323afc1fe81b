import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt, type InstallVia } from './install-event';
import { INSTALL_TITLE, InstallOffer } from './install-offer';
import { INSTALL_DISMISSED_KEY } from './install-platform';

const installed = vi.fn<(via: InstallVia) => void>();
beforeAll(() => captureInstallPrompt(installed));

const ANDROID =
  'Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

function browser(userAgent: string, standalone = false) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: standalone && query.includes('standalone') }));
}

/** What Chromium fires when the app may be installed. */
function offerInstallation(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

afterEach(() => {
  // Let go of whatever prompt a test left kept.
  act(() => {
    window.dispatchEvent(new Event('appinstalled'));
  });
  installed.mockClear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('InstallOffer', () => {
  it('keeps Chromium’s prompt for our moment and shows it from the card', async () => {
    browser(ANDROID);
    const event = offerInstallation();
    expect(event.defaultPrevented).toBe(true);
    render(<InstallOffer />);
    expect(screen.getByRole('heading', { name: INSTALL_TITLE })).toBeDefined();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '추가하기' }));
    });
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('heading', { name: INSTALL_TITLE })).toBeNull();

    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(installed).toHaveBeenCalledWith('offer');
  });

  it('appears when Chromium offers installation after the page is open', () => {
    browser(ANDROID);
    render(<InstallOffer />);
    expect(screen.queryByRole('heading', { name: INSTALL_TITLE })).toBeNull();
    offerInstallation();
    expect(screen.getByRole('heading', { name: INSTALL_TITLE })).toBeDefined();
  });

  it('remembers 나중에 for two weeks', () => {
    browser(ANDROID);
    offerInstallation();
    const first = render(<InstallOffer />);
    fireEvent.click(screen.getByRole('button', { name: '나중에' }));
    expect(screen.queryByRole('heading', { name: INSTALL_TITLE })).toBeNull();
    expect(Number(localStorage.getItem(INSTALL_DISMISSED_KEY))).toBeGreaterThan(0);
    first.unmount();

    render(<InstallOffer />);
    expect(screen.queryByRole('heading', { name: INSTALL_TITLE })).toBeNull();
  });

  it('remembers a refusal in the browser’s own dialog too', async () => {
    browser(ANDROID);
    offerInstallation('dismissed');
    render(<InstallOffer />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '추가하기' }));
    });
    expect(Number(localStorage.getItem(INSTALL_DISMISSED_KEY))).toBeGreaterThan(0);
  });

  it('explains the share sheet on iOS Safari', () => {
    browser(IPHONE_SAFARI);
    render(<InstallOffer />);
    expect(screen.getByRole('heading', { name: INSTALL_TITLE })).toBeDefined();
    expect(screen.getByText(/공유 버튼/)).toBeDefined();
    expect(screen.getByText('목록에서 ‘홈 화면에 추가’를 골라요.')).toBeDefined();
    expect(screen.queryByRole('button', { name: '추가하기' })).toBeNull();
  });

  it('shows nothing in the installed app', () => {
    browser(ANDROID, true);
    offerInstallation();
    render(<InstallOffer />);
    expect(screen.queryByRole('heading', { name: INSTALL_TITLE })).toBeNull();
  });

  it('counts an installation from the browser’s own menu as such', async () => {
    vi.resetModules();
    const fresh = await import('./install-event');
    const reported = vi.fn();
    const target = new EventTarget() as Window;
    fresh.captureInstallPrompt(reported, target);
    target.dispatchEvent(new Event('appinstalled'));
    expect(reported).toHaveBeenCalledWith('browser');
  });
});
