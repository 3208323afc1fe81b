/**
 * Every screen of the route table has a way around: a root brings its own tab bar or
 * header; every other screen gets the app bar, whose 뒤로 가기 / 닫기 leads — with nothing of the
 * app behind it in history, as when opened from a notification — to a parent that is itself a
 * screen of the table. A console page below a menu entry draws that control itself, beside its title
 * (biz-shell.test.tsx). A new route that forgets to declare either fails here. Every screen names the
 * window after itself.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderWithApp, serveApi } from '../test-support/render-app';
import { PRODUCT_TITLE } from './document-title';
import { RouteSwitch } from './route-switch';
import { type AppRoute, type RoutePage, routeAreas, tableOf } from './routes';

/** Every area's table, the ones loaded on demand too. */
const routes = (await Promise.all(routeAreas.map(tableOf))).flat();

const stubPage = (path: string): RoutePage =>
  Object.assign(() => <main data-route={path}>화면</main>, {
    preload: () => Promise.resolve(),
    start: () => Promise.resolve(),
  });

/** The table with each page standing in as a marker of its route, so no page's code loads. */
const stubbed: AppRoute[] = routes.map((route) => ({ ...route, page: stubPage(route.path) }));

/** An address of the route: its `:params` filled, its optional rest given a segment. */
const sampleOf = (path: string) => path.replace(/:\w+/g, '7').replace('/*?', '/unknown');

const screenRoute = (container: HTMLElement) => container.querySelector('main')?.getAttribute('data-route');

beforeEach(() => {
  serveApi(() => jsonResponse({ ok: true, database: 'pglite', sandbox: false, version: 'test' }));
  window.history.replaceState(null, '', '/');
});
afterEach(cleanup);

describe('the route table', () => {
  it.each(routes.map((route) => [route.path, route] as const))('%s is a root or has a way back', (path, route) => {
    const { container } = renderWithApp(<RouteSwitch table={stubbed} />, sampleOf(path));
    expect(screenRoute(container)).toBe(path);
    const control = screen.queryByRole('button', { name: /^(뒤로 가기|닫기)$/ });
    if ('root' in route) {
      expect(['tabs', 'header']).toContain(route.root);
      expect(control).toBeNull();
      return;
    }
    expect(route.parent).toMatch(/^\//);
    expect(route.title.length).toBeGreaterThan(0);
    if (route.backInPage) expect(control).toBeNull();
    else expect(control).not.toBeNull();
  });

  it.each(routes.map((route) => [route.path, route] as const))('%s names the window after itself', (path, route) => {
    renderWithApp(<RouteSwitch table={stubbed} />, sampleOf(path));
    if (!route.title) {
      expect(path).toBe('/');
      expect(document.title).toBe(PRODUCT_TITLE);
      return;
    }
    expect(document.title).toBe(`${route.title} · ${path.startsWith('/biz') ? '볼트X 비즈니스' : '볼트X'}`);
  });

  const withAppBar = routes.filter((route) => 'parent' in route && !route.backInPage);
  it.each(withAppBar.map((route) => [route.path] as const))(
    '%s, opened with no history of the app, goes back to a screen of the table',
    async (path) => {
      const route = routes.find((candidate) => candidate.path === path) as AppRoute & { parent: string };
      const { container, location } = renderWithApp(<RouteSwitch table={stubbed} />, sampleOf(path));
      fireEvent.click(screen.getByRole('button', { name: /^(뒤로 가기|닫기)$/ }));
      await waitFor(() => expect(location.history?.at(-1)).toBe(sampleOf(route.parent)));
      expect(screenRoute(container)).toBe(route.parent);
    },
  );
});

describe('an address whose table loads on demand', () => {
  it('shows the page’s blank stand-in, then the not-found page of everyone’s table with its way home', async () => {
    const { container } = renderWithApp(<RouteSwitch />, '/no-such-page');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByRole('button', { name: '뒤로 가기' })).toBeTruthy();
    expect(document.title).toContain('페이지를 찾을 수 없어요');
  });
});
