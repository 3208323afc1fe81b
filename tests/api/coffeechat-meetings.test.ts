/**
 * From coffee chat to meeting: the status machine through both sides' routes, illegal
 * moves (409 in Korean), races, slot validation, the calendar file read by a strict RFC 5545 parser,
 * a pick replayed under one Idempotency-Key, and who may see or move a coffee chat.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALREADY_CONFIRMED_MESSAGE,
  COMPLETE_EARLY_MESSAGE,
  MEETING_CANCELLED_MESSAGE,
  NO_SLOTS_MESSAGE,
  TOO_LATE_MESSAGE,
} from '../../server/domain/meeting-status';
import { SLOTS_PROPOSED_TITLE } from '../../server/features/coffeechat/meeting-notices';
import { SLOT_NOT_OFFERED_MESSAGE } from '../../server/features/coffeechat/meetings';
import {
  MEETING_LINK_MESSAGE,
  SLOT_COUNT_MESSAGE,
  SLOT_HORIZON_MESSAGE,
  SLOT_LENGTH_MESSAGE,
  SLOT_OVERLAP_MESSAGE,
  SLOT_PAST_MESSAGE,
} from '../../src/contract/meeting-rules';
import { expectError } from './helpers';
import { instantOf, only, parseIcs, textOf } from './ics-parser';
import {
  acceptedChat,
  advanceTo,
  candidateMeetingCalls,
  consoleMeetingCalls,
  HOUR_MS,
  inboxOf,
  meetingOf,
  onlineProposal,
  slotIn,
} from './meeting-fixtures';
import { newKey } from './message-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

const NOT_FOUND = '커피챗을 찾을 수 없어요.';

describe.each(drivers)('coffee-chat meetings on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  /** A coffee chat with two slots proposed by 한빛모빌리티's recruiter, 24 and 26 hours ahead. */
  async function proposedChat() {
    const chat = await acceptedChat(app);
    const company = consoleMeetingCalls(app, 'hanbit');
    const candidate = candidateMeetingCalls(app, chat.candidateId);
    const proposed = await meetingOf(
      await company.propose(chat.coffeechatId, onlineProposal([slotIn(app, 24), slotIn(app, 26, 60)])),
    );
    return { ...chat, company, candidate, proposed };
  }

  it('walks 연락 대기 → 일정 제안됨 → 일정 확정 on both sides, telling the candidate of the slots', async () => {
    const chat = await acceptedChat(app);
    const candidate = candidateMeetingCalls(app, chat.candidateId);
    const company = consoleMeetingCalls(app, 'hanbit');
    expect((await meetingOf(await candidate.read(chat.coffeechatId))).status).toBe('WAITING');

    const slots = [slotIn(app, 24), slotIn(app, 26, 60)];
    const proposed = await meetingOf(await company.propose(chat.coffeechatId, onlineProposal(slots)));
    expect(proposed).toMatchObject({
      status: 'PROPOSED',
      place: { mode: 'ONLINE', value: 'https://meet.example.com/boltx-coffeechat' },
    });
    expect(proposed.slots.map(({ startsAt, endsAt }) => ({ startsAt, endsAt }))).toEqual(slots);
    expect((await inboxOf(app, chat.phone))[0]).toContain(SLOTS_PROPOSED_TITLE);

    const seenByCandidate = await meetingOf(await candidate.read(chat.coffeechatId));
    const confirmed = await meetingOf(await candidate.pick(chat.coffeechatId, seenByCandidate.slots[1].id));
    expect(confirmed).toMatchObject({ status: 'CONFIRMED', chosen: slots[1], slots: [] });
    expect(confirmed.changeableUntil).toBe(new Date(Date.parse(slots[1].startsAt) - 2 * HOUR_MS).toISOString());

    const listed = (await company.list()).items.find((item) => item.id === chat.coffeechatId);
    expect(listed?.meeting).toMatchObject({ status: 'CONFIRMED', chosen: slots[1] });
    expect(listed?.news).toBe(true);
    expect((await company.seen([chat.coffeechatId])).status).toBe(200);
    expect((await company.list()).items.find((item) => item.id === chat.coffeechatId)?.news).toBe(false);

    const statuses = (await (await candidate.list()).json()) as { items: { coffeechatId: number; status: string }[] };
    expect(statuses.items).toEqual([expect.objectContaining({ coffeechatId: chat.coffeechatId, status: 'CONFIRMED' })]);
  });

  it('takes the candidate’s request for other times back to 연락 대기, with the note for the company', async () => {
    const { coffeechatId, candidate, company } = await proposedChat();
    const waiting = await meetingOf(await candidate.askOtherTimes(coffeechatId, '  다음 주 화요일 오후가 좋아요  '));
    expect(waiting).toMatchObject({ status: 'WAITING', slots: [], otherTimesNote: '다음 주 화요일 오후가 좋아요' });
    const listed = (await company.list()).items.find((item) => item.id === coffeechatId);
    expect(listed).toMatchObject({ news: true, meeting: { otherTimesNote: '다음 주 화요일 오후가 좋아요' } });
    await expectError(
      await candidate.askOtherTimes(coffeechatId, ''),
      400,
      'BAD_REQUEST',
      '원하는 시간을 1~200자로 적어 주세요.',
    );
    await expectError(await candidate.askOtherTimes(coffeechatId, '가'.repeat(201)), 400, 'BAD_REQUEST');
  });

  it('refuses moves that do not fit where the chat stands, with a 409 in Korean on both sides', async () => {
    const chat = await acceptedChat(app);
    const candidate = candidateMeetingCalls(app, chat.candidateId);
    const company = consoleMeetingCalls(app, 'hanbit');
    await expectError(await candidate.pick(chat.coffeechatId, 1), 409, 'CONFLICT', NO_SLOTS_MESSAGE);
    await expectError(
      await candidate.askOtherTimes(chat.coffeechatId, '언제든 좋아요'),
      409,
      'CONFLICT',
      NO_SLOTS_MESSAGE,
    );

    const proposed = await meetingOf(
      await company.propose(chat.coffeechatId, onlineProposal([slotIn(app, 3), slotIn(app, 5)])),
    );
    const confirmed = await meetingOf(await candidate.pick(chat.coffeechatId, proposed.slots[0].id));
    await expectError(
      await candidate.pick(chat.coffeechatId, proposed.slots[1].id),
      409,
      'CONFLICT',
      ALREADY_CONFIRMED_MESSAGE,
    );
    await expectError(await company.complete(chat.coffeechatId), 409, 'CONFLICT', COMPLETE_EARLY_MESSAGE);

    // Within two hours of the meeting neither side changes or cancels it.
    expect(confirmed.changeableUntil).not.toBeNull();
    advanceTo(app, new Date(Date.parse(confirmed.changeableUntil as string) + 1000));
    await expectError(
      await candidate.cancel(chat.coffeechatId, '급한 일이 생겼어요'),
      409,
      'CONFLICT',
      TOO_LATE_MESSAGE,
    );
    await expectError(
      await company.cancel(chat.coffeechatId, '면접관 일정이 바뀌었어요'),
      409,
      'CONFLICT',
      TOO_LATE_MESSAGE,
    );
    await expectError(
      await company.propose(chat.coffeechatId, onlineProposal([slotIn(app, 24), slotIn(app, 25)])),
      409,
      'CONFLICT',
      TOO_LATE_MESSAGE,
    );
  });

  it('ends with 완료 once the meeting’s time came, and with 취소 for good', async () => {
    const done = await proposedChat();
    await meetingOf(await done.candidate.pick(done.coffeechatId, done.proposed.slots[0].id));
    const cancelled = await proposedChat();
    const byCompany = await meetingOf(await cancelled.company.cancel(cancelled.coffeechatId, '채용이 마감됐어요'));
    expect(byCompany).toMatchObject({ status: 'CANCELLED', cancelled: { by: 'COMPANY', reason: '채용이 마감됐어요' } });
    expect((await inboxOf(app, cancelled.phone))[0]).toContain('채용이 마감됐어요');
    await expectError(
      await cancelled.candidate.cancel(cancelled.coffeechatId, '저도 취소할게요'),
      409,
      'CONFLICT',
      MEETING_CANCELLED_MESSAGE,
    );
    await expectError(
      await cancelled.company.propose(cancelled.coffeechatId, onlineProposal([slotIn(app, 30), slotIn(app, 31)])),
      409,
      'CONFLICT',
      MEETING_CANCELLED_MESSAGE,
    );

    advanceTo(app, new Date(Date.parse(done.proposed.slots[0].startsAt) + 60_000));
    expect((await meetingOf(await done.company.complete(done.coffeechatId))).status).toBe('DONE');
    // The clock moved: what the next tests propose is relative to it.
  });

  it('lets exactly one of two moves fired at once win: both sides cancelling, two picks', async () => {
    const first = await proposedChat();
    const cancels = await Promise.all([
      first.candidate.cancel(first.coffeechatId, '다른 회사로 결정했어요'),
      first.company.cancel(first.coffeechatId, '내부 사정이 생겼어요'),
    ]);
    expect(cancels.map((response) => response.status).sort()).toEqual([200, 409]);
    const final = await meetingOf(await first.candidate.read(first.coffeechatId));
    expect(final.cancelled?.by).toBe(cancels[0].status === 200 ? 'CANDIDATE' : 'COMPANY');

    const second = await proposedChat();
    const picks = await Promise.all(
      second.proposed.slots.map((slot) => second.candidate.pick(second.coffeechatId, slot.id, newKey())),
    );
    expect(picks.map((response) => response.status).sort()).toEqual([200, 409]);
    const winner = second.proposed.slots[picks.findIndex((response) => response.status === 200)];
    const settled = await meetingOf(await second.candidate.read(second.coffeechatId));
    expect(settled.chosen).toEqual({ startsAt: winner.startsAt, endsAt: winner.endsAt });
  });

  it('refuses a pick of a slot the company has since replaced', async () => {
    const { coffeechatId, candidate, company, proposed } = await proposedChat();
    await meetingOf(await company.propose(coffeechatId, onlineProposal([slotIn(app, 40), slotIn(app, 42)])));
    await expectError(
      await candidate.pick(coffeechatId, proposed.slots[0].id),
      409,
      'CONFLICT',
      SLOT_NOT_OFFERED_MESSAGE,
    );
  });

  it('applies a pick replayed under one Idempotency-Key once, answering the first response', async () => {
    const { coffeechatId, candidate, proposed } = await proposedChat();
    const key = newKey();
    const first = await candidate.pick(coffeechatId, proposed.slots[0].id, key);
    const firstBody = await meetingOf(first);
    const replay = await candidate.pick(coffeechatId, proposed.slots[0].id, key);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await meetingOf(replay)).toEqual(firstBody);
    await expectError(await candidate.pick(coffeechatId, proposed.slots[1].id, key), 422, 'IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses proposals breaking the slot rules, naming the field in Korean', async () => {
    const { coffeechatId } = await acceptedChat(app);
    const company = consoleMeetingCalls(app, 'hanbit');
    const cases: [unknown, string, string][] = [
      [onlineProposal([slotIn(app, 24)]), SLOT_COUNT_MESSAGE, 'slots'],
      [onlineProposal([1, 2, 3, 4, 5, 6].map((hours) => slotIn(app, hours * 10))), SLOT_COUNT_MESSAGE, 'slots'],
      [onlineProposal([slotIn(app, -1), slotIn(app, 24)]), SLOT_PAST_MESSAGE, 'slots.0'],
      [onlineProposal([slotIn(app, 24), slotIn(app, 24 * 7 + 1)]), SLOT_HORIZON_MESSAGE, 'slots.1'],
      [onlineProposal([slotIn(app, 24, 60), slotIn(app, 24.5)]), SLOT_OVERLAP_MESSAGE, 'slots.1'],
      [onlineProposal([slotIn(app, 24, 15), slotIn(app, 26)]), SLOT_LENGTH_MESSAGE, 'slots.0'],
      [onlineProposal([slotIn(app, 24, 90), slotIn(app, 27)]), SLOT_LENGTH_MESSAGE, 'slots.0'],
      [
        { ...onlineProposal([slotIn(app, 24), slotIn(app, 26)]), link: 'http://meet.example.com/x' },
        MEETING_LINK_MESSAGE,
        'link',
      ],
      [
        { mode: 'OFFLINE', address: '', slots: [slotIn(app, 24), slotIn(app, 26)] },
        '만날 장소의 주소를 적어 주세요.',
        'address',
      ],
    ];
    for (const [json, message, field] of cases) {
      const body = await expectError(await company.propose(coffeechatId, json), 400, 'BAD_REQUEST', message);
      expect(body.status.field).toBe(field);
    }
    const offline = await meetingOf(
      await company.propose(coffeechatId, {
        mode: 'OFFLINE',
        address: '서울 강남구 테헤란로 1, 3층',
        slots: [slotIn(app, 24), slotIn(app, 26)],
      }),
    );
    expect(offline.place).toEqual({ mode: 'OFFLINE', value: '서울 강남구 테헤란로 1, 3층' });
  });

  it('answers the confirmed time as an iCalendar file calendars read right', async () => {
    const { coffeechatId, candidate, proposed } = await proposedChat();
    await expectError(await candidate.ics(coffeechatId), 404, 'NOT_FOUND');
    await meetingOf(await candidate.pick(coffeechatId, proposed.slots[1].id));
    const response = await candidate.ics(coffeechatId);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="boltx-coffeechat-${coffeechatId}.ics"`,
    );

    const calendar = parseIcs(await response.text());
    expect(calendar.name).toBe('VCALENDAR');
    expect(only(calendar, 'VERSION').value).toBe('2.0');
    only(calendar, 'PRODID');
    const [event] = calendar.components;
    expect(calendar.components.map((component) => component.name)).toEqual(['VEVENT']);
    expect(instantOf(only(event, 'DTSTART')).toISOString()).toBe(new Date(proposed.slots[1].startsAt).toISOString());
    expect(instantOf(only(event, 'DTEND')).toISOString()).toBe(new Date(proposed.slots[1].endsAt).toISOString());
    instantOf(only(event, 'DTSTAMP'));
    only(event, 'UID');
    expect(textOf(only(event, 'SUMMARY'))).toBe('한빛모빌리티 커피챗');
    expect(textOf(only(event, 'LOCATION'))).toBe('https://meet.example.com/boltx-coffeechat');
    expect(textOf(only(event, 'DESCRIPTION'))).toContain(`/my/result/like/${coffeechatId}`);
    expect(event.components.map((component) => component.name)).toEqual(['VALARM']);
  });

  it('shows a coffee chat only to its candidate, its company’s recruiter and the agent who sent it', async () => {
    const chat = await acceptedChat(app);
    const stranger = await acceptedChat(app);
    const strangerCalls = candidateMeetingCalls(app, stranger.candidateId);
    await expectError(await strangerCalls.read(chat.coffeechatId), 404, 'NOT_FOUND', NOT_FOUND);
    await expectError(await strangerCalls.cancel(chat.coffeechatId, '남의 커피챗'), 404, 'NOT_FOUND', NOT_FOUND);
    await expectError(await strangerCalls.ics(chat.coffeechatId), 404, 'NOT_FOUND', NOT_FOUND);

    const proposal = onlineProposal([slotIn(app, 24), slotIn(app, 26)]);
    // Another company's recruiter, and an agent who did not send the offer.
    for (const account of ['nuri', 'agent'] as const) {
      const other = consoleMeetingCalls(app, account);
      await expectError(await other.propose(chat.coffeechatId, proposal), 404, 'NOT_FOUND', NOT_FOUND);
      await expectError(await other.cancel(chat.coffeechatId, '취소'), 404, 'NOT_FOUND', NOT_FOUND);
      expect((await other.list()).items.some((item) => item.id === chat.coffeechatId)).toBe(false);
    }
    const agentSent = await acceptedChat(app, { from: 'agent', company: 'nuri-pay' });
    expect((await consoleMeetingCalls(app, 'agent').propose(agentSent.coffeechatId, proposal)).status).toBe(200);

    const candidateToken = await (await import('./offer-fixtures')).tokenFor(app, chat.candidateId);
    const asCandidate = await app.request(`/api/biz/coffeechats/${chat.coffeechatId}/slots`, {
      method: 'POST',
      token: candidateToken,
      json: proposal,
    });
    expect(asCandidate.status).toBe(403);
  });
});
