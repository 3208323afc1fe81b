/**
 * The seeded world a fuzz file sends its requests into: one app on a fresh database, a candidate
 * with offers, a curation, a coffee chat, a message room, a school entry, a pending sign-up with its
 * verification continuation, an upload link and a lifetime-income lookup — so valid ids exist and a
 * mutated request reaches the code behind its checks. Tokens are minted per request (they expire):
 * at most once a second per identity, as minting again within the second writes the same token.
 */
import { eq } from 'drizzle-orm';
import { bizAccounts } from '../../../server/db/schema';
import { partners } from '../../../server/db/schema-partners';
import { demoPartner } from '../../../server/db/seed-demo-event';
import { type Account, accounts, companyIds, poolCandidate } from '../biz-fixtures';
import { addCandidate } from '../helpers';
import { markSubmitted, sendCuration, sendOffer } from '../offer-fixtures';
import { createTestApp, type Driver, type TestApp } from '../test-app';

export const identities = ['anonymous', 'candidate', 'operator', 'agent', 'recruiter', 'partner'] as const;
export type Identity = (typeof identities)[number];
const consoleAccounts: Record<'operator' | 'agent' | 'recruiter', Account> = {
  operator: 'operator',
  agent: 'agent',
  recruiter: 'hanbit',
};

interface Continuation {
  cfid: string;
  jobIndex: number;
  threadIndex: number;
  jti: string;
  twoWayTimestamp: number;
}

/** Ids of rows the world's candidate (and the console) can reach. */
export interface WorldIds {
  candidateId: string;
  candidatePhone: string;
  offerId: number;
  superOfferId: number;
  groupId: number;
  groupOfferIds: number[];
  coffeechatId: number;
  roomId: number;
  messageId: number;
  schoolId: number;
  /** A second entry, for the route that deletes one. */
  spareSchoolId: number;
  signupId: string;
  signupPerson: { name: string; phone: string; birthday: string; gender: string };
  candidateName: string;
  continuation: Continuation;
  utmId: string;
  eventId: string;
  poolCandidateId: string;
  companyIds: number[];
  fileToken: string;
  referralToken: string;
  careerId: number;
}

export interface FuzzWorld {
  app: TestApp;
  ids: WorldIds;
  /** A fresh access token of the identity (undefined for anonymous). */
  token(identity: Identity): Promise<string | undefined>;
  /** A candidate of its own, for requests that may delete or otherwise use up the world's candidate. */
  disposableCandidate(): Promise<{ id: string; token: string }>;
}

const CANDIDATE_NAME = '김퍼즈';

let phoneSerial = 0;
/** Phones no other suite uses: 0107 + 7 digits. */
const nextPhone = () => {
  phoneSerial += 1;
  return `0107${String(phoneSerial).padStart(7, '0')}`;
};

async function json<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (response.status >= 300) throw new Error(`fuzz world: ${what} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

export async function createWorld(driver: Driver): Promise<FuzzWorld> {
  const app = await createTestApp(driver);
  const sign = (subjectId: string, kind: 'candidate' | 'biz' | 'partner') =>
    app.deps.accessTokens.sign({ subjectId, kind });
  // A token's only changing claims are `iat` and `exp`, in whole seconds of the app's clock: the token
  // minted in the same second is the same text, so it is kept for that second (signing was ~3 % of a run).
  const mintedThisSecond = new Map<string, { second: number; token: Promise<string> }>();
  const signNow = (subjectId: string, kind: 'candidate' | 'biz' | 'partner') => {
    const second = Math.floor(app.deps.now().getTime() / 1000);
    const key = `${kind}:${subjectId}`;
    const kept = mintedThisSecond.get(key);
    if (kept?.second === second) return kept.token;
    const token = sign(subjectId, kind);
    mintedThisSecond.set(key, { second, token });
    return token;
  };

  const candidatePhone = nextPhone();
  const candidateId = await addCandidate(app, candidatePhone, CANDIDATE_NAME);
  await markSubmitted(app, candidateId, new Date(app.deps.now().getTime() - 60_000));
  const candidate = () => signNow(candidateId, 'candidate');
  const as = async (path: string, init: RequestInit & { json?: unknown } = {}) =>
    app.request(path, { ...init, token: await candidate() });

  const offerId = await sendOffer(app, candidateId);
  const superOfferId = await sendOffer(app, candidateId, { from: 'agent', company: 'nuri-pay' });
  const acceptedOfferId = await sendOffer(app, candidateId, { from: 'agent', company: 'dodam-edu' });
  const curation = await sendCuration(app, candidateId, ['maru-cloud', 'garam-market']);
  const { coffeechatId } = await json<{ coffeechatId: number }>(
    await as('/api/v2.1/users/coffeechat', { method: 'POST', json: { offerId: acceptedOfferId } }),
    'accepting an offer',
  );
  const page = await json<{ room: { roomId: number }; items: { messageId: number }[] }>(
    await as('/api/users/message/room', { method: 'POST', json: { message: '퍼즈 테스트 문의입니다.', from: '/my' } }),
    'opening a room',
  );
  const addSchool = async () =>
    json<{ id: number }>(
      await as('/api/users/schools', {
        method: 'POST',
        json: { school: '한빛대학교', major: '컴퓨터공학', degree: '학사', start: '2010-03', end: '2014-02' },
      }),
      'adding a school',
    );
  const school = await addSchool();
  const spareSchool = await addSchool();
  const { eventId } = await json<{ eventId: string }>(
    await as('/api/income/lifetime/verify', {
      method: 'POST',
      json: { years: [2018, 2019, 2020, 2021, 2022], loginTypeLevel: 1 },
    }),
    'starting a lifetime lookup',
  );
  const ticket = await json<{ uploadUrl: string }>(
    await as(`/api/users/s3/upload/${candidateId}?type=resume&fileType=pdf&name=cv.pdf`),
    'asking for an upload link',
  );

  const signupPhone = nextPhone();
  const person = { name: '이가입', phone: signupPhone, birthday: '19920315', gender: '여성' };
  const signup = await json<{ id: string }>(
    await app.request('/api/v2/users', {
      method: 'POST',
      json: {
        ...person,
        jobLabel: '개발',
        jobSubLabel: '백엔드',
        consents: ['SERVICE', 'PRIVACY', 'THIRD_PARTY'].map((code) => ({ code, version: '2026-01', agreed: true })),
      },
    }),
    'creating a sign-up',
  );
  const continuation = await json<Continuation>(
    await app.request('/api/v3/users/verify/request', {
      method: 'POST',
      json: { id: signup.id, loginTypeLevel: 1, ...person },
    }),
    'requesting a verification',
  );
  const utm = await json<{ id: string }>(
    await app.request('/api/users/utm', { method: 'POST', json: { landing: '/?utm_source=fuzz' } }),
    'recording a utm visit',
  );
  const careers = await json<{ items: { id: number }[] }>(await app.request('/api/careers'), 'listing careers');

  const pool = await poolCandidate(app, { hopeSalary: 6000, verifiedSalary: 5500 });
  const companies = await companyIds(app);

  const consoleRows = await app.deps.db.select({ id: bizAccounts.id, email: bizAccounts.email }).from(bizAccounts);
  const consoleIds = new Map(consoleRows.map((row) => [row.email, row.id]));
  const [partner] = await app.deps.db
    .select({ id: partners.id, referralToken: partners.referralToken })
    .from(partners)
    .where(eq(partners.email, demoPartner.email));

  return {
    app,
    ids: {
      candidateId,
      candidatePhone,
      offerId,
      superOfferId,
      groupId: curation.groupId,
      groupOfferIds: curation.offerIds,
      coffeechatId,
      roomId: page.room.roomId,
      messageId: page.items[0].messageId,
      schoolId: school.id,
      spareSchoolId: spareSchool.id,
      signupId: signup.id,
      signupPerson: person,
      candidateName: CANDIDATE_NAME,
      continuation,
      utmId: utm.id,
      eventId,
      poolCandidateId: pool.id,
      companyIds: [companies.garam, companies.dodam, companies.yeoul],
      fileToken: decodeURIComponent(ticket.uploadUrl.split('/').at(-1)?.split('?')[0] ?? ''),
      referralToken: partner.referralToken,
      careerId: careers.items[0].id,
    },
    async token(identity) {
      if (identity === 'anonymous') return undefined;
      if (identity === 'candidate') return candidate();
      if (identity === 'partner') return signNow(partner.id, 'partner');
      const id = consoleIds.get(accounts[consoleAccounts[identity]]);
      if (!id) throw new Error(`fuzz world: no console account for ${identity}`);
      return signNow(id, 'biz');
    },
    async disposableCandidate() {
      const id = await addCandidate(app, nextPhone(), '정일회');
      return { id, token: await sign(id, 'candidate') };
    },
  };
}
