/**
 * The console's message rooms: operators and agents answer the OPERATOR rooms, a recruiter only
 * their own company's coffee-chat rooms, and never one whose candidate restricted the company or
 * left. A staff message notifies the candidate.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, notifications } from '../../server/db/schema';
import { BIZ_ROOM_NOT_FOUND, MESSAGE_LENGTH_MAX, MESSAGE_PAGE_SIZE, OPERATOR_TEAM } from '../../src/contract/messages';
import { candidateToken, companyIds, poolCandidate } from './biz-fixtures';
import { expectError } from './helpers';
import { bizCalls, candidateCalls, companyRoomOf, messageCount, writeHistory } from './message-fixtures';
import { newCandidate } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

describe.each(drivers)('the console’s message rooms on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  const my = candidateCalls(() => app);
  const biz = bizCalls(() => app);

  const noticesOf = (candidateId: string) =>
    app.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.candidateId, candidateId), eq(notifications.kind, 'MESSAGE')));

  /** A candidate with an inquiry room and a coffee-chat room with 한빛모빌리티. */
  async function candidateWithRooms(name = '김문의') {
    const candidate = await newCandidate(app, name);
    const operatorRoom = (await my.inquire(candidate.token, '이직 상담을 받고 싶어요.', '/my')).room.roomId;
    const companyRoom = await companyRoomOf(app, candidate.id, candidate.token);
    return { ...candidate, operatorRoom, companyRoom };
  }

  it('shows operators and agents the inquiry rooms, never the companies’ rooms', async () => {
    const { operatorRoom, companyRoom } = await candidateWithRooms('최상담');
    for (const account of ['operator', 'agent'] as const) {
      const list = await biz.rooms(account);
      const ids = list.items.map((room) => room.roomId);
      expect(ids).toContain(operatorRoom);
      expect(ids).not.toContain(companyRoom);
      expect(list.items.every((room) => room.kind === 'OPERATOR')).toBe(true);
      await expectError(await biz.raw.room(account, companyRoom), 404, 'NOT_FOUND', BIZ_ROOM_NOT_FOUND);
      await expectError(await biz.raw.send(account, companyRoom, { message: '안녕하세요' }), 404, 'NOT_FOUND');
    }
    const page = await biz.room('operator', operatorRoom);
    expect(page.room).toMatchObject({
      roomId: operatorRoom,
      kind: 'OPERATOR',
      candidateName: '최상담',
      companyName: '',
      topic: '문의',
      originPath: '/my',
      unreadCount: 1,
    });
    expect(page.items.map((item) => item.message)).toEqual(['이직 상담을 받고 싶어요.']);
  });

  it('shows a recruiter only their own company’s rooms', async () => {
    const { id, token, operatorRoom, companyRoom } = await candidateWithRooms('오커피');
    const nuriRoom = await companyRoomOf(app, id, token, 'nuri-pay');

    const hanbit = await biz.rooms('hanbit');
    expect(hanbit.items.map((room) => room.roomId)).toContain(companyRoom);
    expect(hanbit.items.map((room) => room.roomId)).not.toContain(nuriRoom);
    expect(hanbit.items.every((room) => room.kind === 'COMPANY' && room.companyName === '한빛모빌리티')).toBe(true);
    expect((await biz.room('hanbit', companyRoom)).room).toMatchObject({
      candidateName: '오커피',
      companyName: '한빛모빌리티',
      topic: '커피챗 조율',
    });

    for (const room of [operatorRoom, nuriRoom, 999_999_999]) {
      await expectError(await biz.raw.room('hanbit', room), 404, 'NOT_FOUND', BIZ_ROOM_NOT_FOUND);
      await expectError(await biz.raw.slice('hanbit', room, 1, 'before'), 404, 'NOT_FOUND');
      await expectError(await biz.raw.read('hanbit', room, { messageId: 1 }), 404, 'NOT_FOUND');
      await expectError(await biz.raw.send('hanbit', room, { message: '엿보기' }), 404, 'NOT_FOUND');
    }
    expect(await messageCount(app, operatorRoom)).toBe(1);
    expect(await messageCount(app, nuriRoom)).toBe(0);
    expect((await biz.rooms('maru')).items.map((room) => room.roomId)).not.toContain(companyRoom);
  });

  it('sends a staff message and notifies the candidate with the team and a short preview', async () => {
    const { id, token, operatorRoom, companyRoom } = await candidateWithRooms();
    const long = `안녕하세요! 문의 주셔서 감사합니다. ${'자세한 안내를 드릴게요. '.repeat(5)}`;
    const sent = await biz.send('operator', operatorRoom, long);
    expect(sent).toMatchObject({ roomId: operatorRoom, sender: 'STAFF', senderName: '박서준', message: long.trim() });

    await biz.send('hanbit', companyRoom, '커피챗은 다음 주 화요일 어떠세요?');
    const notes = await noticesOf(id);
    expect(notes).toHaveLength(2);
    const [operatorNote, companyNote] = notes.sort((a, b) => a.id - b.id);
    expect(operatorNote).toMatchObject({ title: '새 메시지가 도착했어요', url: `/my/message?room=${operatorRoom}` });
    expect(operatorNote.body.startsWith(`${OPERATOR_TEAM}: 안녕하세요! 문의 주셔서`)).toBe(true);
    const preview = operatorNote.body.slice(`${OPERATOR_TEAM}: `.length);
    expect(Array.from(preview).length).toBeLessThanOrEqual(40);
    expect(preview.endsWith('…')).toBe(true);
    expect(companyNote).toMatchObject({
      body: '한빛모빌리티: 커피챗은 다음 주 화요일 어떠세요?',
      url: `/my/message?room=${companyRoom}`,
    });

    const room = (await my.rooms(token)).items.find((item) => item.roomId === companyRoom);
    expect(room?.lastMessage).toMatchObject({ sender: 'STAFF', senderName: '한빛모빌리티 채용담당' });
    const inbox = (await (await app.request(`/api/sandbox/inbox?phone=${await phoneOf(id)}`)).json()) as {
      items: { body: string }[];
    };
    expect(inbox.items.some((item) => item.body.includes('새 메시지가 도착했어요'))).toBe(true);
  });

  async function phoneOf(candidateId: string) {
    const [row] = await app.deps.db
      .select({ phone: candidates.phone })
      .from(candidates)
      .where(eq(candidates.id, candidateId));
    return row.phone;
  }

  it('counts the candidate’s messages after the staff’s read position, and the staff’s reply clears them', async () => {
    const { token, operatorRoom } = await candidateWithRooms();
    const unreadIn = async () => (await biz.rooms('operator')).items.find((room) => room.roomId === operatorRoom);
    expect((await unreadIn())?.unreadCount).toBe(1);
    const before = (await biz.rooms('operator')).unreadCount;

    const second = await my.send(token, operatorRoom, '추가로 여쭤볼게요.');
    await my.send(token, operatorRoom, '연봉 협상도 도와주시나요?');
    expect((await unreadIn())?.unreadCount).toBe(3);
    expect((await biz.rooms('agent')).unreadCount).toBe(before + 2);

    expect(await biz.read('operator', operatorRoom, second.messageId)).toMatchObject({
      readId: second.messageId,
      unreadCount: 1,
    });
    expect((await unreadIn())?.unreadCount).toBe(1);
    expect((await biz.read('agent', operatorRoom, 1)).readId).toBe(second.messageId);

    await biz.send('agent', operatorRoom, '네, 도와드려요.');
    expect((await unreadIn())?.unreadCount).toBe(0);
    expect((await biz.rooms('operator')).unreadCount).toBe(before - 1);
    expect((await my.rooms(token)).unreadCount).toBe(1);
  });

  it('pages a room’s history for the console', async () => {
    const { operatorRoom } = await candidateWithRooms();
    const ids = await writeHistory(app, operatorRoom, MESSAGE_PAGE_SIZE + 2);
    const latest = await biz.room('operator', operatorRoom);
    expect(latest.items.map((item) => item.messageId)).toEqual(ids.slice(2));
    expect(latest.hasMore).toBe(true);
    const older = await biz.slice('operator', operatorRoom, ids[2], 'before');
    expect(older.items.map((item) => item.message)).toEqual(['이직 상담을 받고 싶어요.', '기록 1', '기록 2']);
    expect(older.hasMore).toBe(false);
    const newer = await biz.slice('operator', operatorRoom, ids[ids.length - 2], 'after');
    expect(newer.items.map((item) => item.messageId)).toEqual([ids[ids.length - 1]]);
  });

  it('hides a room from the recruiter once the candidate restricts the company', async () => {
    const { token, companyRoom } = await candidateWithRooms();
    await biz.send('hanbit', companyRoom, '안녕하세요');
    const { hanbit } = await companyIds(app);
    const restricted = await app.request('/api/users/companies/restrict', {
      method: 'PATCH',
      token,
      json: { companyIds: [hanbit] },
    });
    expect(restricted.status).toBe(200);
    expect((await biz.rooms('hanbit')).items.map((room) => room.roomId)).not.toContain(companyRoom);
    await expectError(await biz.raw.room('hanbit', companyRoom), 404, 'NOT_FOUND');
    await expectError(await biz.raw.send('hanbit', companyRoom, { message: '계속 연락드려요' }), 404, 'NOT_FOUND');
    expect(await messageCount(app, companyRoom)).toBe(1);
  });

  it('drops the rooms of a deleted candidate from every console list', async () => {
    const { id, operatorRoom, companyRoom } = await candidateWithRooms();
    await app.deps.db.update(candidates).set({ deletedAt: app.deps.now() }).where(eq(candidates.id, id));
    expect((await biz.rooms('operator')).items.map((room) => room.roomId)).not.toContain(operatorRoom);
    expect((await biz.rooms('hanbit')).items.map((room) => room.roomId)).not.toContain(companyRoom);
    await expectError(await biz.raw.room('operator', operatorRoom), 404, 'NOT_FOUND');
    await expectError(await biz.raw.send('operator', operatorRoom, { message: '안녕하세요' }), 404, 'NOT_FOUND');
    expect(await noticesOf(id)).toEqual([]);
  });

  it('refuses candidates’ tokens and bad input', async () => {
    const { operatorRoom } = await candidateWithRooms();
    const pool = await poolCandidate(app);
    const candidate = await candidateToken(app, pool.id);
    expect((await app.request('/api/biz/message/rooms', { token: candidate })).status).toBe(403);
    expect((await app.request('/api/biz/message/rooms')).status).toBe(401);

    for (const json of [
      {},
      { message: '' },
      { message: ' ' },
      { message: 'ㄱ'.repeat(MESSAGE_LENGTH_MAX + 1) },
      { message: 1 },
    ]) {
      const body = await expectError(await biz.raw.send('operator', operatorRoom, json), 400, 'BAD_REQUEST');
      expect(body.status.field).toBe('message');
    }
    for (const id of ['x', '0', '1.5', '12345678901']) {
      await expectError(await biz.raw.room('operator', id), 400, 'BAD_REQUEST');
      await expectError(await biz.raw.send('operator', id, { message: '안녕하세요' }), 400, 'BAD_REQUEST');
    }
    await expectError(await biz.raw.slice('operator', operatorRoom, 'x', 'after'), 400, 'BAD_REQUEST');
    await expectError(await biz.raw.slice('operator', operatorRoom, 1, 'around'), 400, 'BAD_REQUEST');
    await expectError(await biz.raw.read('operator', operatorRoom, { messageId: -1 }), 400, 'BAD_REQUEST');
    const malformedKey = await biz.raw.send(
      'operator',
      operatorRoom,
      { message: '안녕하세요' },
      {
        headers: { 'Idempotency-Key': 'not-a-uuid' },
      },
    );
    expect((await expectError(malformedKey, 400, 'BAD_REQUEST')).status.field).toBe('Idempotency-Key');
    expect(await messageCount(app, operatorRoom)).toBe(1);
  });
});
