import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markServerUnreachable, resetServerAvailability } from '../../lib/server-availability';
import { writeTokens } from '../../lib/tokens';
import {
  DISMISSED_MESSAGE,
  PROMPT_HINT,
  PushSetting,
  TURN_OFF_LABEL,
  TURN_ON_FAILED,
  TURN_ON_LABEL,
  TURNING_ON_LABEL,
} from './push-setting';
import { installFakeBrowser, SERVER_KEY } from './push-test-support';

const signIn = () => writeTokens({ accessToken: 'access', refreshToken: 'refresh', holder: 'candidate' });

afterEach(() => {
  vi.unstubAllGlobals();
  resetServerAvailability();
});

describe('PushSetting', () => {
  it('turns notifications on from the press and shows 켜짐', async () => {
    signIn();
    const browser = installFakeBrowser();
    render(<PushSetting />);
    expect(await screen.findByText('꺼짐')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: TURN_ON_LABEL }));

    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('켜짐')).toBeTruthy();
    expect(screen.getByRole('button', { name: TURN_OFF_LABEL })).toBeTruthy();
    expect(browser.calls.some((call) => call.method === 'POST')).toBe(true);
  });

  it('turns them off again', async () => {
    signIn();
    const browser = installFakeBrowser({ permission: 'granted', subscribedWith: SERVER_KEY });
    render(<PushSetting />);

    fireEvent.click(await screen.findByRole('button', { name: TURN_OFF_LABEL }));

    expect(await screen.findByText('꺼짐')).toBeTruthy();
    expect(browser.calls.some((call) => call.method === 'DELETE')).toBe(true);
    expect(browser.subscription()).toBeUndefined();
  });

  it('shows 차단됨 with how to unblock, and no button that cannot work', async () => {
    installFakeBrowser({ permission: 'denied' });
    render(<PushSetting />);

    expect(await screen.findByText('차단됨')).toBeTruthy();
    expect(screen.getByText(/알림 → 허용으로 바꾼 뒤/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so when the prompt is dismissed or subscribing fails, and stays 꺼짐', async () => {
    installFakeBrowser({ prompt: 'default' });
    const { unmount } = render(<PushSetting />);
    fireEvent.click(await screen.findByRole('button', { name: TURN_ON_LABEL }));
    expect((await screen.findByRole('alert')).textContent).toBe(DISMISSED_MESSAGE);
    expect(screen.getByText('꺼짐')).toBeTruthy();
    unmount();

    installFakeBrowser({ subscribeFails: true });
    render(<PushSetting />);
    fireEvent.click(await screen.findByRole('button', { name: TURN_ON_LABEL }));
    expect((await screen.findByRole('alert')).textContent).toBe(TURN_ON_FAILED);
    expect(screen.getByRole('button', { name: TURN_ON_LABEL })).toBeTruthy();
  });

  it('gives up when the push service does not answer in time, with the failure in Korean and the button back', async () => {
    signIn();
    installFakeBrowser({ subscribeHangs: true });
    render(<PushSetting timeoutMs={100} />);
    fireEvent.click(await screen.findByRole('button', { name: TURN_ON_LABEL }));

    expect(await screen.findByRole('button', { name: TURNING_ON_LABEL })).toHaveProperty('disabled', true);
    expect((await screen.findByRole('alert')).textContent).toBe(TURN_ON_FAILED);
    expect(screen.getByRole('button', { name: TURN_ON_LABEL })).toHaveProperty('disabled', false);
    expect(screen.getByText('꺼짐')).toBeTruthy();
  });

  it('says what to press while the permission prompt is open, instead of spinning, and gives up in time', async () => {
    installFakeBrowser({ promptStaysOpen: true });
    render(<PushSetting timeoutMs={100} />);
    fireEvent.click(await screen.findByRole('button', { name: TURN_ON_LABEL }));

    expect(screen.getByRole('status').textContent).toBe(PROMPT_HINT);
    expect(screen.queryByRole('button', { name: TURNING_ON_LABEL })).toBeNull();
    expect((await screen.findByRole('alert')).textContent).toBe(TURN_ON_FAILED);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: TURN_ON_LABEL })).toHaveProperty('disabled', false);
  });

  it('tells an iPhone browser tab to use the home-screen app', async () => {
    installFakeBrowser({
      noPush: true,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Version/17.4 Mobile/15E148 Safari/604.1',
    });
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    render(<PushSetting />);

    expect(await screen.findByText(/홈 화면에 추가한 뒤/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('disables turning on and off with its sentence while the server cannot be reached', async () => {
    signIn();
    const browser = installFakeBrowser({ permission: 'granted', subscribedWith: SERVER_KEY });
    render(<PushSetting />);
    const turnOff = (await screen.findByRole('button', { name: TURN_OFF_LABEL })) as HTMLButtonElement;

    await act(async () => markServerUnreachable());
    expect(turnOff.disabled).toBe(true);
    expect(
      screen.getByText('알림 설정은 인터넷에 연결된 뒤에 할 수 있어요. 연결되면 바로 누를 수 있어요.'),
    ).toBeTruthy();
    expect(browser.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });
});
