/**
 * Ids in request bodies (RowId in src/contract/validators.ts): an integer a row can have, 1…2³¹−1.
 * Anything larger is malformed input — a 400 naming the field — and never reaches the database,
 * where it used to be a 500 (numeric out of range).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROW_ID_MAX } from '../../src/contract/validators';
import { asBiz, companyId, curationItem, offerTerms, poolCandidate } from './biz-fixtures';
import { expectError } from './helpers';
import { newCandidate } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

/** Written into the JSON text as they are: `1e20` stays exponent notation on the wire. */
const HUGE = ['2147483648', '1e20'] as const;
/** Stands for the id in a body; its JSON text is replaced by the id's literal. */
const MARK = '__id__';

interface BodyId {
  route: string;
  method: string;
  side: 'candidate' | 'agent';
  /** The body with MARK where the id goes. */
  body: (context: { candidateId: string; companyId: number }) => unknown;
  field: string;
}

const bodyIds: BodyId[] = [
  {
    route: '/api/users/offers/like',
    method: 'PATCH',
    side: 'candidate',
    body: () => ({ id: MARK, isLike: true }),
    field: 'id',
  },
  {
    route: '/api/v2.1/users/coffeechat',
    method: 'POST',
    side: 'candidate',
    body: () => ({ offerId: MARK }),
    field: 'offerId',
  },
  {
    route: '/api/users/coffeechats/questions',
    method: 'POST',
    side: 'candidate',
    body: () => ({ coffeechatId: MARK, items: [] }),
    field: 'coffeechatId',
  },
  {
    route: '/api/users/offers/group/1',
    method: 'PATCH',
    side: 'candidate',
    body: () => ({ groupId: MARK, isLike: true, offerItems: [] }),
    field: 'groupId',
  },
  {
    route: '/api/users/offers/group/1',
    method: 'PATCH',
    side: 'candidate',
    body: () => ({ groupId: 1, isLike: true, offerItems: [1, MARK] }),
    field: 'offerItems.1',
  },
  {
    route: '/api/biz/offers',
    method: 'POST',
    side: 'agent',
    body: ({ candidateId }) => ({ ...offerTerms(candidateId), companyId: MARK }),
    field: 'companyId',
  },
  {
    route: '/api/biz/curations',
    method: 'POST',
    side: 'agent',
    body: ({ candidateId, companyId: garam }) => ({
      candidateId,
      message: '골라 보세요.',
      items: [curationItem(garam), { ...curationItem(garam), companyId: MARK }],
    }),
    field: 'items.1.companyId',
  },
  {
    route: '/api/sandbox/offers/expire',
    method: 'POST',
    side: 'candidate',
    body: () => ({ offerId: MARK }),
    field: 'offerId',
  },
  {
    route: '/api/sandbox/offers/expire',
    method: 'POST',
    side: 'candidate',
    body: () => ({ groupId: MARK }),
    field: 'groupId',
  },
];

describe.each(drivers)('ids in request bodies on %s', (driver) => {
  let app: TestApp;
  let context: { candidateId: string; companyId: number };
  let candidateToken: string;
  beforeAll(async () => {
    app = await createTestApp(driver);
    context = { candidateId: (await poolCandidate(app)).id, companyId: await companyId(app, 'garam-market') };
    candidateToken = (await newCandidate(app)).token;
  });
  afterAll(() => app?.close());

  async function send(bodyId: BodyId, id: string) {
    const body = JSON.stringify(bodyId.body(context)).replace(JSON.stringify(MARK), id);
    expect(body, 'the id is in the body').toContain(id);
    const init = { method: bodyId.method, body, headers: { 'Content-Type': 'application/json' } };
    if (bodyId.side === 'agent') return asBiz(app, 'agent', bodyId.route, init);
    return app.request(bodyId.route, { ...init, token: candidateToken });
  }

  for (const bodyId of bodyIds) {
    for (const id of HUGE) {
      it(`answers 400 naming ${bodyId.field} for ${id} in ${bodyId.method} ${bodyId.route}`, async () => {
        const error = await expectError(await send(bodyId, id), 400, 'BAD_REQUEST');
        expect(error.status.field).toBe(bodyId.field);
        expect(error.status.message).toBe(`${bodyId.field} 항목의 형식이 올바르지 않습니다.`);
      });
    }
  }

  it('takes the largest id a row can have as well-formed: no such row, 404', async () => {
    for (const bodyId of bodyIds.filter((entry) => entry.side === 'candidate' && !entry.field.includes('.'))) {
      if (bodyId.route.startsWith('/api/users/offers/group/')) continue;
      const response = await send(bodyId, String(ROW_ID_MAX));
      expect(response.status, `${bodyId.route} ${await response.clone().text()}`).toBe(404);
    }
  });

  it('refuses 0 and negative ids alike', async () => {
    for (const id of ['0', '-1']) {
      const error = await expectError(await send(bodyIds[0], id), 400, 'BAD_REQUEST');
      expect(error.status.field).toBe('id');
    }
  });
});
