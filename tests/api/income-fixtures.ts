/**
 * What the lifetime-income suites share: candidates with tokens (through the sandbox sign-up, or
 * straight in the database for phones whose last digits make the sandbox fail), and the steps of
 * the event as the app takes them.
 */
import { eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { expect } from 'vitest';
import { partners } from '../../server/db/schema-partners';
import { demoPartner } from '../../server/db/seed-demo-event';
import { LIFETIME_VERIFY_YEARS, type LifetimeResult, LifetimeStatus } from '../../src/contract/income';
import type { CreateUser } from '../../src/contract/signup';
import { addCandidate } from './helpers';
import { tokenFor } from './offer-fixtures';
import { APPROVAL_MS, signupBody, verifiedCandidate } from './signup-flow';
import type { TestApp } from './test-app';

/** Careers from 2016-06 in the sandbox: incomes in every year of 2018–2022, and earlier ones. */
export const EARNER = { name: '서지우', birthday: '19950530', gender: '남성' } as const;
/** The job EARNER signs up with (signupBody's): the sandbox's careers and incomes follow it. */
export const EARNER_JOB = { label: '개발', subLabel: '백엔드' };

/** A candidate made by the sandbox sign-up, with a fresh access token. */
export async function signedUpCandidate(app: TestApp, phone: string, person: Partial<CreateUser> = EARNER) {
  const verified = await verifiedCandidate(app, signupBody(phone, person));
  return { id: verified.userId, token: verified.accessToken };
}

/** A candidate inserted directly (any phone, e.g. one whose ending makes the sandbox fail). */
export async function insertedCandidate(app: TestApp, phone: string, name = '박테스트') {
  const id = await addCandidate(app, phone, name);
  return { id, token: await tokenFor(app, id) };
}

export const verifyBody = (extra: object = {}) => ({ years: [...LIFETIME_VERIFY_YEARS], loginTypeLevel: 1, ...extra });

export const startLookup = (app: TestApp, token: string | undefined, json: unknown = verifyBody()) =>
  app.request('/api/income/lifetime/verify', { method: 'POST', token, json });

export async function startedEvent(app: TestApp, token: string, json: unknown = verifyBody()): Promise<string> {
  const response = await startLookup(app, token, json);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { eventId: string }).eventId;
}

export const statusOf = (app: TestApp, token: string | undefined, eventId: string, loadCount: number | string = 1) =>
  app.request(`/api/income/lifetime/verify/status?eventId=${eventId}&loadCount=${loadCount}`, { token });

export async function readStatus(app: TestApp, token: string, eventId: string, loadCount = 1): Promise<LifetimeStatus> {
  const response = await statusOf(app, token, eventId, loadCount);
  const text = await response.clone().text();
  expect(response.status, text).toBe(200);
  const body = (await response.json()) as LifetimeStatus;
  expect(is(body, LifetimeStatus), text).toBe(true);
  return body;
}

/** Start, the sandbox's approval, one poll: a DONE event. */
export async function doneEvent(app: TestApp, token: string): Promise<string> {
  const eventId = await startedEvent(app, token);
  app.advance(APPROVAL_MS);
  expect(await readStatus(app, token, eventId)).toEqual({ status: 'DONE', loadCount: 1 });
  return eventId;
}

export const complete = (app: TestApp, token: string | undefined, eventId: string) =>
  app.request('/api/income/lifetime/complete', { method: 'POST', token, json: { eventId } });

export async function completedEvent(app: TestApp, token: string) {
  const eventId = await doneEvent(app, token);
  const response = await complete(app, token, eventId);
  expect(response.status, await response.clone().text()).toBe(200);
  return { eventId, result: (await response.json()) as LifetimeResult };
}

export const windowOf = (app: TestApp, token: string | undefined, json: unknown) =>
  app.request('/api/income/lifetime', { method: 'POST', token, json });

export const share = (app: TestApp, token: string | undefined, json: unknown, headers?: Record<string, string>) =>
  app.request('/api/income/lifetime/share', { method: 'POST', token, json, headers });

export async function partnerLogin(app: TestApp, email: string = demoPartner.email, password = 'boltx-demo-2026') {
  return app.request('/api/partners/login', { method: 'POST', json: { email, password } });
}

/** An access token of the demo partner, as a sign-in would issue it now (by the app's clock). */
export async function partnerToken(app: TestApp, email: string = demoPartner.email): Promise<string> {
  const [row] = await app.deps.db.select({ id: partners.id }).from(partners).where(eq(partners.email, email));
  return app.deps.accessTokens.sign({ subjectId: row.id, kind: 'partner' });
}
