/**
 * What the coffee-chat meeting suites share: a coffee chat accepted through the API, slots
 * relative to the app's clock, both sides' calls (answers checked against the contract), and the
 * candidate's sandbox inbox.
 */
import { desc, eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { expect } from 'vitest';
import { candidates, sandboxInbox } from '../../server/db/schema';
import { BizCoffeechatList } from '../../src/contract/biz';
import { CoffeechatMeeting } from '../../src/contract/meetings';
import { type Account, asBiz } from './biz-fixtures';
import { newCandidate, type OfferOptions, sendOffer, tokenFor } from './offer-fixtures';
import type { TestApp } from './test-app';

const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

/** A slot starting `hours` from the app's now (on a whole minute, as the console's form sends), `minutes` long. */
export function slotIn(app: TestApp, hours: number, minutes = 30) {
  const start = Math.ceil((app.deps.now().getTime() + hours * HOUR_MS) / MINUTE_MS) * MINUTE_MS;
  return { startsAt: new Date(start).toISOString(), endsAt: new Date(start + minutes * MINUTE_MS).toISOString() };
}

export const onlineProposal = (slots: { startsAt: string; endsAt: string }[]) => ({
  mode: 'ONLINE',
  link: 'https://meet.example.com/boltx-coffeechat',
  slots,
});

/** A new candidate who accepted an offer (by default 한빛모빌리티's recruiter's): their coffee chat. */
export async function acceptedChat(app: TestApp, options: OfferOptions = {}) {
  const candidate = await newCandidate(app);
  const offerId = await sendOffer(app, candidate.id, options);
  const response = await app.request('/api/v2.1/users/coffeechat', {
    method: 'POST',
    token: candidate.token,
    json: { offerId },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const { coffeechatId } = (await response.json()) as { coffeechatId: number };
  const [row] = await app.deps.db
    .select({ phone: candidates.phone })
    .from(candidates)
    .where(eq(candidates.id, candidate.id));
  return { candidateId: candidate.id, phone: row.phone, coffeechatId };
}

export async function meetingOf(response: Response, status = 200): Promise<CoffeechatMeeting> {
  const text = await response.clone().text();
  expect(response.status, text).toBe(status);
  const body = await response.json();
  expect(is(body, CoffeechatMeeting), text.slice(0, 500)).toBe(true);
  return body as CoffeechatMeeting;
}

/** The candidate's calls, each with a fresh token (the clock may have moved). */
export function candidateMeetingCalls(app: TestApp, candidateId: string) {
  const call = async (path: string, init: RequestInit & { json?: unknown } = {}) =>
    app.request(path, { ...init, token: await tokenFor(app, candidateId) });
  const post = (path: string, json: unknown, key?: string) =>
    call(path, { method: 'POST', json, headers: key ? { 'Idempotency-Key': key } : {} });
  return {
    read: (id: number) => call(`/api/users/coffeechats/${id}/meeting`),
    list: () => call('/api/users/coffeechats/meetings'),
    ics: (id: number) => call(`/api/users/coffeechats/${id}/meeting.ics`),
    pick: (id: number, slotId: number, key?: string) =>
      post(`/api/users/coffeechats/${id}/meeting/pick`, { slotId }, key),
    askOtherTimes: (id: number, note: string, key?: string) =>
      post(`/api/users/coffeechats/${id}/meeting/other-times`, { note }, key),
    cancel: (id: number, reason: string, key?: string) =>
      post(`/api/users/coffeechats/${id}/meeting/cancel`, { reason }, key),
  };
}

/** The console's calls as `account`. */
export function consoleMeetingCalls(app: TestApp, account: Account) {
  const post = (path: string, json?: unknown) => asBiz(app, account, path, { method: 'POST', json });
  return {
    propose: (id: number, json: unknown) => post(`/api/biz/coffeechats/${id}/slots`, json),
    cancel: (id: number, reason: string) => post(`/api/biz/coffeechats/${id}/cancel`, { reason }),
    complete: (id: number) => post(`/api/biz/coffeechats/${id}/complete`),
    seen: (ids: number[]) => post('/api/biz/coffeechats/seen', { ids }),
    stalled: () => asBiz(app, account, '/api/biz/coffeechats/stalled'),
    async list(): Promise<BizCoffeechatList> {
      const response = await asBiz(app, account, '/api/biz/coffeechats');
      const text = await response.clone().text();
      expect(response.status, text).toBe(200);
      const body = await response.json();
      expect(is(body, BizCoffeechatList), text.slice(0, 500)).toBe(true);
      return body as BizCoffeechatList;
    },
  };
}

/** The newest sandbox-inbox notifications of a phone, newest first. */
export async function inboxOf(app: TestApp, phone: string): Promise<string[]> {
  const rows = await app.deps.db
    .select({ body: sandboxInbox.body })
    .from(sandboxInbox)
    .where(eq(sandboxInbox.phone, phone))
    .orderBy(desc(sandboxInbox.id));
  return rows.map((row) => row.body);
}

/** Moves the app's clock forward to `moment` (it never goes back). */
export function advanceTo(app: TestApp, moment: Date) {
  const ms = moment.getTime() - app.deps.now().getTime();
  expect(ms, 'the clock only moves forward').toBeGreaterThanOrEqual(0);
  app.advance(ms);
}
