/**
 * Whether an address is one of a route pattern's, read exactly as the client's router reads it:
 * wouter's default parser is regexparam's `parse` (`:name` one segment, `:name?` an optional one,
 * `*?` any rest or none, one trailing slash, letters in either case). The server naming a route's
 * chunks (server/http/route-preloads.ts), the page starting its code (app/routes.tsx startPage) and
 * the analytics path sanitizer use this same function, so none can pick another page than wouter.
 */
import { parse } from 'regexparam';

const parsed = new Map<string, RegExp>();

export function matchesRoute(pattern: string, pathname: string): boolean {
  let regexp = parsed.get(pattern);
  if (!regexp) {
    regexp = parse(pattern).pattern;
    parsed.set(pattern, regexp);
  }
  return regexp.test(pathname);
}

/** The first route of a table that `pathname` is an address of: its order decides, as in wouter's Switch. */
export const routeFor = <Route extends { path: string }>(table: readonly Route[], pathname: string) =>
  table.find((route) => matchesRoute(route.path, pathname));
