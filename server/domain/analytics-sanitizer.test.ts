import { describe, expect, it } from 'vitest';
import { routeAreas, tableOf } from '../../src/app/routes';
import {
  EVENT_PROPERTY_KEYS,
  looksPersonal,
  PARAMETER_ROUTES,
  sanitizedPath,
  sanitizedProperties,
} from './analytics-sanitizer';

describe('sanitizedPath', () => {
  it('knows every route of the app with a parameter', async () => {
    const routes = (await Promise.all(routeAreas.map(tableOf))).flat();
    const inTables = routes.map((route) => route.path).filter((path) => path.includes('/:'));
    // No two of them match one address, so their order is free.
    expect([...PARAMETER_ROUTES].sort()).toEqual(inTables.sort());
  });

  it.each([
    ['/my/01012345678', '/my/:id'],
    ['/my/010-1234-5678', '/my/:id'],
    ['/my/result/41', '/my/result/:id'],
    ['/my/result/curation/7', '/my/result/curation/:offerGroupId'],
    ['/my/result/hate/12', '/my/result/hate/:id'],
    ['/careerdetail/3', '/careerdetail/:id'],
    ['/r/AbC123xyZ', '/r/:token'],
    ['/r/abcdefgh', '/r/:token'],
    ['/biz/candidates/6f1c2b7e-3a4d-4f5e-9a8b-1c2d3e4f5a6b', '/biz/candidates/:id'],
    ['/biz/candidates/6f1c2b7e-3a4d-4f5e-9a8b-1c2d3e4f5a6b/curation', '/biz/candidates/:id/curation'],
    ['/biz/messages/88', '/biz/messages/:roomId'],
    ['/biz/messages/guest/12', '/biz/messages/guest/:inquiryId'],
    ['/submit/%EA%B0%9C%EB%B0%9C/%EB%B0%B1%EC%97%94%EB%93%9C', '/submit/:job/:subjob'],
    ['/my/result/41/', '/my/result/:id'],
  ])('keeps %s as %s', (path, kept) => {
    expect(sanitizedPath(path)).toBe(kept);
  });

  it.each([
    ['/', '/'],
    ['/my/attack', '/my/attack'],
    ['/guide/salary_guide', '/guide/salary_guide'],
    ['/login/sandbox-authorize', '/login/sandbox-authorize'],
    ['/my/', '/my'],
    ['/biz/nothing-here', '/biz/nothing-here'],
  ])('leaves the route path %s as %s', (path, kept) => {
    expect(sanitizedPath(path)).toBe(kept);
  });

  it.each([
    ['/my/hong@example.com', '/my/:id'],
    ['/my/%ED%99%8D%EA%B8%B8%EB%8F%99', '/my/:id'],
    ['/my/홍길동', '/my/:id'],
    ['/users/6f1c2b7e-3a4d-4f5e-9a8b-1c2d3e4f5a6b/edit', '/users/:id/edit'],
    ['/share/eyJhbGciOiJIUzI1NiJ9', '/share/:id'],
    ['/a/aVeryLongMixedCaseToken', '/a/:id'],
    ['/x/abcdefghijklmnopqrstuvwxyz', '/x/:id'],
    ['/My/Attack', '/:id/:id'],
    ['//evil.example', '/:id/:id'],
  ])('turns the ids and names in %s into :id (%s)', (path, kept) => {
    expect(sanitizedPath(path)).toBe(kept);
  });
});

describe('looksPersonal', () => {
  it.each([
    '01012345678',
    '010-1234-5678',
    '010 1234 5678',
    '+82 10-1234-5678',
    '02-123-4567',
    '900101-1234567',
    'hong@example.com',
    '연락처 hong@example.co.kr',
    '홍길동',
    '김 철수',
    '남궁민수',
    '이준',
    1012345678,
    -1012345678,
  ])('drops %s', (value) => {
    expect(looksPersonal(value)).toBe(true);
  });

  it.each(['offer', 'browser', 'company', 'step-2', '개발 직군 전체', '', 3, 12.5, true, false])(
    'keeps %s',
    (value) => {
      expect(looksPersonal(value)).toBe(false);
    },
  );

  it('drops every 2–4 syllable Korean value: a name cannot be told from a word', () => {
    expect(looksPersonal('개발')).toBe(true);
  });
});

describe('sanitizedProperties', () => {
  it('keeps only the keys the client sends for the event', () => {
    expect(sanitizedProperties('install', { via: 'offer', phone: '01012345678', name: '홍길동', mode: 'x' })).toEqual({
      via: 'offer',
    });
    expect(sanitizedProperties('page_view', { mode: 'company', step: 2 })).toEqual({});
    expect(sanitizedProperties('user_id', { userId: 'someone-else', source: 'login' })).toEqual({});
    expect(sanitizedProperties('signup_step', undefined)).toEqual({});
  });

  it('drops an allowed key whose value looks like a phone, an e-mail or a name', () => {
    expect(sanitizedProperties('install', { via: '010-1234-5678' })).toEqual({});
    expect(sanitizedProperties('install', { via: 'hong@example.com' })).toEqual({});
    expect(sanitizedProperties('install', { via: '홍길동' })).toEqual({});
  });

  it('names a key list for every event the contract allows', () => {
    expect(Object.keys(EVENT_PROPERTY_KEYS).sort()).toEqual([
      'install',
      'page_view',
      'share',
      'signup_step',
      'user_id',
    ]);
  });
});
