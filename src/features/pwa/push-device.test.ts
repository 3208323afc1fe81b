import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropPushOnSignOut } from '../../lib/push-subscription';
import { writeTokens } from '../../lib/tokens';
import { PushSetupError, readPushStatus, resyncPush, turnPushOff, turnPushOn } from './push-device';
import { installFakeBrowser, OTHER_KEY, SERVER_KEY } from './push-test-support';

const signIn = () => writeTokens({ accessToken: 'access', refreshToken: 'refresh', holder: 'candidate' });

afterEach(() => vi.unstubAllGlobals());

describe('readPushStatus', () => {
  it('tells 켜짐, 꺼짐 and 차단됨 apart', async () => {
    installFakeBrowser({ permission: 'default' });
    expect(await readPushStatus()).toBe('off');
    installFakeBrowser({ permission: 'granted' });
    expect(await readPushStatus()).toBe('off');
    installFakeBrowser({ permission: 'granted', subscribedWith: SERVER_KEY });
    expect(await readPushStatus()).toBe('on');
    installFakeBrowser({ permission: 'denied', subscribedWith: SERVER_KEY });
    expect(await readPushStatus()).toBe('blocked');
  });

  it('sends an iPhone browser tab to the home-screen app, and says when there is no push at all', async () => {
    installFakeBrowser({
      noPush: true,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Version/17.4 Mobile/15E148 Safari/604.1',
    });
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    expect(await readPushStatus()).toBe('needs-install');

    installFakeBrowser({ noPush: true, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0' });
    expect(await readPushStatus()).toBe('unsupported');
  });
});

describe('turnPushOn', () => {
  it('asks permission first, subscribes with the server’s key for visible notifications, and saves it', async () => {
    signIn();
    const browser = installFakeBrowser();

    const asked = turnPushOn();
    // The prompt is asked in the same task as the press, before anything is awaited.
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(await asked).toBe('on');

    const [init] = browser.pushManager.subscribe.mock.calls[0];
    expect(init.userVisibleOnly).toBe(true);
    expect(init.applicationServerKey).toHaveLength(65);
    const saved = browser.calls.find((call) => call.method === 'POST');
    expect(saved).toMatchObject({
      path: '/api/push/subscriptions',
      authorization: 'Bearer access',
      body: { endpoint: browser.subscription()?.endpoint, keys: { p256dh: SERVER_KEY } },
    });
  });

  it('answers 차단됨 or 꺼짐 when the candidate refuses or dismisses the prompt, subscribing nothing', async () => {
    const refused = installFakeBrowser({ prompt: 'denied' });
    expect(await turnPushOn()).toBe('blocked');
    expect(refused.pushManager.subscribe).not.toHaveBeenCalled();

    const dismissed = installFakeBrowser({ prompt: 'default' });
    expect(await turnPushOn()).toBe('off');
    expect(dismissed.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('fails when the browser cannot subscribe, telling the server nothing', async () => {
    const browser = installFakeBrowser({ subscribeFails: true });

    await expect(turnPushOn()).rejects.toThrow();
    expect(browser.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('gives up after the bound when the push service never answers, and drops a late subscription unsent', async () => {
    signIn();
    const browser = installFakeBrowser({ subscribeHangs: true });

    await expect(turnPushOn({ timeoutMs: 50 })).rejects.toThrow(PushSetupError);

    browser.finishSubscribing();
    await vi.waitFor(() => expect(browser.subscription()).toBeUndefined());
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(browser.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('gives up after the bound while the permission prompt stays open, telling when it was answered otherwise', async () => {
    installFakeBrowser({ promptStaysOpen: true });
    const answered = vi.fn();
    await expect(turnPushOn({ timeoutMs: 50, onPermissionAnswered: answered })).rejects.toThrow(PushSetupError);
    expect(answered).not.toHaveBeenCalled();

    signIn();
    installFakeBrowser();
    expect(await turnPushOn({ onPermissionAnswered: answered })).toBe('on');
    expect(answered).toHaveBeenCalledTimes(1);
  });

  it('replaces a subscription made with a key the server no longer uses', async () => {
    signIn();
    const browser = installFakeBrowser({ permission: 'granted', subscribedWith: OTHER_KEY });
    const old = browser.subscription();

    expect(await turnPushOn()).toBe('on');

    expect(old?.unsubscribe).toHaveBeenCalled();
    expect(browser.calls.find((call) => call.method === 'DELETE')?.body).toEqual({ endpoint: old?.endpoint });
    expect(browser.subscription()).not.toBe(old);
  });
});

describe('turnPushOff', () => {
  it('has the server forget this browser, then unsubscribes it', async () => {
    signIn();
    const browser = installFakeBrowser({ permission: 'granted', subscribedWith: SERVER_KEY });
    const subscription = browser.subscription();

    expect(await turnPushOff()).toBe('off');

    expect(browser.calls).toEqual([
      expect.objectContaining({ method: 'DELETE', body: { endpoint: subscription?.endpoint } }),
    ]);
    expect(subscription?.unsubscribe).toHaveBeenCalled();
  });

  it('keeps the subscription when the server cannot be told', async () => {
    signIn();
    const browser = installFakeBrowser({ permission: 'granted', subscribedWith: SERVER_KEY, serverStatus: 500 });

    await expect(turnPushOff()).rejects.toThrow();
    expect(browser.subscription()?.unsubscribe).not.toHaveBeenCalled();
  });
});

describe('resyncPush', () => {
  it('sends an existing subscription again while permission holds and a candidate is signed in', async () => {
    signIn();
    const browser = installFakeBrowser({ permission: 'granted', subscribedWith: SERVER_KEY });

    await resyncPush();

    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(browser.calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ endpoint: browser.subscription()?.endpoint }) }),
    ]);
  });

  it('never subscribes by itself: no subscription, no permission or nobody signed in means nothing is sent', async () => {
    signIn();
    for (const options of [{ permission: 'granted' as const }, { permission: 'default' as const }]) {
      const browser = installFakeBrowser(options);
      await resyncPush();
      expect(browser.calls).toEqual([]);
      expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    }
    localStorage.clear();
    const signedOut = installFakeBrowser({ permission: 'granted', subscribedWith: SERVER_KEY });
    await resyncPush();
    expect(signedOut.calls).toEqual([]);
  });

  it('never throws, offline or refused', async () => {
    signIn();
    installFakeBrowser({ permission: 'granted', subscribedWith: SERVER_KEY, serverStatus: 503 });
    await expect(resyncPush()).resolves.toBeUndefined();
  });
});

describe('dropPushOnSignOut', () => {
  it('tells the server with the token the sign-out still holds and unsubscribes this device', async () => {
    const browser = installFakeBrowser({ permission: 'granted', subscribedWith: SERVER_KEY });
    const subscription = browser.subscription();

    await dropPushOnSignOut('leaving-token');

    expect(browser.calls).toEqual([
      expect.objectContaining({
        method: 'DELETE',
        authorization: 'Bearer leaving-token',
        body: { endpoint: subscription?.endpoint },
      }),
    ]);
    expect(subscription?.unsubscribe).toHaveBeenCalled();
  });

  it('unsubscribes even when the server refuses', async () => {
    const browser = installFakeBrowser({ permission: 'granted', subscribedWith: SERVER_KEY, serverStatus: 401 });
    const subscription = browser.subscription();

    await dropPushOnSignOut('expired-token');

    expect(subscription?.unsubscribe).toHaveBeenCalled();
  });
});
