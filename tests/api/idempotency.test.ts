/**
 * Idempotency-Key (DESIGN.md §3) on the writes the app may replay from its offline outbox: a
 * replay answers the first response and writes nothing, the same key with another body (or on
 * another route) is a 422, duplicates fired at once write once, and keys are kept 7 days.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careers, notifications } from '../../server/db/schema';
import { idempotencyKeys } from '../../server/db/schema-messages';
import { IDEMPOTENCY_TTL_MS, purgeIdempotencyKeys } from '../../server/domain/idempotency-keys';
import type { ProfileV3 } from '../../src/contract/profile';
import { expectError } from './helpers';
import { bizCalls, candidateCalls, messageCount, newKey, withKey } from './message-fixtures';
import { newCandidate, tokenFor } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

const REUSED = '이미 다른 요청에 사용한 Idempotency-Key입니다. 새 키로 다시 보내 주세요.';

describe.each(drivers)('Idempotency-Key on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  const my = candidateCalls(() => app);
  const biz = bizCalls(() => app);

  async function roomOf(token: string) {
    return (await my.inquire(token, '처음 문의')).room.roomId;
  }

  it('answers a replay with the first response and writes nothing more', async () => {
    const { token } = await newCandidate(app);
    const roomId = await roomOf(token);
    const key = newKey();
    const first = await my.raw.send(token, { roomId, message: '오프라인에서 보낸 메시지' }, withKey(key));
    expect(first.status).toBe(201);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    const replay = await my.raw.send(
      token,
      { roomId, message: '오프라인에서 보낸 메시지' },
      withKey(key.toUpperCase()),
    );
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await replay.json()).toEqual(await first.json());
    expect(await messageCount(app, roomId)).toBe(2);
  });

  it('writes every request without a key', async () => {
    const { token } = await newCandidate(app);
    const roomId = await roomOf(token);
    await my.send(token, roomId, '같은 말');
    await my.send(token, roomId, '같은 말');
    expect(await messageCount(app, roomId)).toBe(3);
  });

  it('refuses the same key with another body or on another route with a 422', async () => {
    const { token } = await newCandidate(app);
    const roomId = await roomOf(token);
    const key = newKey();
    expect((await my.raw.send(token, { roomId, message: '첫 메시지' }, withKey(key))).status).toBe(201);

    const otherBody = await my.raw.send(token, { roomId, message: '다른 메시지' }, withKey(key));
    const body = await expectError(otherBody, 422, 'IDEMPOTENCY_KEY_REUSED', REUSED);
    expect(body.status.field).toBe('Idempotency-Key');
    // The same JSON spelled differently is another body as received.
    const respaced = await app.request('/api/users/message', {
      method: 'POST',
      token,
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify({ roomId, message: '첫 메시지' }, null, 2),
    });
    await expectError(respaced, 422, 'IDEMPOTENCY_KEY_REUSED');
    await expectError(
      await my.raw.inquire(token, { message: '첫 메시지' }, withKey(key)),
      422,
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect(await messageCount(app, roomId)).toBe(2);
    expect((await my.rooms(token)).items).toHaveLength(1);
  });

  it('writes once when duplicates arrive at the same time', async () => {
    const { token } = await newCandidate(app);
    const roomId = await roomOf(token);
    const key = newKey();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => my.raw.send(token, { roomId, message: '동시에 보낸 메시지' }, withKey(key))),
    );
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
    const [first, ...rest] = await Promise.all(responses.map((response) => response.json()));
    for (const body of rest) expect(body).toEqual(first);
    expect(await messageCount(app, roomId)).toBe(2);
    expect(responses.filter((response) => response.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(4);
  });

  it('opens one inquiry room for concurrent duplicates of an inquiry', async () => {
    const { token } = await newCandidate(app);
    const key = newKey();
    const responses = await Promise.all(
      Array.from({ length: 3 }, () => my.raw.inquire(token, { message: '문의가 두 번 가면 안 돼요' }, withKey(key))),
    );
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201]);
    expect((await my.rooms(token)).items).toHaveLength(1);
  });

  it('keeps keys apart per caller: another candidate’s same key is their own', async () => {
    const first = await newCandidate(app);
    const second = await newCandidate(app);
    const key = newKey();
    const firstRoom = await roomOf(first.token);
    const secondRoom = await roomOf(second.token);
    expect((await my.raw.send(first.token, { roomId: firstRoom, message: '안녕' }, withKey(key))).status).toBe(201);
    const other = await my.raw.send(second.token, { roomId: secondRoom, message: '안녕' }, withKey(key));
    expect(other.status).toBe(201);
    expect(other.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await messageCount(app, secondRoom)).toBe(2);
    // And someone else's room stays closed even with a key that was used there.
    await expectError(
      await my.raw.send(second.token, { roomId: firstRoom, message: '안녕' }, withKey(key)),
      422,
      'IDEMPOTENCY_KEY_REUSED',
    );
    await expectError(
      await my.raw.send(second.token, { roomId: firstRoom, message: '안녕' }, withKey(newKey())),
      404,
      'NOT_FOUND',
    );
  });

  it('keeps no refusal: a corrected retry with the same key goes through', async () => {
    const { token } = await newCandidate(app);
    const roomId = await roomOf(token);
    const key = newKey();
    await expectError(
      await my.raw.send(token, { roomId: 999_999_999, message: '잘못 보낸 방' }, withKey(key)),
      404,
      'NOT_FOUND',
    );
    expect((await my.raw.send(token, { roomId, message: '맞는 방' }, withKey(key))).status).toBe(201);
    expect(await messageCount(app, roomId)).toBe(2);
  });

  it.each(['not-a-uuid', '', '123', '7b0a3c9e-4f1d-4d55-9d0e-2f6a1b3c4d5', '7b0a3c9e4f1d4d559d0e2f6a1b3c4d5e'])(
    'refuses the malformed key %j naming the header, writing nothing',
    async (key) => {
      const { token } = await newCandidate(app);
      const roomId = await roomOf(token);
      const response = await my.raw.send(token, { roomId, message: '안녕' }, withKey(key));
      expect((await expectError(response, 400, 'BAD_REQUEST')).status.field).toBe('Idempotency-Key');
      expect(await messageCount(app, roomId)).toBe(1);
    },
  );

  it('replays a staff message without a second message or notification', async () => {
    const { id, token } = await newCandidate(app);
    const roomId = await roomOf(token);
    const key = newKey();
    const send = () => biz.raw.send('operator', roomId, { message: '답변드립니다.' }, withKey(key));
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await second.json()).toEqual(await first.json());
    expect(await messageCount(app, roomId)).toBe(2);
    const notes = await app.deps.db.select().from(notifications).where(eq(notifications.candidateId, id));
    expect(notes.filter((note) => note.kind === 'MESSAGE')).toHaveLength(1);
    // The same key on another room is another route.
    const otherRoom = await roomOf(token);
    await expectError(
      await biz.raw.send('operator', otherRoom, { message: '답변드립니다.' }, withKey(key)),
      422,
      'IDEMPOTENCY_KEY_REUSED',
    );
  });

  it('forgets keys after 7 days: the hourly sweep deletes them and the key writes anew', async () => {
    const { id, token } = await newCandidate(app);
    const roomId = await roomOf(token);
    const key = newKey();
    expect((await my.raw.send(token, { roomId, message: '일주일 전' }, withKey(key))).status).toBe(201);
    app.advance(IDEMPOTENCY_TTL_MS - 60_000);
    const within = await my.raw.send(await tokenFor(app, id), { roomId, message: '일주일 전' }, withKey(key));
    expect(within.headers.get('Idempotent-Replayed')).toBe('true');

    app.advance(120_000);
    expect(await purgeIdempotencyKeys(app.deps.db, app.deps.now())).toBeGreaterThanOrEqual(1);
    const stored = await app.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(stored).toEqual([]);
    const after = await my.raw.send(await tokenFor(app, id), { roomId, message: '일주일 전' }, withKey(key));
    expect(after.status).toBe(201);
    expect(after.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await messageCount(app, roomId)).toBe(3);
  });

  describe('the profile’s more patch', () => {
    const patchMore = (candidateId: string, token: string, json: unknown, key?: string) =>
      app.request(`/api/v2/users/more/${candidateId}`, {
        method: 'PATCH',
        token,
        json,
        ...(key ? withKey(key) : {}),
      });

    async function profileOf(token: string): Promise<ProfileV3> {
      const response = await app.request('/api/v3/users/profile', { token });
      expect(response.status).toBe(200);
      return (await response.json()) as ProfileV3;
    }

    const patchAdding = (profile: ProfileV3) => ({
      email: profile.email,
      resumeUrl: '',
      portfolioUrl: '',
      resumeFileId: null,
      portfolioFileId: null,
      githubUrl: '',
      linkedinUrl: '',
      hashtags: ['오프라인편집'],
      careerItems: [
        ...profile.careerItems.map(({ id, company, job, start, end, detail, hide }) => ({
          id,
          company,
          job,
          start,
          end,
          detail,
          hide,
        })),
        { company: '손으로 적은 회사', job: '백엔드', start: '2019-01', end: '2019-12', detail: '', hide: false },
      ],
      agent: false,
    });

    it('adds a hand-written career once, however often the patch is replayed', async () => {
      const { id, token } = await newCandidate(app);
      const body = patchAdding(await profileOf(token));
      const key = newKey();
      const first = await patchMore(id, token, body, key);
      expect(first.status, await first.clone().text()).toBe(200);
      const replays = await Promise.all([patchMore(id, token, body, key), patchMore(id, token, body, key)]);
      expect(replays.map((response) => response.status)).toEqual([200, 200]);
      const firstBody = await first.json();
      for (const replay of replays) expect(await replay.json()).toEqual(firstBody);
      expect(await app.deps.db.select().from(careers).where(eq(careers.candidateId, id))).toHaveLength(1);

      await expectError(
        await patchMore(id, token, { ...body, hashtags: ['다른값'] }, key),
        422,
        'IDEMPOTENCY_KEY_REUSED',
      );
      expect((await profileOf(token)).hashtags).toEqual(['오프라인편집']);
      // Without a key the same patch is simply written again: the hand-written career is replaced by a new row.
      const [before] = await app.deps.db.select().from(careers).where(eq(careers.candidateId, id));
      expect((await patchMore(id, token, body)).status).toBe(200);
      const after = await app.deps.db.select().from(careers).where(eq(careers.candidateId, id));
      expect(after).toHaveLength(1);
      expect(after[0].id).not.toBe(before.id);
    });

    it('refuses a malformed key before anything is written', async () => {
      const { id, token } = await newCandidate(app);
      const body = patchAdding(await profileOf(token));
      const response = await patchMore(id, token, body, 'zzz');
      expect((await expectError(response, 400, 'BAD_REQUEST')).status.field).toBe('Idempotency-Key');
      expect(await app.deps.db.select().from(careers).where(eq(careers.candidateId, id))).toHaveLength(0);
    });
  });
});
