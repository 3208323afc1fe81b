/**
 * Simulated candidates for the load run, made through the public API of a server in sandbox mode,
 * exactly as a person signs up: sign-up → career verification (the sandbox approves after 2 s) →
 * salary → submit → an inquiry room. Going through HTTP needs nothing but the base URL, works on
 * PGlite (which one process holds) and PostgreSQL alike, and mints tokens the server's own way.
 * The submit starts the sandbox's demo life, so each candidate receives offers from seeded
 * companies within seconds; `waitForOffers` waits for them before the measured run.
 */

import type { MessagePage } from '../../src/contract/messages';
import type { OfferList } from '../../src/contract/offers';
import type { MorePatch, ProfileV3 } from '../../src/contract/profile';
import type { CreateUser, TwoWayContinuation, Verified } from '../../src/contract/signup';

/** The sandbox approves a verification 2 s after it was requested (DESIGN.md §4). */
const SANDBOX_APPROVAL_MS = 2_000;
/** Sign-ups running at once while preparing. */
const SIGNUP_CONCURRENCY = 40;

export interface SimulatedCandidate {
  id: string;
  token: string;
  roomId: number;
  /** The more patch that leaves the profile as it was: edits change its hashtags only. */
  patch: MorePatch;
}

const CONSENTS: CreateUser['consents'] = [
  { code: 'SERVICE', version: '2025-01', agreed: true },
  { code: 'PRIVACY', version: '2025-01', agreed: true },
  { code: 'THIRD_PARTY', version: '2025-03', agreed: true },
  { code: 'MARKETING', version: '2024-11', agreed: false },
];
const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'];
const SYLLABLES = ['하', '서', '준', '민', '지', '윤', '도', '현', '우', '진', '수', '연', '아', '은', '호', '영'];
const JOBS = [
  ['개발', '백엔드'],
  ['개발', '프론트엔드'],
  ['데이터', '데이터 분석가'],
  ['디자인', 'UX 디자이너'],
  ['기획·PM', '서비스 기획자'],
] as const;

/** A name of Hangul only (the contract allows no digits), different for each index. */
function nameOf(index: number): string {
  const first = SYLLABLES[index % SYLLABLES.length];
  const second = SYLLABLES[Math.floor(index / SYLLABLES.length) % SYLLABLES.length];
  return `${SURNAMES[Math.floor(index / SYLLABLES.length ** 2) % SURNAMES.length]}${first}${second}`;
}

/**
 * 010 + a run prefix + the index + 5. Ending in 5 keeps clear of the sandbox's failure endings
 * (0403, 0409, …, 0000), and the random prefix keeps two runs on one database apart.
 */
function phoneOf(prefix: string, index: number): string {
  return `010${prefix}${String(index).padStart(4, '0')}5`;
}

class SetupError extends Error {}

export function apiClient(baseUrl: string, token?: string) {
  return async <T>(
    method: string,
    pathname: string,
    json?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${baseUrl}${pathname}`, {
      method,
      headers: {
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  };
}

async function expectStatus<T>(step: string, call: Promise<{ status: number; body: T }>, status = 200): Promise<T> {
  const answer = await call;
  if (answer.status !== status) {
    throw new SetupError(`${step}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

const patchOf = (profile: ProfileV3): MorePatch => ({
  email: profile.email,
  resumeUrl: profile.resumeUrl,
  portfolioUrl: profile.portfolioUrl,
  resumeFileId: profile.resumeFile?.id ?? null,
  portfolioFileId: profile.portfolioFile?.id ?? null,
  githubUrl: profile.githubUrl,
  linkedinUrl: profile.linkedinUrl,
  hashtags: profile.hashtags,
  careerItems: profile.careerItems.map(({ id, company, job, start, end, detail, hide }) => ({
    id,
    company,
    job,
    start,
    end,
    detail,
    hide,
  })),
  agent: profile.agent,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * The completion, once the sandbox has "approved": 2 s after the continuation's timestamp (the
 * server's clock; the local request time when that is later). A busy server may still answer "not
 * yet" (409): one more try a second later — a third early completion would restart the flow.
 */
async function completeVerification(
  anonymous: ReturnType<typeof apiClient>,
  continuation: TwoWayContinuation,
  requested: number,
): Promise<Verified> {
  const approvedAt = Math.max(requested, continuation.twoWayTimestamp) + SANDBOX_APPROVAL_MS + 200;
  await sleep(approvedAt - Date.now());
  const first = await anonymous<Verified>('POST', '/api/v3/users/verify', continuation);
  if (first.status === 200) return first.body;
  if (first.status !== 409) throw new SetupError(`verification: got ${first.status} ${JSON.stringify(first.body)}`);
  await sleep(1_000);
  return expectStatus<Verified>('verification', anonymous('POST', '/api/v3/users/verify', continuation));
}

async function signUp(baseUrl: string, prefix: string, index: number): Promise<SimulatedCandidate> {
  const anonymous = apiClient(baseUrl);
  const [jobLabel, jobSubLabel] = JOBS[index % JOBS.length];
  const person: CreateUser = {
    name: nameOf(index),
    phone: phoneOf(prefix, index),
    gender: index % 2 === 0 ? '여성' : '남성',
    birthday: `19${80 + (index % 20)}0${1 + (index % 9)}1${index % 10}`,
    jobLabel,
    jobSubLabel,
    consents: CONSENTS,
  };
  const { id: signupId } = await expectStatus<{ id: string }>('sign-up', anonymous('POST', '/api/v2/users', person));
  const requested = Date.now();
  const continuation = await expectStatus<TwoWayContinuation>(
    'verification request',
    anonymous('POST', '/api/v3/users/verify/request', {
      id: signupId,
      loginTypeLevel: 1,
      phone: person.phone,
      name: person.name,
      birthday: person.birthday,
      gender: person.gender,
    }),
  );
  const verified = await completeVerification(anonymous, continuation, requested);
  const call = apiClient(baseUrl, verified.accessToken);
  await expectStatus('health salary', call('POST', '/api/v3/users/verify/salary'));
  await expectStatus(
    'salary',
    call('POST', '/api/v2/users/salary', {
      salaryType: 'HEALTH',
      salaryItems: [{ type: 'INPUT', year: 2025, salary: 5000 + (index % 40) * 100 }],
    }),
  );
  await expectStatus('submit', call('POST', '/api/v3/users/submit'));
  const room = await expectStatus<MessagePage>(
    'inquiry',
    call('POST', '/api/users/message/room', { message: '부하 시험 문의방입니다.', from: '/my' }),
    201,
  );
  const profile = await expectStatus<ProfileV3>('profile', call('GET', '/api/v3/users/profile'));
  return { id: verified.userId, token: verified.accessToken, roomId: room.room.roomId, patch: patchOf(profile) };
}

/** Signs up `count` candidates, SIGNUP_CONCURRENCY at a time. Throws SetupError naming the failed step. */
export async function prepareCandidates(baseUrl: string, count: number): Promise<SimulatedCandidate[]> {
  if (count > 10_000) throw new SetupError('at most 10,000 candidates (four digits of the phone number)');
  const prefix = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  const prepared: SimulatedCandidate[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      prepared[index] = await signUp(baseUrl, prefix, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(SIGNUP_CONCURRENCY, count) }, worker));
  return prepared;
}

/**
 * Waits until every candidate has received an offer from the demo life (or `timeoutMs` passed), so
 * the measured run browses real offers and does not overlap the demo sends. Answers how many have.
 */
export async function waitForOffers(
  baseUrl: string,
  candidates: SimulatedCandidate[],
  timeoutMs: number,
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let waiting = candidates;
  while (waiting.length > 0 && Date.now() < deadline) {
    const lists = await Promise.all(
      waiting.map((candidate) => apiClient(baseUrl, candidate.token)<OfferList>('GET', '/api/v3/users/offers')),
    );
    waiting = waiting.filter((_, index) => (lists[index].body?.offerItems.length ?? 0) === 0);
    if (waiting.length > 0) await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  return candidates.length - waiting.length;
}
