/**
 * The candidate's messages (SPEC §7 messaging calls, §8 "메시지를 확인할 수 없습니다"): inquiries,
 * the room list with unread counts, history pages, the operator card, the read position, company
 * rooms after a coffee chat, and who may never read or write a room.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates } from '../../server/db/schema';
import { messageRooms } from '../../server/db/schema-messages';
import {
  ANSWER_HOURS,
  MESSAGE_AFTER_MAX,
  MESSAGE_COMPANY_BLOCKED,
  MESSAGE_PAGE_SIZE,
  MESSAGE_UNVIEWABLE,
  OPERATOR_TEAM,
} from '../../src/contract/messages';
import { bizToken, companyIds } from './biz-fixtures';
import { expectError } from './helpers';
import { bizCalls, candidateCalls, companyRoomOf, messageCount, writeHistory } from './message-fixtures';
import { companyOf, newCandidate, sendCuration, tokenFor } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

describe.each(drivers)('the candidate’s messages on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  const my = candidateCalls(() => app);
  const biz = bizCalls(() => app);

  async function inquiryRoom(token: string, message = '제안은 언제 오나요?', from?: string) {
    return (await my.inquire(token, message, from)).room.roomId;
  }

  it('opens an inquiry as a room with the operators holding the first message', async () => {
    const { token } = await newCandidate(app);
    const page = await my.inquire(token, '  연봉 제안은 언제 오나요?  ', '/my/attack?tab=expired');
    expect(page.room).toMatchObject({
      kind: 'OPERATOR',
      title: OPERATOR_TEAM,
      logo: '',
      topic: '문의',
      unreadCount: 0,
      canSend: true,
    });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ message: '연봉 제안은 언제 오나요?', sender: 'CANDIDATE', senderName: '' });
    expect(page.room.lastMessage).toEqual(page.items[0]);
    expect(page.hasMore).toBe(false);
    const [stored] = await app.deps.db.select().from(messageRooms).where(eq(messageRooms.id, page.room.roomId));
    expect(stored.originPath).toBe('/my/attack?tab=expired');
  });

  it.each([
    '//evil.example/phish',
    'https://evil.example/',
    '/\\evil.example',
    'javascript:alert(1)',
    'my/attack',
    '/my attack',
  ])('keeps no origin that is not a path of this app: %s', async (from) => {
    const { token } = await newCandidate(app);
    const roomId = await inquiryRoom(token, '문의합니다', from);
    const [stored] = await app.deps.db.select().from(messageRooms).where(eq(messageRooms.id, roomId));
    expect(stored.originPath).toBe('');
  });

  it('lists rooms by latest activity with unread counts that rise and fall', async () => {
    const { token } = await newCandidate(app);
    const older = await inquiryRoom(token, '첫 번째 문의');
    const newer = await inquiryRoom(token, '두 번째 문의');
    expect((await my.rooms(token)).items.map((room) => room.roomId)).toEqual([newer, older]);

    const first = await biz.send('operator', older, '확인해 볼게요.');
    await biz.send('operator', older, '내일 연락드릴게요.');
    const list = await my.rooms(token);
    expect(list.items.map((room) => room.roomId)).toEqual([older, newer]);
    expect(list.items[0]).toMatchObject({ unreadCount: 2, lastMessage: { message: '내일 연락드릴게요.' } });
    expect(list.unreadCount).toBe(2);

    expect(await my.read(token, older, first.messageId)).toEqual({
      roomId: older,
      readId: first.messageId,
      unreadCount: 1,
    });
    expect((await my.rooms(token)).unreadCount).toBe(1);
    // Never backwards.
    const back = await my.read(token, older, 1);
    expect(back.readId).toBe(first.messageId);
    // Never past the room's last message.
    const last = (await my.history(token, older)).items.at(-1)?.messageId as number;
    const past = await my.read(token, older, 2_000_000_000);
    expect(past).toEqual({ roomId: older, readId: last, unreadCount: 0 });
    expect((await my.rooms(token)).unreadCount).toBe(0);

    // A reply of their own leaves nothing unread for the candidate, however it was read before.
    await biz.send('operator', older, '혹시 더 궁금한 점 있으세요?');
    expect((await my.rooms(token)).unreadCount).toBe(1);
    await my.send(token, older, '아니요, 감사합니다!');
    expect((await my.rooms(token)).unreadCount).toBe(0);
  });

  it('pages history: the latest page oldest first, older pages before, everything after', async () => {
    const { token } = await newCandidate(app);
    const roomId = await inquiryRoom(token, '기록 0');
    const ids = await writeHistory(app, roomId, MESSAGE_PAGE_SIZE + 5);

    const latest = await my.history(token, roomId);
    expect(latest.items.map((item) => item.messageId)).toEqual(ids.slice(5));
    expect(latest.hasMore).toBe(true);

    const older = await my.slice(token, roomId, latest.items[0].messageId, 'before');
    expect(older.items.map((item) => item.message)).toEqual([
      '기록 0',
      '기록 1',
      '기록 2',
      '기록 3',
      '기록 4',
      '기록 5',
    ]);
    expect(older.hasMore).toBe(false);

    const after = await my.slice(token, roomId, ids[ids.length - 3], 'after');
    expect(after.items.map((item) => item.messageId)).toEqual(ids.slice(-2));
    expect(after.hasMore).toBe(false);
    expect((await my.slice(token, roomId, ids[ids.length - 1], 'after')).items).toEqual([]);
  });

  it('caps what arrived after a message and says there is more', async () => {
    const { token } = await newCandidate(app);
    const roomId = await inquiryRoom(token);
    const first = (await my.history(token, roomId)).items[0].messageId;
    const ids = await writeHistory(app, roomId, MESSAGE_AFTER_MAX + 3, 'STAFF');
    const page = await my.slice(token, roomId, first, 'after');
    expect(page.items.map((item) => item.messageId)).toEqual(ids.slice(0, MESSAGE_AFTER_MAX));
    expect(page.hasMore).toBe(true);
    const rest = await my.slice(token, roomId, page.items[page.items.length - 1].messageId, 'after');
    expect(rest.items.map((item) => item.messageId)).toEqual(ids.slice(MESSAGE_AFTER_MAX));
    expect(rest.hasMore).toBe(false);
    // Staff messages written without an account read as the room's team.
    expect(rest.items[0]).toMatchObject({ sender: 'STAFF', senderName: OPERATOR_TEAM });
  });

  it('names who answers: the operators until someone does, then that person', async () => {
    const { token } = await newCandidate(app);
    const roomId = await inquiryRoom(token);
    expect(await my.operator(token, roomId)).toEqual({ name: OPERATOR_TEAM, team: OPERATOR_TEAM, hours: ANSWER_HOURS });
    const answer = await biz.send('operator', roomId, '안녕하세요, 운영팀입니다.');
    expect(answer.senderName).toBe('박서준');
    expect(await my.operator(token, roomId)).toEqual({ name: '박서준', team: OPERATOR_TEAM, hours: ANSWER_HOURS });
    await biz.send('agent', roomId, '에이전트가 이어서 도와드릴게요.');
    expect(await my.operator(token, roomId)).toEqual({ name: '이지원', team: '볼트X 에이전트', hours: ANSWER_HOURS });
  });

  it('opens one company room per company when offers are accepted as coffee chats', async () => {
    const { id, token } = await newCandidate(app);
    const roomId = await companyRoomOf(app, id, token);
    const again = await companyRoomOf(app, id, token);
    expect(again).toBe(roomId);
    const page = await my.history(token, roomId);
    expect(page.room).toMatchObject({
      kind: 'COMPANY',
      title: '한빛모빌리티',
      logo: (await companyOf(app, 'hanbit-mobility')).logoPath,
      topic: '커피챗 조율',
      lastMessage: null,
      canSend: true,
    });
    expect(page.items).toEqual([]);
    expect(await my.operator(token, roomId)).toEqual({
      name: '한빛모빌리티 채용담당',
      team: '한빛모빌리티',
      hours: ANSWER_HOURS,
    });
    const sent = await my.send(token, roomId, '커피챗 일정 조율 부탁드려요.');
    expect(sent).toMatchObject({ roomId, sender: 'CANDIDATE', message: '커피챗 일정 조율 부탁드려요.' });
  });

  it('opens company rooms for the companies picked from a curation', async () => {
    const { id, token } = await newCandidate(app);
    const { groupId, offerIds } = await sendCuration(app, id, ['nuri-pay', 'maru-cloud', 'garam-market']);
    const answered = await app.request(`/api/users/offers/group/${groupId}`, {
      method: 'PATCH',
      token,
      json: { groupId, isLike: true, offerItems: offerIds.slice(0, 2) },
    });
    expect(answered.status, await answered.clone().text()).toBe(200);
    const rooms = (await my.rooms(token)).items;
    expect(rooms.map((room) => room.title).sort()).toEqual(['누리페이', '마루클라우드']);
    expect(rooms.every((room) => room.kind === 'COMPANY' && room.topic === '커피챗 조율')).toBe(true);
  });

  it('refuses to send to a company the candidate has restricted, and shows it cannot', async () => {
    const { id, token } = await newCandidate(app);
    const roomId = await companyRoomOf(app, id, token);
    const { hanbit } = await companyIds(app);
    const restricted = await app.request('/api/users/companies/restrict', {
      method: 'PATCH',
      token,
      json: { companyIds: [hanbit] },
    });
    expect(restricted.status, await restricted.clone().text()).toBe(200);

    expect((await my.rooms(token)).items.find((room) => room.roomId === roomId)?.canSend).toBe(false);
    await expectError(
      await my.raw.send(token, { roomId, message: '안녕하세요' }),
      409,
      'MESSAGE_BLOCKED',
      MESSAGE_COMPANY_BLOCKED,
    );
    expect(await messageCount(app, roomId)).toBe(0);
    // The history stays readable.
    expect((await my.history(token, roomId)).room.canSend).toBe(false);

    const lifted = await app.request('/api/users/companies/restrict', {
      method: 'PATCH',
      token,
      json: { companyIds: [] },
    });
    expect(lifted.status).toBe(200);
    expect((await my.send(token, roomId, '다시 연락드려요')).roomId).toBe(roomId);
  });

  it('never lets a candidate read or write another’s room, nor a room that does not exist', async () => {
    const owner = await newCandidate(app);
    const stranger = await newCandidate(app);
    const roomId = await inquiryRoom(owner.token, '나만 볼 수 있는 문의');
    const messageId = (await my.history(owner.token, roomId)).items[0].messageId;
    for (const id of [roomId, 999_999_999]) {
      const calls = [
        my.raw.history(stranger.token, id),
        my.raw.slice(stranger.token, id, messageId, 'before'),
        my.raw.slice(stranger.token, id, messageId, 'after'),
        my.raw.operator(stranger.token, id),
        my.raw.read(stranger.token, id, { messageId }),
        my.raw.send(stranger.token, { roomId: id, message: '엿보기' }),
      ];
      for (const response of await Promise.all(calls)) {
        await expectError(response, 404, 'NOT_FOUND', MESSAGE_UNVIEWABLE);
      }
    }
    expect(await messageCount(app, roomId)).toBe(1);
    expect((await my.rooms(stranger.token)).items).toEqual([]);
    const [room] = await app.deps.db.select().from(messageRooms).where(eq(messageRooms.id, roomId));
    expect(room.candidateReadId).toBe(messageId);
  });

  it('answers a deleted account nothing, and a console session no candidate route', async () => {
    const { id, token } = await newCandidate(app);
    const roomId = await inquiryRoom(token);
    const recruiter = await bizToken(app, 'hanbit');
    expect((await app.request('/api/users/message/room', { token: recruiter })).status).toBe(403);
    await app.deps.db.update(candidates).set({ deletedAt: app.deps.now() }).where(eq(candidates.id, id));
    const fresh = await tokenFor(app, id);
    for (const response of [
      await my.raw.rooms(fresh),
      await my.raw.history(fresh, roomId),
      await my.raw.send(fresh, { roomId, message: '안녕하세요' }),
      await my.raw.inquire(fresh, { message: '안녕하세요' }),
    ]) {
      await expectError(response, 401, 'UNAUTHORIZED');
    }
    expect(await messageCount(app, roomId)).toBe(1);
  });
});
