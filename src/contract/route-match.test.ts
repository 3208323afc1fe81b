import { describe, expect, it } from 'vitest';
import { matchesRoute, routeFor } from './route-match';

describe('matching an address to a route as wouter does', () => {
  it.each([
    ['/my/attack', '/my/attack', true],
    ['/my/attack', '/my/attack/', true],
    ['/my/attack', '/MY/Attack', true],
    ['/my/attack', '/my/attack/select', false],
    ['/my/attack/select', '/my/attack', false],
    ['/my/result/:id', '/my/result/42', true],
    ['/my/result/:id', '/my/result', false],
    ['/my/result/:id', '/my/result/', false],
    ['/my/result/:id', '/my/result/42/x', false],
    ['/submit/:job/:subjob', '/submit/개발/백엔드', true],
    ['/biz/*?', '/biz/anything/at/all', true],
    ['/biz/*?', '/biz', true],
    ['/biz/*?', '/bizarre', false],
    ['/faq', '/', false],
    ['/', '/', true],
  ])('%s and %s: %s', (pattern, pathname, matches) => {
    expect(matchesRoute(pattern, pathname)).toBe(matches);
  });

  // Where the server's own matcher (and the client's exact-path lookup) read addresses otherwise.
  it('takes an optional parameter as optional and only one trailing slash', () => {
    expect(matchesRoute('/my/result/:id?', '/my/result')).toBe(true);
    expect(matchesRoute('/my/result/:id?', '/my/result/7')).toBe(true);
    expect(matchesRoute('/my/attack', '/my/attack//')).toBe(false);
  });

  it('gives the first route of a table that matches', () => {
    const table = [{ path: '/my/result/curation/:offerGroupId' }, { path: '/my/result/:id' }];
    expect(routeFor(table, '/my/result/curation/7')).toBe(table[0]);
    expect(routeFor(table, '/my/result/7')).toBe(table[1]);
    expect(routeFor(table, '/nowhere')).toBeUndefined();
  });
});
