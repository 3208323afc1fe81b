/**
 * Ids in paths (and the coffee chat's query) are PositiveId (src/contract/validators.ts): every id a
 * row can have, 1…ROW_ID_MAX (2³¹−1), is looked up — the largest is a 404 like any missing row — and
 * anything larger is a 400 naming the parameter, never a database error.
 */
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../src/contract/errors';
import { ROW_ID_MAX } from '../../src/contract/validators';
import { bizToken } from './biz-fixtures';
import { newCandidate } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

interface PathId {
  path: (id: string) => string;
  method?: string;
  side: 'candidate' | 'agent' | 'public';
  json?: (id: string) => unknown;
  field: string;
}

const pathIds: PathId[] = [
  { path: (id) => `/api/v2/users/offers/${id}`, side: 'candidate', field: 'id' },
  {
    path: (id) => `/api/v2/users/offers/refuse/${id}`,
    method: 'PATCH',
    side: 'candidate',
    json: () => ({ refusalReason: '다른 회사로 가기로 했어요' }),
    field: 'id',
  },
  { path: (id) => `/api/users/offers/group/${id}`, side: 'candidate', field: 'groupId' },
  {
    path: (id) => `/api/users/offers/group/${id}`,
    method: 'PATCH',
    side: 'candidate',
    json: (id) => ({ groupId: Number(id), isLike: true, offerItems: [] }),
    field: 'groupId',
  },
  { path: (id) => `/api/users/operator/${id}`, side: 'candidate', field: 'roomId' },
  { path: (id) => `/api/users/message/${id}`, side: 'candidate', field: 'roomId' },
  { path: (id) => `/api/users/message/${id}/1?type=before`, side: 'candidate', field: 'roomId' },
  { path: (id) => `/api/users/message/1/${id}?type=before`, side: 'candidate', field: 'messageId' },
  {
    path: (id) => `/api/users/message/${id}/read`,
    method: 'PATCH',
    side: 'candidate',
    json: () => ({ messageId: 1 }),
    field: 'roomId',
  },
  { path: (id) => `/api/users/coffeechats/questions?coffeechatId=${id}`, side: 'candidate', field: 'coffeechatId' },
  { path: (id) => `/api/users/schools/${id}`, side: 'candidate', field: 'id' },
  {
    path: (id) => `/api/users/schools/${id}`,
    method: 'PATCH',
    side: 'candidate',
    json: () => ({ major: '' }),
    field: 'id',
  },
  { path: (id) => `/api/users/schools/${id}`, method: 'DELETE', side: 'candidate', field: 'id' },
  { path: (id) => `/api/biz/message/rooms/${id}`, side: 'agent', field: 'roomId' },
  {
    path: (id) => `/api/biz/message/rooms/${id}`,
    method: 'POST',
    side: 'agent',
    json: () => ({ message: '안녕하세요' }),
    field: 'roomId',
  },
  { path: (id) => `/api/biz/message/rooms/${id}/1?type=after`, side: 'agent', field: 'roomId' },
  {
    path: (id) => `/api/biz/message/rooms/${id}/read`,
    method: 'PATCH',
    side: 'agent',
    json: () => ({ messageId: 1 }),
    field: 'roomId',
  },
  { path: (id) => `/api/careers/${id}`, side: 'public', field: 'id' },
];

describe.each(drivers)('ids in paths on %s', (driver) => {
  let app: TestApp;
  let tokens: Record<PathId['side'], string | undefined>;
  beforeAll(async () => {
    app = await createTestApp(driver);
    tokens = { candidate: (await newCandidate(app)).token, agent: await bizToken(app, 'agent'), public: undefined };
  });
  afterAll(() => app?.close());

  const send = (route: PathId, id: string) =>
    app.request(route.path(id), {
      method: route.method ?? 'GET',
      token: tokens[route.side],
      json: route.json?.(id),
    });

  /** The status and the error body, which must have the API's error shape. */
  async function refusal(response: Response) {
    const body = await response.json();
    expect(is(body, ErrorBody), JSON.stringify(body)).toBe(true);
    return { status: response.status, code: (body as ErrorBody).status.code, field: (body as ErrorBody).status.field };
  }

  it.each(pathIds.map((route) => [`${route.method ?? 'GET'} ${route.path(':id')}`, route] as const))(
    '%s looks up the largest row id (404) and refuses a larger one (400)',
    async (_, route) => {
      expect(ROW_ID_MAX).toBe(2_147_483_647);
      expect((await refusal(await send(route, String(ROW_ID_MAX)))).status).toBe(404);
      for (const id of ['2147483648', '9999999999', '12345678901']) {
        expect(await refusal(await send(route, id)), id).toEqual({
          status: 400,
          code: 'BAD_REQUEST',
          field: route.field,
        });
      }
    },
  );
});
