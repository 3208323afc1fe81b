/**
 * Who may call the profile and account routes: a candidate session only (anonymous 401, a console
 * token 403), a deleted account's still-valid token 401, and on every `:id` route only the caller's
 * own id — any other id, real or not, well-formed or not, is 404 whatever the body.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates } from '../../server/db/schema';
import { bizToken } from './biz-fixtures';
import { expectError } from './helpers';
import { newCandidate } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

interface Call {
  method: 'GET' | 'PATCH' | 'DELETE';
  path: (id: string) => string;
  json?: unknown;
}

const emptyMore = {
  email: '',
  resumeUrl: '',
  portfolioUrl: '',
  resumeFileId: null,
  portfolioFileId: null,
  githubUrl: '',
  linkedinUrl: '',
  hashtags: [],
  careerItems: [],
  agent: false,
};

/** The routes with the caller's user id in the path. */
const ownIdCalls: Call[] = [
  { method: 'PATCH', path: (id) => `/api/v2/users/more/${id}`, json: emptyMore },
  { method: 'PATCH', path: (id) => `/api/v2/users/select/${id}`, json: { userSelect: [] } },
  { method: 'GET', path: (id) => `/api/users/surveys/${id}` },
  { method: 'PATCH', path: (id) => `/api/users/surveys/${id}`, json: { userSurveyItems: [] } },
];

const sessionCalls: Call[] = [
  ...ownIdCalls,
  { method: 'GET', path: () => '/api/v3/users/profile' },
  { method: 'GET', path: () => '/api/users/companies/interest' },
  { method: 'PATCH', path: () => '/api/users/companies/restrict', json: { companyIds: [] } },
  { method: 'GET', path: () => '/api/users/companies/search?q=한빛' },
  { method: 'GET', path: () => '/api/users/techStackSearch?q=re' },
  { method: 'GET', path: () => '/api/users/techStackRecommend' },
  { method: 'PATCH', path: () => '/api/users/techstack', json: { techStackItems: ['React'] } },
  { method: 'PATCH', path: () => '/api/users/hashtag', json: { hashtags: ['백엔드'] } },
  { method: 'PATCH', path: () => '/api/users/email', json: { email: 'me@example.com' } },
  { method: 'PATCH', path: () => '/api/users/willingness', json: { willingness: 'OPEN' } },
  { method: 'PATCH', path: () => '/api/users/ismajor', json: { isMajor: true } },
  { method: 'GET', path: () => '/api/v3/users/report' },
  { method: 'PATCH', path: () => '/api/v2/users/stop' },
  { method: 'DELETE', path: () => '/api/v3/users', json: { reason: '이직했어요' } },
];

const label = (call: Call) => `${call.method} ${call.path(':id')}`;

describe.each(drivers)('profile and account routes: who may call them, on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  const send = (call: Call, id: string, token?: string, json = call.json) =>
    app.request(call.path(id), { method: call.method, token, json });

  it.each(sessionCalls.map((call) => [label(call), call] as const))('%s is 401 without a session', async (_, call) => {
    const owner = await newCandidate(app);
    await expectError(await send(call, owner.id), 401, 'UNAUTHORIZED');
  });

  it.each(sessionCalls.map((call) => [label(call), call] as const))(
    '%s is 403 with a console token',
    async (_, call) => {
      const owner = await newCandidate(app);
      await expectError(await send(call, owner.id, await bizToken(app, 'agent')), 403, 'FORBIDDEN');
    },
  );

  it.each(sessionCalls.map((call) => [label(call), call] as const))(
    '%s is 401 for a deleted account whose access token still lives',
    async (_, call) => {
      const owner = await newCandidate(app);
      await app.deps.db.update(candidates).set({ deletedAt: app.deps.now() }).where(eq(candidates.id, owner.id));
      await expectError(await send(call, owner.id, owner.token), 401, 'UNAUTHORIZED');
    },
  );

  it.each(ownIdCalls.map((call) => [label(call), call] as const))(
    '%s is 404 for any id but the caller’s own, whatever the body',
    async (_, call) => {
      const caller = await newCandidate(app);
      const other = await newCandidate(app);
      for (const id of [other.id, randomUUID(), 'not-a-uuid', '12345']) {
        await expectError(await send(call, id, caller.token), 404, 'NOT_FOUND');
        if (call.method !== 'GET') {
          await expectError(await send(call, id, caller.token, { nonsense: true }), 404, 'NOT_FOUND');
        }
      }
      const own = await send(call, caller.id, caller.token);
      expect(own.status, await own.clone().text()).toBe(200);
      // The other candidate's data was not touched by any of it.
      const [row] = await app.deps.db.select().from(candidates).where(eq(candidates.id, other.id));
      expect(row.deletedAt).toBeNull();
    },
  );

  it('answers the caller’s own id in upper case too', async () => {
    const caller = await newCandidate(app);
    const response = await app.request(`/api/users/surveys/${caller.id.toUpperCase()}`, { token: caller.token });
    expect(response.status).toBe(200);
  });
});
