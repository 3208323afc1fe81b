/**
 * Bad input to the candidate's message calls (DESIGN.md §3): every malformed body, id, page type,
 * read position and inquiry is a 400 with the error shape naming the field — never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_LENGTH_MAX } from '../../src/contract/messages';
import { expectError } from './helpers';
import { candidateCalls } from './message-fixtures';
import { newCandidate } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

describe.each(drivers)('bad input to the candidate’s messages on %s', (driver) => {
  let app: TestApp;
  const my = candidateCalls(() => app);
  let token: string;
  let roomId: number;
  beforeAll(async () => {
    app = await createTestApp(driver);
    token = (await newCandidate(app)).token;
    roomId = (await my.inquire(token, '제안은 언제 오나요?')).room.roomId;
  });
  afterAll(() => app?.close());

  it.each([
    [{ roomId: 0, message: '안녕' }, 'roomId'],
    [{ roomId: '1', message: '안녕' }, 'roomId'],
    [{ roomId: 2_147_483_648, message: '안녕' }, 'roomId'],
    [{ message: '안녕' }, 'roomId'],
    [{ roomId: 1 }, 'message'],
    [{ roomId: 1, message: '' }, 'message'],
    [{ roomId: 1, message: '   \n ' }, 'message'],
    [{ roomId: 1, message: 'ㄱ'.repeat(MESSAGE_LENGTH_MAX + 1) }, 'message'],
    [{ roomId: 1, message: 42 }, 'message'],
  ])('refuses the message %j naming %s', async (json, field) => {
    const body = await expectError(await my.raw.send(token, json), 400, 'BAD_REQUEST');
    expect(body.status.field).toBe(field);
  });

  it('refuses an empty message with the rule’s Korean message', async () => {
    const body = await expectError(await my.raw.send(token, { roomId, message: ' ' }), 400, 'BAD_REQUEST');
    expect(body.status.message).toBe('메시지를 입력해 주세요.');
  });

  it('takes a message of exactly the longest length', async () => {
    const sent = await my.send(token, roomId, '가'.repeat(MESSAGE_LENGTH_MAX));
    expect(sent.message).toHaveLength(MESSAGE_LENGTH_MAX);
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '9999999999', '%00'])('refuses the room id %s in paths', async (id) => {
    for (const response of [
      await my.raw.history(token, id),
      await my.raw.operator(token, id),
      await my.raw.slice(token, id, 1, 'before'),
      await my.raw.read(token, id, { messageId: 1 }),
    ]) {
      await expectError(response, 400, 'BAD_REQUEST');
    }
  });

  it('refuses a malformed message id, page type, read position or inquiry', async () => {
    await expectError(await my.raw.slice(token, roomId, 'x', 'before'), 400, 'BAD_REQUEST');
    await expectError(await my.raw.slice(token, roomId, 1, 'sideways'), 400, 'BAD_REQUEST');
    await expectError(await app.request(`/api/users/message/${roomId}/1`, { token }), 400, 'BAD_REQUEST');
    for (const json of [{}, { messageId: 0 }, { messageId: 'last' }, { messageId: 1.5 }]) {
      expect((await expectError(await my.raw.read(token, roomId, json), 400, 'BAD_REQUEST')).status.field).toBe(
        'messageId',
      );
    }
    for (const json of [
      {},
      { message: '' },
      { message: '문의', from: 'x'.repeat(301) },
      { message: '문의', from: 3 },
    ]) {
      await expectError(await my.raw.inquire(token, json), 400, 'BAD_REQUEST');
    }
    const notJson = await app.request('/api/users/message', {
      method: 'POST',
      token,
      headers: { 'Content-Type': 'application/json' },
      body: '{"roomId":',
    });
    await expectError(notJson, 400, 'BAD_REQUEST');
  });
});
