/**
 * Restriction is total: once the candidate restricts a company, or deletes the account,
 * that company can no longer propose, move, cancel or complete the coffee chat's meeting (404, as
 * for a room or a candidate it may not see), its open meeting is cancelled as the candidate's own
 * doing (with no reason, which would tell the company), and nothing it wrote — slots, link, a
 * cancellation reason — reaches the candidate.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coffeechatMeetings } from '../../server/db/schema-meetings';
import { sendMeetingReminders } from '../../server/features/coffeechat/meeting-reminders';
import { companyIds } from './biz-fixtures';
import { expectError } from './helpers';
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
import { tokenFor } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

const NOT_FOUND = '커피챗을 찾을 수 없어요.';
const PHISHING = '[긴급] 계정이 정지됩니다 https://evil.example/login';

describe.each(drivers)('a restricted company’s coffee chats, on %s', (driver) => {
  let app: TestApp;
  let ids: Awaited<ReturnType<typeof companyIds>>;
  beforeAll(async () => {
    app = await createTestApp(driver);
    ids = await companyIds(app);
  });
  afterAll(() => app?.close());

  const restrict = async (candidateId: string, companies: number[]) => {
    const response = await app.request('/api/users/companies/restrict', {
      method: 'PATCH',
      token: await tokenFor(app, candidateId),
      json: { companyIds: companies },
    });
    expect(response.status, await response.clone().text()).toBe(200);
  };

  /** Every move the console has, each refused exactly like a coffee chat that does not exist. */
  async function expectEveryMoveRefused(account: 'hanbit' | 'agent', coffeechatId: number) {
    const company = consoleMeetingCalls(app, account);
    const proposal = onlineProposal([slotIn(app, 30), slotIn(app, 32)]);
    await expectError(await company.propose(coffeechatId, proposal), 404, 'NOT_FOUND', NOT_FOUND);
    await expectError(await company.cancel(coffeechatId, PHISHING), 404, 'NOT_FOUND', NOT_FOUND);
    await expectError(await company.complete(coffeechatId), 404, 'NOT_FOUND', NOT_FOUND);
  }

  it('refuses every move of a company the candidate restricted and cancels its proposal without its text', async () => {
    const chat = await acceptedChat(app);
    const company = consoleMeetingCalls(app, 'hanbit');
    await meetingOf(await company.propose(chat.coffeechatId, onlineProposal([slotIn(app, 24), slotIn(app, 26)])));
    const noticesBefore = (await inboxOf(app, chat.phone)).length;

    await restrict(chat.candidateId, [ids.hanbit]);
    await expectEveryMoveRefused('hanbit', chat.coffeechatId);

    const seen = await meetingOf(await candidateMeetingCalls(app, chat.candidateId).read(chat.coffeechatId));
    expect(seen).toMatchObject({
      status: 'CANCELLED',
      place: null,
      slots: [],
      chosen: null,
      cancelled: { by: 'CANDIDATE', reason: '' },
    });
    const notices = await inboxOf(app, chat.phone);
    expect(notices).toHaveLength(noticesBefore);
    expect(notices.join('\n')).not.toContain(PHISHING);
  });

  it('cancels a confirmed meeting at the restriction: no reminder follows, nothing the company sends arrives', async () => {
    const chat = await acceptedChat(app);
    const company = consoleMeetingCalls(app, 'hanbit');
    const candidate = candidateMeetingCalls(app, chat.candidateId);
    const proposed = await meetingOf(
      await company.propose(chat.coffeechatId, onlineProposal([slotIn(app, 24), slotIn(app, 26)])),
    );
    const confirmed = await meetingOf(await candidate.pick(chat.coffeechatId, proposed.slots[0].id));
    const noticesBefore = (await inboxOf(app, chat.phone)).length;

    await restrict(chat.candidateId, [ids.hanbit]);
    await expectEveryMoveRefused('hanbit', chat.coffeechatId);
    expect((await meetingOf(await candidate.read(chat.coffeechatId))).status).toBe('CANCELLED');
    await expectError(await candidate.ics(chat.coffeechatId), 404, 'NOT_FOUND');

    advanceTo(app, new Date(Date.parse(confirmed.chosen?.startsAt ?? '') - HOUR_MS / 2));
    await sendMeetingReminders(app.deps, app.deps.now());
    expect(await inboxOf(app, chat.phone)).toHaveLength(noticesBefore);
  });

  it('refuses the agent who sent the offer as well, once its company is restricted', async () => {
    const chat = await acceptedChat(app, { from: 'agent', company: 'nuri-pay' });
    await restrict(chat.candidateId, [ids.nuri]);
    await expectEveryMoveRefused('agent', chat.coffeechatId);
    const [row] = await app.deps.db
      .select()
      .from(coffeechatMeetings)
      .where(eq(coffeechatMeetings.coffeechatId, chat.coffeechatId));
    expect(row).toMatchObject({ status: 'CANCELLED', cancelReason: '' });
  });

  it('keeps the other companies’ coffee chats as they were', async () => {
    const chat = await acceptedChat(app);
    await restrict(chat.candidateId, [ids.nuri]);
    const proposed = await meetingOf(
      await consoleMeetingCalls(app, 'hanbit').propose(
        chat.coffeechatId,
        onlineProposal([slotIn(app, 24), slotIn(app, 26)]),
      ),
    );
    expect(proposed.status).toBe('PROPOSED');
  });

  it('refuses every move once the candidate deleted the account, and cancels the meeting', async () => {
    const chat = await acceptedChat(app);
    const company = consoleMeetingCalls(app, 'hanbit');
    await meetingOf(await company.propose(chat.coffeechatId, onlineProposal([slotIn(app, 24), slotIn(app, 26)])));
    const noticesBefore = (await inboxOf(app, chat.phone)).length;
    const deleted = await app.request('/api/v3/users', {
      method: 'DELETE',
      token: await tokenFor(app, chat.candidateId),
      json: { reason: '원하는 회사에 합격했어요' },
    });
    expect(deleted.status).toBe(200);

    await expectEveryMoveRefused('hanbit', chat.coffeechatId);
    const [row] = await app.deps.db
      .select()
      .from(coffeechatMeetings)
      .where(eq(coffeechatMeetings.coffeechatId, chat.coffeechatId));
    expect(row).toMatchObject({ status: 'CANCELLED', cancelReason: '', place: null });
    expect(await inboxOf(app, chat.phone)).toHaveLength(noticesBefore);
  });
});
