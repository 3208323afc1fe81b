/**
 * On a full load the page of the address starts its code at once (startPage): it must be the page
 * wouter then renders, for addresses with parameters, capitals and a trailing slash alike.
 */
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { matchRoute, useRouter } from 'wouter';
import { routeAreas, startPage, tableOf } from './routes';

/** Every area's table, the ones loaded on demand too. */
const routes = (await Promise.all(routeAreas.map(tableOf))).flat();

const pages = [...new Set(routes.map((route) => route.page))];

/** The pages whose start startPage(address) calls. */
async function startedBy(address: string) {
  const spies = pages.map((page) => vi.spyOn(page, 'start').mockResolvedValue(undefined));
  await startPage(address);
  const started = pages.filter((_, index) => spies[index]?.mock.calls.length);
  vi.restoreAllMocks();
  return started;
}

let parser: ReturnType<typeof useRouter>['parser'] | undefined;

/** The route whose page wouter's own matcher (with its default parser) renders at `address`. */
function wouterRouteOf(address: string) {
  parser ??= renderHook(() => useRouter().parser).result.current;
  const found = parser;
  return routes.find((route) => matchRoute(found, route.path, address)[0]);
}

describe('startPage', () => {
  it('starts the page of a route with a parameter', async () => {
    const detail = routes.find((route) => route.path === '/my/result/:id');
    expect(await startedBy('/my/result/42')).toEqual([detail?.page]);
  });

  it('starts a page whose table loads on demand, the console’s and everyone’s', async () => {
    const pageAt = (path: string) => routes.find((route) => route.path === path)?.page;
    expect(await startedBy('/biz/candidates/3')).toEqual([pageAt('/biz/candidates/:id')]);
    expect(await startedBy('/faq')).toEqual([pageAt('/faq')]);
  });

  it('starts the page wouter renders, for every route of the table', async () => {
    const addresses = routes.flatMap((route) => {
      const sample = route.path.replace(/:\w+/g, '7').replace('/*?', '/unknown');
      return [sample, `${sample}/`.replace('//', '/'), sample.toUpperCase()];
    });
    for (const address of addresses) {
      const rendered = wouterRouteOf(address);
      expect(rendered, address).toBeDefined();
      expect(await startedBy(address), address).toEqual([rendered?.page]);
    }
  });
});
