/**
 * A meeting's news by SMS outside the sandbox goes through the shared job queue: the recruiter's
 * action answers at once however slow the SMS provider is (a stand-in that holds every request until
 * released), and the queue then sends it once — again later when the provider was down, never twice
 * when a try was cut short. In quiet hours (22:00–08:00 KST) it waits for 08:00 in the queue, unless
 * the meeting starts within the hour; and it is skipped, with the reason logged, when the candidate
 * restricted the company meanwhile.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizAccounts, companies } from '../../server/db/schema';
import { HOUR_REMINDER_TITLE, SLOTS_PROPOSED_TITLE } from '../../server/features/coffeechat/meeting-notices';
import { sendMeetingReminders } from '../../server/features/coffeechat/meeting-reminders';
import { runDueJobs } from '../../server/job-runner';
import { claimDue, LEASE_MS, retryDelayMs } from '../../server/jobs/job-queue';
import { type SmsStandIn, startSmsStandIn } from '../support/sms-stand-in';
import {
  acceptedChat,
  advanceTo,
  candidateMeetingCalls,
  consoleMeetingCalls,
  HOUR_MS,
  meetingOf,
  onlineProposal,
  slotIn,
} from './meeting-fixtures';
import { RECRUITER_EMAIL, tokenFor } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

const DAY_MS = 24 * HOUR_MS;
const KST_MS = 9 * HOUR_MS;

/** The first moment after `after` that is `hour`:00 KST. */
function nextKst(after: Date, hour: number): Date {
  const kstMidnight = Math.floor((after.getTime() + KST_MS) / DAY_MS) * DAY_MS - KST_MS;
  for (let day = 0; ; day += 1) {
    const moment = new Date(kstMidnight + day * DAY_MS + hour * HOUR_MS);
    if (moment > after) return moment;
  }
}

/** A production-mode app on the SMS stand-in, with the fixtures' recruiter of 한빛모빌리티 (no demo account is seeded there). */
async function productionApp(driver: (typeof drivers)[number], sms: SmsStandIn, extra: Record<string, string> = {}) {
  // A minute per try: a request that awaited the provider would outlast the test.
  const app = await createTestApp(driver, { SANDBOX: '0', SMS_TIMEOUT_MS: '60000', ...sms.env, ...extra });
  const [hanbit] = await app.deps.db.select().from(companies).where(eq(companies.slug, 'hanbit-mobility'));
  await app.deps.db
    .insert(bizAccounts)
    .values({ email: RECRUITER_EMAIL, name: '채용담당', role: 'recruiter', companyId: hanbit.id, passwordHash: '!' });
  return app;
}

const textsTo = (sms: SmsStandIn, phone: string) =>
  sms.messages.filter((message) => message.to === phone).map((message) => message.text);

describe.each(drivers)('meeting notices by SMS through the job queue, on %s', (driver) => {
  let sms: SmsStandIn;
  let app: TestApp;
  beforeAll(async () => {
    sms = await startSmsStandIn();
    app = await productionApp(driver, sms);
  });
  afterAll(async () => {
    await app?.close();
    await sms?.close();
  });

  const propose = async () => {
    const chat = await acceptedChat(app);
    const proposal = onlineProposal([slotIn(app, 24), slotIn(app, 26)]);
    await meetingOf(await consoleMeetingCalls(app, 'hanbit').propose(chat.coffeechatId, proposal));
    return chat;
  };

  it('answers the recruiter at once while the provider holds every request, then sends the notice once', async () => {
    sms.failNext(1, 'hold');
    const before = sms.requests;
    const chat = await propose();
    expect(sms.requests - before).toBe(0);

    const running = runDueJobs(app.deps, app.deps.now());
    await expect.poll(() => sms.held).toBe(1);
    expect(textsTo(sms, chat.phone)).toEqual([]);
    sms.releaseHeld();
    expect(await running).toEqual({ ran: 1, failed: 0 });
    expect(textsTo(sms, chat.phone)).toHaveLength(1);
    expect(textsTo(sms, chat.phone)[0]).toContain(SLOTS_PROPOSED_TITLE);

    expect(await runDueJobs(app.deps, app.deps.now())).toEqual({ ran: 0, failed: 0 });
    expect(textsTo(sms, chat.phone)).toHaveLength(1);
  });

  it('tries again later while the provider is down, and sends once when it is back', async () => {
    const chat = await propose();
    sms.failNext(3, { status: 503 });
    expect(await runDueJobs(app.deps, app.deps.now())).toEqual({ ran: 1, failed: 1 });
    expect(textsTo(sms, chat.phone)).toEqual([]);

    app.advance(retryDelayMs(1));
    expect(await runDueJobs(app.deps, app.deps.now())).toEqual({ ran: 1, failed: 0 });
    expect(textsTo(sms, chat.phone)).toHaveLength(1);
    app.advance(retryDelayMs(2));
    await runDueJobs(app.deps, app.deps.now());
    expect(textsTo(sms, chat.phone)).toHaveLength(1);
  });

  it('never sends twice a notice whose try was cut short: it may have left, so it is skipped and the reason logged', async () => {
    const chat = await propose();
    // A runner claims it and dies mid-send: nothing marks the try as ended.
    expect((await claimDue(app.deps.db, app.deps.now(), 10)).map((job) => job.kind)).toEqual(['notice-sms']);
    app.advance(LEASE_MS + 1);
    expect(await runDueJobs(app.deps, app.deps.now())).toEqual({ ran: 1, failed: 0 });
    expect(textsTo(sms, chat.phone)).toEqual([]);
    const skipped = app.logs.filter((line) => line.includes('meeting notice SMS skipped')).at(-1);
    expect(skipped).toContain('an earlier try never ended and may have sent it');
  });
});

describe.each(drivers)('meeting notices by SMS in quiet hours, on %s', (driver) => {
  let sms: SmsStandIn;
  let app: TestApp;
  beforeAll(async () => {
    sms = await startSmsStandIn();
    app = await productionApp(driver, sms, { PUSH_QUIET_HOURS: '1' });
  });
  afterAll(async () => {
    await app?.close();
    await sms?.close();
  });

  const restrict = async (candidateId: string, companyId: number) => {
    const response = await app.request('/api/users/companies/restrict', {
      method: 'PATCH',
      token: await tokenFor(app, candidateId),
      json: { companyIds: [companyId] },
    });
    expect(response.status, await response.clone().text()).toBe(200);
  };

  it('sends a notice made at 23:00 at 08:00, once; one about a meeting within the hour at once', async () => {
    const company = consoleMeetingCalls(app, 'hanbit');
    advanceTo(app, nextKst(app.deps.now(), 21));
    const soon = await acceptedChat(app);
    const proposed = await meetingOf(
      await company.propose(soon.coffeechatId, onlineProposal([slotIn(app, 2.5), slotIn(app, 4)])),
    );
    await runDueJobs(app.deps, app.deps.now()); // 21:00: not quiet
    expect(textsTo(sms, soon.phone)).toHaveLength(1);
    await meetingOf(await candidateMeetingCalls(app, soon.candidateId).pick(soon.coffeechatId, proposed.slots[0].id));

    advanceTo(app, new Date(app.deps.now().getTime() + 1.75 * HOUR_MS)); // 22:45, the meeting at 23:30
    await sendMeetingReminders(app.deps, app.deps.now());
    await runDueJobs(app.deps, app.deps.now());
    expect(textsTo(sms, soon.phone).at(-1)).toContain(HOUR_REMINDER_TITLE);

    advanceTo(app, nextKst(app.deps.now(), 23));
    const later = await acceptedChat(app);
    await meetingOf(await company.propose(later.coffeechatId, onlineProposal([slotIn(app, 12), slotIn(app, 13)])));
    await runDueJobs(app.deps, app.deps.now());
    advanceTo(app, new Date(nextKst(app.deps.now(), 8).getTime() - 60_000)); // 07:59
    await runDueJobs(app.deps, app.deps.now());
    expect(textsTo(sms, later.phone)).toEqual([]);

    advanceTo(app, nextKst(app.deps.now(), 8));
    expect(await runDueJobs(app.deps, app.deps.now())).toMatchObject({ failed: 0 });
    expect(textsTo(sms, later.phone)).toHaveLength(1);
    expect(textsTo(sms, later.phone)[0]).toContain(SLOTS_PROPOSED_TITLE);
    await runDueJobs(app.deps, app.deps.now());
    expect(textsTo(sms, later.phone)).toHaveLength(1);
  });

  it('skips a held notice, with its reason, when the candidate restricts the company before 08:00', async () => {
    advanceTo(app, nextKst(app.deps.now(), 23));
    const chat = await acceptedChat(app);
    const [hanbit] = await app.deps.db.select().from(companies).where(eq(companies.slug, 'hanbit-mobility'));
    await meetingOf(
      await consoleMeetingCalls(app, 'hanbit').propose(
        chat.coffeechatId,
        onlineProposal([slotIn(app, 20), slotIn(app, 22)]),
      ),
    );
    await restrict(chat.candidateId, hanbit.id);

    advanceTo(app, nextKst(app.deps.now(), 8));
    expect(await runDueJobs(app.deps, app.deps.now())).toMatchObject({ failed: 0 });
    expect(textsTo(sms, chat.phone)).toEqual([]);
    expect(app.logs.some((line) => line.includes('meeting notice SMS skipped') && line.includes('restricted'))).toBe(
      true,
    );
  });
});
