import { eq } from 'drizzle-orm';
import { type Infer, is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utmRecords } from '../../server/db/schema';
import { UtmCreated } from '../../src/contract/signup';
import { addCandidate, expectError } from './helpers';
import { createTestApp, drivers, type TestApp } from './test-app';

describe.each(drivers)('utm records on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  async function create(json: unknown) {
    const response = await app.request('/api/users/utm', { method: 'POST', json });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(is(body, UtmCreated)).toBe(true);
    const [record] = await app.deps.db
      .select()
      .from(utmRecords)
      .where(eq(utmRecords.id, (body as Infer<typeof UtmCreated>).id));
    return record;
  }

  it('stores a visit with its parameters', async () => {
    const record = await create({
      source: 'kakao',
      campaign: 'spring',
      medium: 'share',
      content: 'money-card',
      term: '연봉',
      landing: '/money?utm_source=kakao',
    });
    expect(record).toMatchObject({
      source: 'kakao',
      campaign: 'spring',
      medium: 'share',
      content: 'money-card',
      term: '연봉',
      landing: '/money?utm_source=kakao',
      status: 'LANDING',
      candidateId: null,
    });
  });

  it('defaults the source to organic and the content to the first 50 characters of the landing path', async () => {
    const longPath = `/graph/${'a'.repeat(60)}`;
    const record = await create({ landing: `https://boltx.example${longPath}?utm_campaign=x#top` });
    expect(record.source).toBe('organic');
    expect(record.content).toBe(longPath.slice(0, 50));
    expect((await create({ landing: '/secret?ref=friend', source: '' })).content).toBe('/secret');
  });

  it('follows the visit through the sign-up steps and to the user', async () => {
    const record = await create({ landing: '/' });
    const userId = await addCandidate(app, '01050000001');
    for (const status of ['JOB_CHOICE', 'AGREE', 'VERIFIED', 'SUBMITTED'] as const) {
      const response = await app.request('/api/users/utm', { method: 'PATCH', json: { id: record.id, status } });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
      const [stored] = await app.deps.db.select().from(utmRecords).where(eq(utmRecords.id, record.id));
      expect(stored.status).toBe(status);
    }
    const token = await app.deps.accessTokens.sign({ subjectId: userId, kind: 'candidate' });
    const response = await app.request('/api/users/utm', { method: 'PATCH', json: { id: record.id, userId }, token });
    expect(response.status).toBe(200);
    const [linked] = await app.deps.db.select().from(utmRecords).where(eq(utmRecords.id, record.id));
    expect(linked).toMatchObject({ candidateId: userId, status: 'SUBMITTED' });
  });

  it('links a visit only to the candidate who is signed in', async () => {
    const record = await create({ landing: '/' });
    const victim = await addCandidate(app, '01050000002');
    const other = await addCandidate(app, '01050000003');
    const otherToken = await app.deps.accessTokens.sign({ subjectId: other, kind: 'candidate' });
    const patch = (token?: string) =>
      app.request('/api/users/utm', { method: 'PATCH', json: { id: record.id, userId: victim }, token });
    await expectError(await patch(), 403, 'FORBIDDEN');
    await expectError(await patch(otherToken), 403, 'FORBIDDEN');
    const [stored] = await app.deps.db.select().from(utmRecords).where(eq(utmRecords.id, record.id));
    expect(stored.candidateId).toBeNull();
  });

  it('refuses unknown records, unknown users, unknown statuses and missing landings', async () => {
    const record = await create({ landing: '/' });
    const patch = (json: unknown) => app.request('/api/users/utm', { method: 'PATCH', json });
    await expectError(await patch({ id: '00000000-0000-4000-8000-000000000000', status: 'AGREE' }), 404, 'NOT_FOUND');
    await expectError(await patch({ id: record.id, userId: '00000000-0000-4000-8000-000000000000' }), 403, 'FORBIDDEN');
    await expectError(await patch({ id: record.id, status: 'PAID' }), 400, 'BAD_REQUEST');
    await expectError(await patch({ id: 'not-a-uuid' }), 400, 'BAD_REQUEST');
    await expectError(
      await app.request('/api/users/utm', { method: 'POST', json: { source: 'x' } }),
      400,
      'BAD_REQUEST',
    );
  });
});
