/**
 * /my/retry (SPEC §4): the toast, then my page — the toast stays its whole time, also after the
 * move to /my, whose top area shows it on.
 */
import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteSwitch } from '../../app/route-switch';
import type { AppRoute, RoutePage } from '../../app/routes';
import { PROFILE_RESTARTED_MESSAGE } from '../../contract/profile';
import { writeTokens } from '../../lib/tokens';
import { jsonResponse, renderWithApp, serveApi, settle } from '../../test-support/render-app';
import { TOAST_MS } from '../../ui/toast';
import { RESTARTED_PAUSE_MS, RetryPage } from './retry-page';

const routePage = (Component: () => ReactNode): RoutePage =>
  Object.assign(Component, { preload: () => Promise.resolve(), start: () => Promise.resolve() });

const table: AppRoute[] = [
  { path: '/my/retry', page: routePage(RetryPage), parent: '/my', title: '프로필 다시 공개' },
  { path: '/my', page: routePage(() => <h1>내 프로필</h1>), root: 'tabs' },
];

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-25T03:00:00.000Z') });
  writeTokens({ accessToken: 'access', refreshToken: 'refresh', holder: 'candidate' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('RetryPage', () => {
  it('keeps the restart toast on screen after the move to my page, for the usual toast time', async () => {
    const sent = serveApi(() => jsonResponse({ ok: true, restarted: true }));
    const view = renderWithApp(<RouteSwitch table={table} />, '/my/retry');
    await settle();

    fireEvent.click(screen.getByRole('button', { name: '다시 공개하기' }));
    await settle();
    expect(sent.some((request) => request.method === 'POST')).toBe(true);
    expect(screen.getByText(PROFILE_RESTARTED_MESSAGE)).toBeDefined();

    await settle(RESTARTED_PAUSE_MS);
    expect(view.location.history.at(-1)).toBe('/my');
    expect(screen.getByRole('heading', { name: '내 프로필' })).toBeDefined();
    expect(screen.getByText(PROFILE_RESTARTED_MESSAGE)).toBeDefined();

    await settle(TOAST_MS - RESTARTED_PAUSE_MS);
    expect(screen.queryByText(PROFILE_RESTARTED_MESSAGE)).toBeNull();
  });

  it('offers a member whose careers changed to verify them again, as a reapply', async () => {
    serveApi(() => jsonResponse({ ok: true, restarted: true }));
    const view = renderWithApp(<RouteSwitch table={table} />, '/my/retry');
    await settle();

    fireEvent.click(screen.getByRole('link', { name: '경력 다시 인증하기' }));
    expect(view.location.history.at(-1)).toBe('/submit?reapply=1');
  });
});
