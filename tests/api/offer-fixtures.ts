/**
 * Offers and curation groups inserted straight into the database, as the business console would
 * send them, for the suites of the candidate's side. Senders are the seeded console accounts.
 */
import { eq } from 'drizzle-orm';
import { is, type Struct } from 'superstruct';
import { expect } from 'vitest';
import { bizAccounts, candidates, coffeechats, companies, offerGroups, offers } from '../../server/db/schema';
import { offerExpiry } from '../../server/domain/offer-clock';
import { Offer, OfferHistory, OfferList } from '../../src/contract/offers';
import { type Account, asBiz } from './biz-fixtures';
import { addCandidate } from './helpers';
import type { TestApp } from './test-app';

export const RECRUITER_EMAIL = 'recruiter@hanbit-mobility.example';
export const AGENT_EMAIL = 'agent@boltx.example';
export const OPERATOR_EMAIL = 'operator@boltx.example';
/** The recruiter's own company. */
export const RECRUITER_COMPANY = 'hanbit-mobility';

export type Sender = 'recruiter' | 'agent' | 'operator';
const senderEmails: Record<Sender, string> = {
  recruiter: RECRUITER_EMAIL,
  agent: AGENT_EMAIL,
  operator: OPERATOR_EMAIL,
};

let phoneSerial = 0;

/** A new candidate of its own, with a candidate access token issued as a sign-in would. */
export async function newCandidate(app: TestApp, name = '박테스트') {
  phoneSerial += 1;
  const id = await addCandidate(app, `0109${String(phoneSerial).padStart(7, '0')}`, name);
  return { id, token: await tokenFor(app, id) };
}

/** A fresh access token (they last 15 minutes: take a new one after moving the clock). */
export const tokenFor = (app: TestApp, candidateId: string) =>
  app.deps.accessTokens.sign({ subjectId: candidateId, kind: 'candidate' });

export async function senderId(app: TestApp, sender: Sender): Promise<string> {
  const [row] = await app.deps.db
    .select({ id: bizAccounts.id })
    .from(bizAccounts)
    .where(eq(bizAccounts.email, senderEmails[sender]));
  return row.id;
}

export async function companyOf(app: TestApp, slug: string) {
  const [row] = await app.deps.db.select().from(companies).where(eq(companies.slug, slug));
  return row;
}

export interface OfferOptions {
  /** Default: the recruiter, for its own company. Agents and operators send for any company. */
  from?: Sender;
  company?: string;
  type?: 'NORMAL' | 'SUPER' | 'SUPER_CURATION';
  offerGroupId?: number;
  position?: string;
}

/** Sends an offer now (the app's clock) and answers its id. */
export async function sendOffer(app: TestApp, candidateId: string, options: OfferOptions = {}): Promise<number> {
  const from = options.from ?? 'recruiter';
  const company = await companyOf(app, options.company ?? RECRUITER_COMPANY);
  const createdAt = app.deps.now();
  const [row] = await app.deps.db
    .insert(offers)
    .values({
      candidateId,
      companyId: company.id,
      senderId: await senderId(app, from),
      offerGroupId: options.offerGroupId ?? null,
      type: options.type ?? (from === 'recruiter' ? 'NORMAL' : 'SUPER'),
      salaryMin: 7000,
      salaryMax: 8500,
      increaseRate: 15,
      increaseBasis: '2025년 계약 연봉',
      position: options.position ?? '백엔드 개발자',
      offerItems: ['스톡옵션', '재택근무'],
      message: '함께 일하고 싶습니다.',
      link: null,
      createdAt,
      expiresAt: offerExpiry(createdAt),
    })
    .returning({ id: offers.id });
  return row.id;
}

/** The agent's SUPER_CURATION bundle of one offer per company. */
export async function sendCuration(app: TestApp, candidateId: string, companySlugs: readonly string[]) {
  const createdAt = app.deps.now();
  const [group] = await app.deps.db
    .insert(offerGroups)
    .values({
      candidateId,
      senderId: await senderId(app, 'agent'),
      message: '관심 있으실 만한 회사들을 골라 봤어요.',
      createdAt,
      expiresAt: offerExpiry(createdAt),
    })
    .returning({ id: offerGroups.id });
  const offerIds: number[] = [];
  for (const company of companySlugs) {
    offerIds.push(
      await sendOffer(app, candidateId, { from: 'agent', company, type: 'SUPER_CURATION', offerGroupId: group.id }),
    );
  }
  return { groupId: group.id, offerIds };
}

export async function offerRow(app: TestApp, id: number) {
  const [row] = await app.deps.db.select().from(offers).where(eq(offers.id, id));
  return row;
}

export async function groupRow(app: TestApp, id: number) {
  const [row] = await app.deps.db.select().from(offerGroups).where(eq(offerGroups.id, id));
  return row;
}

export function coffeechatsOf(app: TestApp, offerId: number) {
  return app.deps.db.select().from(coffeechats).where(eq(coffeechats.offerId, offerId));
}

/** As if the candidate had submitted the profile at `submittedAt`. */
export async function markSubmitted(app: TestApp, candidateId: string, submittedAt: Date, isActivate = true) {
  await app.deps.db.update(candidates).set({ submittedAt, isActivate }).where(eq(candidates.id, candidateId));
}

/** Milliseconds from the app's now to just past (or, with a negative margin, before) an expiry. */
export const untilPast = (app: TestApp, expiresAt: Date, marginMs: number) =>
  expiresAt.getTime() - app.deps.now().getTime() + marginMs;

/**
 * The candidate's offer calls; reads fail the test unless 200 in the contract's shape. Takes the
 * app lazily, so a suite can set them up before its beforeAll has built the app.
 */
export function offerCalls(appOf: () => TestApp) {
  async function read<T>(path: string, token: string, struct: Struct<T, unknown>) {
    const response = await appOf().request(path, { token });
    expect(response.status, await response.clone().text()).toBe(200);
    const body = await response.json();
    expect(is(body, struct), JSON.stringify(body)).toBe(true);
    return body as T;
  }
  return {
    list: (token: string, query = '') => read(`/api/v3/users/offers${query}`, token, OfferList),
    detail: (token: string, id: number) => read(`/api/v2/users/offers/${id}`, token, Offer),
    history: (token: string, query = '') => read(`/api/v2/users/offers/history${query}`, token, OfferHistory),
    refuse: (token: string, id: number | string, refusalReason: unknown = '연봉이 맞지 않아요') =>
      appOf().request(`/api/v2/users/offers/refuse/${id}`, { method: 'PATCH', token, json: { refusalReason } }),
    like: (token: string, json: unknown) => appOf().request('/api/users/offers/like', { method: 'PATCH', token, json }),
    askRevision: (token: string, id: number | string, json: unknown, key?: string) =>
      appOf().request(`/api/v2/users/offers/${id}/revision`, {
        method: 'POST',
        token,
        json,
        headers: key ? { 'Idempotency-Key': key } : undefined,
      }),
    accept: (token: string, offerId: number) =>
      appOf().request('/api/v2.1/users/coffeechat', { method: 'POST', token, json: { offerId } }),
  };
}

/** The ids of a list's cards, in order. */
export const idsOf = (body: { offerItems: { id: number }[] }) => body.offerItems.map((item) => item.id);

/** A console account's answer to an offer's request for a revision; fails the test unless 200. */
export async function answerAs(app: TestApp, account: Account, offerId: number, json: unknown) {
  const response = await asBiz(app, account, `/api/biz/offers/${offerId}/revision`, { method: 'POST', json });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}
