import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** workbox-window, faked: every Workbox made is kept so the test can fire its events. */
const workboxes = vi.hoisted(() => [] as { fire(type: string): void; messageSkipWaiting: () => void }[]);
vi.mock('workbox-window', () => ({
  Workbox: class {
    listeners = new Map<string, (() => void)[]>();
    messageSkipWaiting = vi.fn();
    register = vi.fn(async () => undefined);
    update = vi.fn(async () => undefined);
    constructor() {
      workboxes.push(this);
    }
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    fire(type: string) {
      for (const listener of this.listeners.get(type) ?? []) listener();
    }
  },
}));

/** A fresh module each time: the service worker is registered once per page load. */
async function renderLayer() {
  vi.resetModules();
  const { PwaLayer } = await import('./pwa-layer');
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <PwaLayer />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubEnv('PROD', true);
  // A container that takes listeners, as the notification return (push-navigation.ts) adds one.
  Object.defineProperty(navigator, 'serviceWorker', { value: new EventTarget(), configurable: true });
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('PwaLayer', () => {
  it('prompts for a waiting version, sends SKIP_WAITING and reloads once the new worker controls the page', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    await renderLayer();
    const workbox = workboxes.at(-1);
    expect(workbox).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => workbox?.fire('waiting'));
    const prompt = screen.getByRole('dialog', { name: '새 버전이 준비됐어요' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '지금 업데이트' }));
    });
    expect(workbox?.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(prompt.textContent).toContain('업데이트하는 중…');
    expect(reload).not.toHaveBeenCalled();

    act(() => workbox?.fire('controlling'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('puts the prompt away on 나중에, leaving the new version waiting', async () => {
    await renderLayer();
    const workbox = workboxes.at(-1);
    act(() => workbox?.fire('waiting'));
    fireEvent.click(screen.getByRole('button', { name: '나중에' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(workbox?.messageSkipWaiting).not.toHaveBeenCalled();
  });
});
