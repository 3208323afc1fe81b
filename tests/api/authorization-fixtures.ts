/**
 * The world of the authorization matrix (authorization-matrix.test.ts), built once per driver and
 * through the API wherever the app itself builds it. Two candidates own the same kinds of objects:
 * A's are what every other caller is pointed at, B's what A is pointed at. Around them: a referral
 * partner, a recruiter of 누리페이 (X, whose offer A accepted: a coffee chat and a COMPANY room), a
 * recruiter of 한빛모빌리티 (Y, A's current employer, which must never see A) and an operator.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { bizAccounts, candidates, careers } from '../../server/db/schema';
import { messageRooms } from '../../server/db/schema-messages';
import { partners } from '../../server/db/schema-partners';
import { demoPartner } from '../../server/db/seed-demo-event';
import { companyNameKey } from '../../server/domain/company-name-key';
import type { TokenPair } from '../../src/contract/auth';
import type { UploadTicket, UserFiles } from '../../src/contract/files';
import type { MessagePage } from '../../src/contract/messages';
import type { ProfileV3 } from '../../src/contract/profile';
import type { CreateUser, TwoWayContinuation } from '../../src/contract/signup';
import { accounts, bizLogin, companyId, offerTerms, sentOffer } from './biz-fixtures';
import { EARNER, partnerLogin, startedEvent, verifyBody } from './income-fixtures';
import { sendCuration, sendOffer } from './offer-fixtures';
import { APPROVAL_MS, createSignup, signupBody, startVerification } from './signup-flow';
import type { TestApp } from './test-app';

/** Who calls: nobody, the two candidates, the partner, X's and Y's recruiters, the operator. */
const ACTORS = ['anon', 'A', 'B', 'partner', 'X', 'Y', 'op'] as const;
/** The matrix's columns: every actor, then A on A's own objects (the control that the request is a valid one). */
export const COLUMNS = [...ACTORS, 'own'] as const;
export type Column = (typeof COLUMNS)[number];
type Staff = 'X' | 'Y' | 'op';

export const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
/** The tax form's identity for EARNER (born 1995-05-30, male): birthday + a back part starting with 1. */
export const EARNER_IDENTITY = '9505301234567';
/** Approved career verifications the matrix's `POST /api/v3/users/verify` and `/v2/users/verify` rows complete, one per cell. */
const VERIFY_POOL = 16;

/** Everything a candidate owns that an id-bearing route can name. */
export interface Party {
  id: string;
  name: string;
  phone: string;
  session: TokenPair;
  /** The agent's open offers: to read and bookmark, to refuse, to accept, to end through the sandbox. */
  offerId: number;
  refuseOfferId: number;
  acceptOfferId: number;
  expireOfferId: number;
  /** An agent's offer to ask a revision of, and one already asked, to time out through the sandbox. */
  reviseOfferId: number;
  revisionDueOfferId: number;
  /** X's offer, accepted: its coffee chat (with a saved question) and the COMPANY room with X. */
  coffeechatId: number;
  companyRoomId: number;
  companyMessageId: number;
  /** An inquiry: the OPERATOR room and its first message. */
  operatorRoomId: number;
  operatorMessageId: number;
  /** Two WAITING curations of the agent: one to read, one to answer. */
  groupId: number;
  answerGroupId: number;
  /** Two school entries: one to read and change, one to delete. */
  schoolId: number;
  deleteSchoolId: number;
  /** A stored file (sent with an agent request) and the token of its signed read link. */
  fileId: number;
  fileToken: string;
  /** A completed lifetime-income lookup. */
  eventId: string;
  /** An approved tax-office lookup, not completed yet. */
  taxContinuation: TwoWayContinuation;
  /** A visit record, and a browser's push subscription. */
  utmId: string;
  pushEndpoint: string;
  /** A sign-up not verified yet, with the body it was made from. */
  signup: { id: string; body: CreateUser };
  /** The `PATCH /api/v2/users/more/{id}` body that keeps the profile as it is. */
  morePatch: unknown;
}

export interface World {
  a: Party;
  b: Party;
  /** Sessions of the partner and the console accounts (the candidates' are in their Party). */
  sessions: Record<'partner' | Staff, TokenPair>;
  /** Whose token each of those sessions is, for minting a fresh refresh-token family. */
  subjects: Record<'partner' | Staff, string>;
  companies: Record<string, number>;
  /** Approved career verifications of fresh sign-ups, each completed once. */
  continuations: TwoWayContinuation[];
  jobLabelId: number;
}

let phoneSerial = 0;
/** A phone of this suite (0107 111 xxxx): never one of the sandbox's failure endings. */
export const freshPhone = () => `0107111${String(++phoneSerial).padStart(4, '0')}`;

const SLUGS = [
  'nuri-pay',
  'hanbit-mobility',
  'garam-market',
  'dodam-edu',
  'yeoul-bio',
  'saebom-media',
  'seulgiro-ai',
  'onsaemi-robotics',
  'byeolmuri-games',
  'neulpum-healthcare',
  'hanui-invest',
  'barodaeum-logistics',
  'hangyeol-motors',
] as const;

/** A request that must answer `status`; its JSON body (the text in the failure message otherwise). */
export async function call<T>(
  app: TestApp,
  path: string,
  init: RequestInit & { json?: unknown; token?: string },
  status = 200,
) {
  const response = await app.request(path, init);
  const text = await response.text();
  expect(response.status, `${init.method ?? 'GET'} ${path}: ${text.slice(0, 300)}`).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The candidate's careers as the matrix needs them: `current` is where they work now. */
async function setCareers(app: TestApp, candidateId: string, rows: { company: string; start: string; end: string }[]) {
  await app.deps.db.delete(careers).where(eq(careers.candidateId, candidateId));
  await app.deps.db.insert(careers).values(
    rows.map((row, position) => ({
      candidateId,
      position,
      company: row.company,
      companyKey: companyNameKey(row.company),
      job: '백엔드',
      startMonth: row.start,
      endMonth: row.end,
    })),
  );
}

type Verified = { userId: string; accessToken: string; refreshToken: string };

/** Steps before the sandbox's approval: a signed-up, submitted candidate and their objects. */
async function partyBeforeApproval(app: TestApp, verified: Verified, phone: string, companies: World['companies']) {
  const token = verified.accessToken;
  const id = verified.userId;
  await call(app, '/api/v2/users/salary', {
    method: 'POST',
    token,
    json: { salaryType: 'HEALTH', salaryItems: [{ type: 'INPUT', year: 2025, salary: 6200 }] },
  });
  await call(app, '/api/v3/users/submit', { method: 'POST', token });

  // X's offer through the console, accepted: the coffee chat and the COMPANY room with X.
  const xOfferId = await sentOffer(app, 'nuri', offerTerms(id));
  const { coffeechatId } = await call<{ coffeechatId: number }>(
    app,
    '/api/v2.1/users/coffeechat',
    { method: 'POST', token, json: { offerId: xOfferId } },
    201,
  );
  await call(app, '/api/users/coffeechats/questions', {
    method: 'POST',
    token,
    json: { coffeechatId, items: ['연봉 협상 여지가 있나요?'] },
  });
  const [companyRoom] = await app.deps.db
    .select({ id: messageRooms.id })
    .from(messageRooms)
    .where(
      and(
        eq(messageRooms.candidateId, id),
        eq(messageRooms.kind, 'COMPANY'),
        eq(messageRooms.companyId, companies['nuri-pay']),
      ),
    );
  const companyMessage = await call<{ messageId: number }>(
    app,
    '/api/users/message',
    { method: 'POST', token, json: { roomId: companyRoom.id, message: '커피챗 일정 조율 부탁드려요.' } },
    201,
  );
  const inquiry = await call<MessagePage>(
    app,
    '/api/users/message/room',
    { method: 'POST', token, json: { message: '제안 관련 문의드립니다.', from: '/my' } },
    201,
  );

  const agentOffer = (company: string) => sendOffer(app, id, { from: 'agent', company });
  const offerId = await agentOffer('garam-market');
  const refuseOfferId = await agentOffer('dodam-edu');
  const acceptOfferId = await agentOffer('yeoul-bio');
  const expireOfferId = await agentOffer('saebom-media');
  const reviseOfferId = await agentOffer('boram-foodtech');
  const revisionDueOfferId = await agentOffer('deundeun-security');
  await call(app, `/api/v2/users/offers/${revisionDueOfferId}/revision`, {
    method: 'POST',
    token,
    json: { wishes: ['재택근무'] },
  });
  const { groupId } = await sendCuration(app, id, ['seulgiro-ai', 'onsaemi-robotics']);
  const { groupId: answerGroupId } = await sendCuration(app, id, ['byeolmuri-games', 'neulpum-healthcare']);

  const school = (name: string) =>
    call<{ id: number }>(
      app,
      '/api/users/schools',
      {
        method: 'POST',
        token,
        json: { school: name, major: '컴퓨터공학', degree: '학사', start: '2014-03', end: '2018-02' },
      },
      201,
    );
  const schoolId = (await school('한국대학교')).id;
  const deleteSchoolId = (await school('서울대학교')).id;
  await call(app, `/api/users/surveys/${id}`, {
    method: 'PATCH',
    token,
    json: { userSurveyItems: [{ code: 'Q1', answer: '연봉을 올리고 싶어요.' }] },
  });

  // A file: ticket, bytes, claimed by an agent request; its signed read link from the file list.
  const ticket = await call<UploadTicket>(app, `/api/users/s3/upload/${id}?type=resume&fileType=pdf`, { token });
  const put = await app.request(ticket.uploadUrl, {
    method: 'PUT',
    headers: ticket.uploadHeaders,
    body: PDF,
    duplex: 'half',
  } as RequestInit);
  expect(put.status).toBe(200);
  await call(
    app,
    '/api/users/agent',
    { method: 'POST', token, json: { message: '이력서 검토 부탁드려요.', fileIds: [ticket.fileId] } },
    201,
  );
  const { items: stored } = await call<UserFiles>(app, '/api/inbound/user/files', { token });
  const readUrl = stored.find((file) => file.id === ticket.fileId)?.readUrl ?? '';
  const fileToken = decodeURIComponent(readUrl.split('?')[0].split('/').pop() ?? '');

  const pushEndpoint = `https://fcm.googleapis.com/fcm/send/matrix-${phone}`;
  await call(app, '/api/push/subscriptions', { method: 'POST', token, json: pushSubscription(pushEndpoint) }, 204);
  const { id: utmId } = await call<{ id: string }>(app, '/api/users/utm', { method: 'POST', json: { landing: '/' } });
  const signupPhone = freshPhone();
  const signupBodyOfParty = signupBody(signupPhone, EARNER);
  const signup = { id: await createSignup(app, signupBodyOfParty), body: signupBodyOfParty };

  const profile = await call<ProfileV3>(app, '/api/v3/users/profile', { token });
  const morePatch = {
    email: profile.email,
    resumeUrl: profile.resumeUrl,
    portfolioUrl: profile.portfolioUrl,
    resumeFileId: profile.resumeFile?.id ?? null,
    portfolioFileId: profile.portfolioFile?.id ?? null,
    githubUrl: profile.githubUrl,
    linkedinUrl: profile.linkedinUrl,
    hashtags: profile.hashtags,
    careerItems: profile.careerItems.map(({ id: careerId, company, job, start, end, detail, hide }) => ({
      id: careerId,
      company,
      job,
      start,
      end,
      detail,
      hide,
    })),
    agent: profile.agent,
  };

  // Lookups whose approval comes 2 s after they start: started here, finished after the clock moves.
  const eventId = await startedEvent(app, token, verifyBody());
  const taxContinuation = await call<TwoWayContinuation>(app, '/api/v3/users/tax', {
    method: 'POST',
    token,
    json: { name: EARNER.name, phone, identity: EARNER_IDENTITY, consent: true },
  });

  return {
    id,
    name: EARNER.name,
    phone,
    session: { accessToken: verified.accessToken, refreshToken: verified.refreshToken },
    offerId,
    refuseOfferId,
    acceptOfferId,
    expireOfferId,
    reviseOfferId,
    revisionDueOfferId,
    coffeechatId,
    companyRoomId: companyRoom.id,
    companyMessageId: companyMessage.messageId,
    operatorRoomId: inquiry.room.roomId,
    operatorMessageId: inquiry.items[0].messageId,
    groupId,
    answerGroupId,
    schoolId,
    deleteSchoolId,
    fileId: ticket.fileId,
    fileToken,
    eventId,
    taxContinuation,
    utmId,
    pushEndpoint,
    signup,
    morePatch,
  } satisfies Party;
}

const browserKey = createECDH('prime256v1');
browserKey.generateKeys();

/** A browser's subscription as `PushSubscription.toJSON()` gives it. */
export function pushSubscription(endpoint: string) {
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: browserKey.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

export async function buildWorld(app: TestApp): Promise<World> {
  const companies = Object.fromEntries(
    await Promise.all(SLUGS.map(async (slug) => [slug, await companyId(app, slug)] as const)),
  );

  // A and B sign up through the sandbox: request, approval 2 s later, completion.
  const phones = [freshPhone(), freshPhone()];
  const started = [];
  for (const phone of phones) started.push(await startVerification(app, signupBody(phone, EARNER)));
  app.advance(APPROVAL_MS);
  const verified: Verified[] = [];
  for (const { continuation } of started) {
    verified.push(await call<Verified>(app, '/api/v3/users/verify', { method: 'POST', json: continuation }));
  }
  // A works at 한빛모빌리티 (Y) now; B at 해솔데이터, which has no console account.
  await setCareers(app, verified[0].userId, [
    { company: '해솔데이터', start: '2015-01', end: '2019-12' },
    { company: '한빛모빌리티', start: '2020-01', end: '' },
  ]);
  await setCareers(app, verified[1].userId, [{ company: '해솔데이터', start: '2018-01', end: '' }]);

  const partiesBefore = [];
  for (const [index, phone] of phones.entries()) {
    partiesBefore.push(await partyBeforeApproval(app, verified[index], phone, companies));
  }
  const continuations: TwoWayContinuation[] = [];
  for (let cell = 0; cell < VERIFY_POOL; cell++) {
    continuations.push((await startVerification(app, signupBody(freshPhone(), EARNER))).continuation);
  }

  app.advance(APPROVAL_MS);
  for (const party of partiesBefore) {
    // doneEvent's own start is not wanted here: poll the started event until it is DONE, then complete it.
    const status = await call<{ status: string }>(
      app,
      `/api/income/lifetime/verify/status?eventId=${party.eventId}&loadCount=1`,
      { token: party.session.accessToken },
    );
    expect(status.status).toBe('DONE');
    await call(app, '/api/income/lifetime/complete', {
      method: 'POST',
      token: party.session.accessToken,
      json: { eventId: party.eventId },
    });
  }

  const sessions = {
    partner: (await (await partnerLogin(app)).json()) as TokenPair,
    X: await bizLogin(app, 'nuri'),
    Y: await bizLogin(app, 'hanbit'),
    op: await bizLogin(app, 'operator'),
  };
  const bizId = async (email: string) =>
    (await app.deps.db.select({ id: bizAccounts.id }).from(bizAccounts).where(eq(bizAccounts.email, email)))[0].id;
  const [partner] = await app.deps.db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.email, demoPartner.email));
  const subjects = {
    partner: partner.id,
    X: await bizId(accounts.nuri),
    Y: await bizId(accounts.hanbit),
    op: await bizId(accounts.operator),
  };
  const careerList = await call<{ items: { id: number }[] }>(app, '/api/careers', {});

  return {
    a: partiesBefore[0],
    b: partiesBefore[1],
    sessions,
    subjects,
    companies,
    continuations,
    jobLabelId: careerList.items[0].id,
  };
}

/** Whether the candidate's account is there and not deleted. */
export async function isLive(app: TestApp, candidateId: string) {
  const [row] = await app.deps.db
    .select({ deletedAt: candidates.deletedAt })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  return row !== undefined && row.deletedAt === null;
}
