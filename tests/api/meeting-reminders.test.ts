/**
 * Reminders and nudges of coffee-chat meetings with the controllable clock: the 24-hour
 * and 1-hour reminders (once each), the nudge when a company proposed nothing in 3 KST business
 * days (weekends do not count) and the operators' list of those coffee chats, and quiet hours —
 * pushes held from 22:00 to 08:00 KST, except in the last hour before a meeting.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coffeechats } from '../../server/db/schema';
import { saveSubscription } from '../../server/domain/push-subscriptions';
import {
  DAY_REMINDER_TITLE,
  HOUR_REMINDER_TITLE,
  NO_PROPOSAL_TITLE,
  SLOTS_PROPOSED_TITLE,
} from '../../server/features/coffeechat/meeting-notices';
import { sendMeetingReminders } from '../../server/features/coffeechat/meeting-reminders';
import { runDueJobs } from '../../server/job-runner';
import type { StalledCoffeechatList } from '../../src/contract/biz';
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
import { type PushServiceStandIn, startPushServiceStandIn } from './push-service-stand-in';
import { createTestApp, drivers, type TestApp } from './test-app';

const DAY_MS = 24 * HOUR_MS;
const KST_MS = 9 * HOUR_MS;

/** The first moment after `after` that is `hour`:00 KST on a day `weekday` (0 = Sunday) or any day. */
function nextKst(after: Date, hour: number, weekday?: number): Date {
  const kstMidnight = Math.floor((after.getTime() + KST_MS) / DAY_MS) * DAY_MS - KST_MS;
  for (let day = 0; ; day += 1) {
    const candidate = new Date(kstMidnight + day * DAY_MS + hour * HOUR_MS);
    const kstWeekday = new Date(candidate.getTime() + KST_MS).getUTCDay();
    if (candidate > after && (weekday === undefined || kstWeekday === weekday)) return candidate;
  }
}

const countOf = (messages: string[], title: string) => messages.filter((body) => body.includes(title)).length;

describe.each(drivers)('meeting reminders and nudges on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  const sweep = () => sendMeetingReminders(app.deps, app.deps.now());

  it('reminds the candidate 24 hours and 1 hour before a confirmed meeting, once each', async () => {
    const chat = await acceptedChat(app);
    const company = consoleMeetingCalls(app, 'hanbit');
    const proposed = await meetingOf(
      await company.propose(chat.coffeechatId, onlineProposal([slotIn(app, 30), slotIn(app, 32)])),
    );
    await meetingOf(await candidateMeetingCalls(app, chat.candidateId).pick(chat.coffeechatId, proposed.slots[0].id));
    const startsAt = new Date(proposed.slots[0].startsAt);

    await sweep();
    expect(countOf(await inboxOf(app, chat.phone), DAY_REMINDER_TITLE)).toBe(0);
    advanceTo(app, new Date(startsAt.getTime() - 24 * HOUR_MS + 60_000));
    await sweep();
    await sweep();
    expect(countOf(await inboxOf(app, chat.phone), DAY_REMINDER_TITLE)).toBe(1);
    expect(countOf(await inboxOf(app, chat.phone), HOUR_REMINDER_TITLE)).toBe(0);

    advanceTo(app, new Date(startsAt.getTime() - 59 * 60_000));
    await sweep();
    await sweep();
    const inbox = await inboxOf(app, chat.phone);
    expect(countOf(inbox, HOUR_REMINDER_TITLE)).toBe(1);
    expect(countOf(inbox, DAY_REMINDER_TITLE)).toBe(1);
    expect(inbox[0]).toContain(`/my/result/like/${chat.coffeechatId}`);
  });

  it('tells the candidate once when no slot came in 3 KST business days, weekends not counted', async () => {
    // Accepted on a Friday at 15:00 KST: the third business day ends on Wednesday at 15:00.
    const friday = nextKst(app.deps.now(), 15, 5);
    const silent = await acceptedChat(app);
    const answered = await acceptedChat(app);
    for (const { coffeechatId } of [silent, answered]) {
      await app.deps.db.update(coffeechats).set({ createdAt: friday }).where(eq(coffeechats.id, coffeechatId));
    }
    await meetingOf(
      await consoleMeetingCalls(app, 'hanbit').propose(
        answered.coffeechatId,
        onlineProposal([slotIn(app, 24), slotIn(app, 26)]),
      ),
    );

    advanceTo(app, new Date(friday.getTime() + 3 * DAY_MS)); // Monday 15:00: three calendar days only
    await sweep();
    advanceTo(app, new Date(friday.getTime() + 5 * DAY_MS - 60_000)); // Wednesday 14:59
    await sweep();
    expect(countOf(await inboxOf(app, silent.phone), NO_PROPOSAL_TITLE)).toBe(0);

    advanceTo(app, new Date(friday.getTime() + 5 * DAY_MS + 60_000)); // Wednesday 15:01
    await sweep();
    await sweep();
    expect(countOf(await inboxOf(app, silent.phone), NO_PROPOSAL_TITLE)).toBe(1);
    expect(countOf(await inboxOf(app, answered.phone), NO_PROPOSAL_TITLE)).toBe(0);

    const operatorView = await consoleMeetingCalls(app, 'operator').stalled();
    expect(operatorView.status).toBe(200);
    const stalled = ((await operatorView.json()) as StalledCoffeechatList).items.map((item) => item.id);
    expect(stalled).toContain(silent.coffeechatId);
    expect(stalled).not.toContain(answered.coffeechatId);
    expect((await consoleMeetingCalls(app, 'hanbit').stalled()).status).toBe(403);

    // A proposal at last takes it off the operators' list.
    await meetingOf(
      await consoleMeetingCalls(app, 'hanbit').propose(
        silent.coffeechatId,
        onlineProposal([slotIn(app, 24), slotIn(app, 26)]),
      ),
    );
    const after = (await (await consoleMeetingCalls(app, 'operator').stalled()).json()) as StalledCoffeechatList;
    expect(after.items.map((item) => item.id)).not.toContain(silent.coffeechatId);
  });
});

describe.each(drivers)('quiet hours on %s', (driver) => {
  let app: TestApp;
  let service: PushServiceStandIn;
  beforeAll(async () => {
    service = await startPushServiceStandIn({ now: () => app.deps.now() });
    app = await createTestApp(driver, { PUSH_QUIET_HOURS: '1', PUSH_UNCHECKED_TEST_ORIGINS: service.origin });
  });
  afterAll(async () => {
    await service?.close();
    await app?.close();
  });

  async function subscribedChat() {
    const chat = await acceptedChat(app);
    const browser = service.subscribe();
    await saveSubscription(
      app.deps.db,
      chat.candidateId,
      { endpoint: browser.endpoint, keys: browser.keys },
      app.deps.now(),
      app.deps.env.push,
    );
    return { ...chat, browser };
  }
  const titlesTo = (browser: ReturnType<PushServiceStandIn['subscribe']>) =>
    service.pushesTo(browser).map((push) => (push.payload as { title: string }).title);

  it('holds pushes from 22:00 to 08:00 KST, except in the last hour before a meeting', async () => {
    const company = consoleMeetingCalls(app, 'hanbit');
    advanceTo(app, nextKst(app.deps.now(), 21));
    const soon = await subscribedChat();
    const proposed = await meetingOf(
      await company.propose(soon.coffeechatId, onlineProposal([slotIn(app, 2.5), slotIn(app, 4)])),
    );
    expect(titlesTo(soon.browser)).toEqual([SLOTS_PROPOSED_TITLE]); // 21:00: not quiet
    await meetingOf(await candidateMeetingCalls(app, soon.candidateId).pick(soon.coffeechatId, proposed.slots[0].id));

    advanceTo(app, new Date(app.deps.now().getTime() + 1.75 * HOUR_MS)); // 22:45, the meeting at 23:30
    await sendMeetingReminders(app.deps, app.deps.now());
    expect(titlesTo(soon.browser)).toEqual([SLOTS_PROPOSED_TITLE, HOUR_REMINDER_TITLE]);

    const later = await subscribedChat();
    await meetingOf(await company.propose(later.coffeechatId, onlineProposal([slotIn(app, 12), slotIn(app, 13)])));
    expect(titlesTo(later.browser)).toEqual([]);
    // Recorded at once all the same: the sandbox inbox has it.
    expect(countOf(await inboxOf(app, later.phone), SLOTS_PROPOSED_TITLE)).toBe(1);
    await runDueJobs(app.deps, app.deps.now());
    expect(titlesTo(later.browser)).toEqual([]);

    advanceTo(app, nextKst(app.deps.now(), 8));
    expect((await runDueJobs(app.deps, app.deps.now())).failed).toBe(0);
    expect(titlesTo(later.browser)).toEqual([SLOTS_PROPOSED_TITLE]);
  });
});
