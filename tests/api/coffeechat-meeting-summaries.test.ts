/**
 * GET /users/coffeechats/meetings: what an accepted offer's card and page say of its coffee chat —
 * the status, and the time and place only once they are confirmed.
 */
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CoffeechatMeetingList, type CoffeechatMeetingSummary } from '../../src/contract/meetings';
import {
  acceptedChat,
  candidateMeetingCalls,
  consoleMeetingCalls,
  meetingOf,
  onlineProposal,
  slotIn,
} from './meeting-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

describe.each(drivers)('the candidate’s coffee-chat summaries on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  async function summaryOf(candidateId: string, coffeechatId: number): Promise<CoffeechatMeetingSummary | undefined> {
    const response = await candidateMeetingCalls(app, candidateId).list();
    const text = await response.clone().text();
    expect(response.status, text).toBe(200);
    const body = await response.json();
    expect(is(body, CoffeechatMeetingList), text.slice(0, 500)).toBe(true);
    return (body as CoffeechatMeetingList).items.find((item) => item.coffeechatId === coffeechatId);
  }

  it('carries the confirmed time and place, and neither before or after it stands', async () => {
    const chat = await acceptedChat(app);
    const company = consoleMeetingCalls(app, 'hanbit');
    const candidate = candidateMeetingCalls(app, chat.candidateId);
    expect(await summaryOf(chat.candidateId, chat.coffeechatId)).toMatchObject({
      status: 'WAITING',
      chosen: null,
      place: null,
    });

    const slots = [slotIn(app, 24), slotIn(app, 26, 60)];
    const proposed = await meetingOf(await company.propose(chat.coffeechatId, onlineProposal(slots)));
    expect(await summaryOf(chat.candidateId, chat.coffeechatId)).toMatchObject({
      status: 'PROPOSED',
      chosen: null,
      place: null,
    });

    await meetingOf(await candidate.pick(chat.coffeechatId, proposed.slots[1].id));
    const confirmed = await summaryOf(chat.candidateId, chat.coffeechatId);
    expect(confirmed).toMatchObject({
      status: 'CONFIRMED',
      chosen: slots[1],
      place: { mode: 'ONLINE', value: 'https://meet.example.com/boltx-coffeechat' },
    });
    expect(confirmed?.offerId).toEqual(expect.any(Number));

    await meetingOf(await candidate.cancel(chat.coffeechatId, '일정이 겹쳤어요'));
    expect(await summaryOf(chat.candidateId, chat.coffeechatId)).toMatchObject({
      status: 'CANCELLED',
      chosen: null,
      place: null,
    });
  });

  it('lists only the candidate’s own coffee chats', async () => {
    const mine = await acceptedChat(app);
    const theirs = await acceptedChat(app);
    expect(await summaryOf(mine.candidateId, theirs.coffeechatId)).toBeUndefined();
    expect(await summaryOf(mine.candidateId, mine.coffeechatId)).toBeDefined();
  });
});
