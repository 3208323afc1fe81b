/** Steps of the sign-up flow the sign-up and verification suites share. */
import { is } from 'superstruct';
import { expect } from 'vitest';
import { type CreateUser, TwoWayContinuation, Verified } from '../../src/contract/signup';
import type { TestApp } from './test-app';

export const APPROVAL_MS = 2_000;

export const allConsents: CreateUser['consents'] = [
  { code: 'SERVICE', version: '2025-01', agreed: true },
  { code: 'PRIVACY', version: '2025-01', agreed: true },
  { code: 'THIRD_PARTY', version: '2025-03', agreed: true },
  { code: 'MARKETING', version: '2024-11', agreed: false },
];

export function signupBody(phone: string, overrides: Partial<CreateUser> = {}): CreateUser {
  return {
    name: '이서준',
    phone,
    gender: '남성',
    birthday: '19910312',
    jobLabel: '개발',
    jobSubLabel: '백엔드',
    consents: allConsents,
    ...overrides,
  };
}

export async function createSignup(app: TestApp, body: CreateUser): Promise<string> {
  const response = await app.request('/api/v2/users', { method: 'POST', json: body });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

export function verificationRequest(signupId: string, body: CreateUser, loginTypeLevel: 1 | 5 = 1) {
  return {
    id: signupId,
    loginTypeLevel,
    phone: body.phone,
    name: body.name,
    birthday: body.birthday,
    gender: body.gender,
    ...(loginTypeLevel === 5 ? { telecom: 1 } : {}),
  };
}

/** Creates a sign-up and starts its career verification; answers the continuation. */
export async function startVerification(app: TestApp, body: CreateUser, loginTypeLevel: 1 | 5 = 1) {
  const signupId = await createSignup(app, body);
  const response = await app.request('/api/v3/users/verify/request', {
    method: 'POST',
    json: verificationRequest(signupId, body, loginTypeLevel),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const continuation = (await response.json()) as TwoWayContinuation;
  expect(is(continuation, TwoWayContinuation)).toBe(true);
  return { signupId, continuation };
}

export function completeVerification(app: TestApp, continuation: TwoWayContinuation, extra: object = {}) {
  return app.request('/api/v3/users/verify', { method: 'POST', json: { ...continuation, ...extra } });
}

/** The whole verification through the sandbox: request, 2 s for the approval, completion. */
export async function verifiedCandidate(app: TestApp, body: CreateUser): Promise<Verified> {
  const { continuation } = await startVerification(app, body);
  app.advance(APPROVAL_MS);
  const response = await completeVerification(app, continuation);
  expect(response.status, await response.clone().text()).toBe(200);
  const verified = (await response.json()) as Verified;
  expect(is(verified, Verified), JSON.stringify(verified)).toBe(true);
  return verified;
}

export async function inbox(app: TestApp, phone: string) {
  const response = await app.request(`/api/sandbox/inbox?phone=${phone}`);
  return ((await response.json()) as { items: { kind: string; body: string }[] }).items;
}
