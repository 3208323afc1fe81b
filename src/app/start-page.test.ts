/**
 * On a full load the page of the address starts its code at once (startPage): it must be the page
 * wouter then renders, for addresses with parameters, capitals and a trailing slash alike.
 */
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { matchRoute, useRouter } from 'wouter';
import { routes, startPage } from './routes';

const pages = [...new Set(routes.map((route) => route.page))];

/** The pages whose start startPage(address) calls. */
function startedBy(address: string) {
  const spies = pages.map((page) => vi.spyOn(page, 'start').mockResolvedValue(undefined));
  startPage(address);
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
  it('starts the page of a route with a parameter', () => {
    const detail = routes.find((route) => route.path === '/my/result/:id');
    expect(startedBy('/my/result/42')).toEqual([detail?.page]);
  });

  it('starts the page wouter renders, for every route of the table', () => {
    const addresses = routes.flatMap((route) => {
      const sample = route.path.replace(/:\w+/g, '7').replace('/*?', '/unknown');
      return [sample, `${sample}/`.replace('//', '/'), sample.toUpperCase()];
    });
    for (const address of addresses) {
      const rendered = wouterRouteOf(address);
      expect(rendered, address).toBeDefined();
      expect(startedBy(address), address).toEqual([rendered?.page]);
    }
  });
});
