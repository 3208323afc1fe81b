/**
 * Every API route the server registers, read from the Hono app itself, so a suite that must cover
 * all routes (the authorization matrix, the fuzzer) fails when a new route is added without it.
 */
import { createApp } from '../../server/app';
import type { TestApp } from './test-app';

export interface RegisteredRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Hono's pattern, e.g. `/api/v2/users/offers/:id`. */
  path: string;
}

/** `METHOD /path` — the key suites use for their tables. */
export const routeKey = (route: RegisteredRoute) => `${route.method} ${route.path}`;

/** The API routes of an app built like production's (middleware and catch-alls left out), sorted. */
export function registeredRoutes(app: TestApp): RegisteredRoute[] {
  const seen = new Map<string, RegisteredRoute>();
  for (const { method, path } of createApp(app.deps).routes) {
    if (method === 'ALL' || !path.startsWith('/api/')) continue;
    const route = { method: method as RegisteredRoute['method'], path };
    seen.set(routeKey(route), route);
  }
  return [...seen.values()].sort((a, b) => routeKey(a).localeCompare(routeKey(b)));
}

/** Fills a route's `:params` from `values` (by name), leaving none unfilled. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${path}`);
    return encodeURIComponent(value);
  });
}
