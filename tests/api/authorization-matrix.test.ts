/**
 * The authorization matrix: every route the server registers × every kind of caller, each cell the
 * exact status. A route the server registers without a row here fails the suite, and so does a row
 * whose route is gone.
 *
 * Callers (columns): anon — no token; A and B — two submitted candidates; partner — the referral
 * partner; X — 누리페이's recruiter, whose offer A accepted; Y — 한빛모빌리티's recruiter, A's current
 * employer; op — an operator. Every id a request carries (path, query or body) is someone else's:
 * A's objects for every caller but A, B's objects for A. The last column, own, is A on A's own
 * objects: the control that proves the request is a valid one, so a 404 in the other columns is
 * about who asks, not about the request. `-` where no object is named. A `[variant]` row is the
 * same route on other objects (the console's two kinds of room) or again after A's own cell settled
 * the object (`[refused]`, `[deleted]`…: B still gets a stranger's 404, not the object's state).
 *
 * The world is built once per driver (authorization-fixtures.ts) and the rows run in table order:
 * a cell's own writes (a refusal, a deletion) use objects no later row needs, and the rows that end
 * A's and B's accounts come last.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerRevisions, offers } from '../../server/db/schema';
import { guestInquiries } from '../../server/db/schema-guest-inquiries';
import { coffeechatSlots } from '../../server/db/schema-meetings';
import { pushSubscriptions } from '../../server/db/schema-push';
import { createUpload } from '../../server/domain/file-uploads';
import { askRevision } from '../../server/features/offers/revision-asks';
import { ErrorBody } from '../../src/contract/errors';
import {
  buildWorld,
  COLUMNS,
  type Column,
  EARNER_IDENTITY,
  freshPhone,
  isLive,
  type Party,
  PDF,
  pushSubscription,
  type World,
} from './authorization-fixtures';
import { curationItem, offerTerms } from './biz-fixtures';
import { latestGuestCode } from './guest-fixtures';
import { latestCode } from './helpers';
import { EARNER, verifyBody } from './income-fixtures';
import { fillPath, registeredRoutes, routeKey } from './route-table';
import { signupBody } from './signup-flow';
import { createTestApp, drivers, type TestApp } from './test-app';

// biome-ignore format: the matrix is a table
const MATRIX = `
  route                                                   anon  A    B    partner X    Y    op   own
  # Sessions and sign-in: a credential in the body or the bearer, never a session's id
  GET    /api/auth/refresh                                401   200  200  200     200  200  200  -
  POST   /api/auth/logout                                 200   200  200  200     200  200  200  -
  POST   /api/users/login/code                            200   200  200  200     200  200  200  -
  POST   /api/users/login                                 200   200  200  200     200  200  200  -
  GET    /api/auth/kakao/authorize-url                    200   200  200  200     200  200  200  -
  POST   /api/users/login/kakao                           200   200  200  200     200  200  200  -
  POST   /api/biz/login                                   200   200  200  200     200  200  200  -
  POST   /api/partners/login                              200   200  200  200     200  200  200  -
  # Public content: the same for everyone
  GET    /api/health                                      200   200  200  200     200  200  200  -
  GET    /api/health/live                                 200   200  200  200     200  200  200  -
  GET    /api/health/ready                                200   200  200  200     200  200  200  -
  GET    /api/companies                                   200   200  200  200     200  200  200  -
  GET    /api/companies/logo                              200   200  200  200     200  200  200  -
  GET    /api/faqs                                        200   200  200  200     200  200  200  -
  GET    /api/rolling                                     200   200  200  200     200  200  200  -
  GET    /api/company-details                             200   200  200  200     200  200  200  -
  GET    /api/v3/users/forums/blog                        200   200  200  200     200  200  200  -
  GET    /api/ranking                                     200   200  200  200     200  200  200  -
  GET    /api/careers                                     200   200  200  200     200  200  200  -
  GET    /api/careers/:id                                 200   200  200  200     200  200  200  -
  POST   /api/events                                      202   202  202  202     202  202  202  -
  GET    /api/push/key                                    200   200  200  200     200  200  200  -
  GET    /api/referrals/:token                            200   200  200  200     200  200  200  -
  GET    /api/income/lifetime/item                        200   200  200  200     200  200  200  -
  GET    /api/users/labels/search                         200   200  200  200     200  200  200  -
  GET    /api/users/labels/popular                        200   200  200  200     200  200  200  -
  GET    /api/users/school                                200   200  200  200     200  200  200  -
  GET    /api/users/major                                 200   200  200  200     200  200  200  -
  # Sign-up: before the verification nobody has a session; the sign-up id and the continuation are the credential
  POST   /api/users/utm                                   200   200  200  200     200  200  200  -
  PATCH  /api/users/utm                                   403   403  403  403     403  403  403  200
  GET    /api/users/exist                                 200   200  200  200     200  200  200  -
  POST   /api/v2/users                                    200   200  200  200     200  200  200  -
  POST   /api/v3/users/verify/request                     200   200  200  200     200  200  200  -
  POST   /api/v3/users/verify                             200   200  200  200     200  200  200  -
  POST   /api/v2/users/verify                             200   200  200  200     200  200  200  -
  # Sandbox only: the inbox and the consent screen stand in for the person's phone and messenger
  GET    /api/sandbox/inbox                               200   200  200  200     200  200  200  -
  POST   /api/sandbox/oauth/authorize                     200   200  200  200     200  200  200  -
  POST   /api/sandbox/offers/expire                       401   404  404  403     403  403  403  200
  POST   /api/sandbox/offers/revision-due                 401   404  404  403     403  403  403  200
  # The candidate after the verification
  GET    /api/v3/users/my                                 401   200  200  403     403  403  403  -
  POST   /api/v3/users/verify/salary                      401   200  200  403     403  403  403  -
  POST   /api/users/verify/salary                         401   200  200  403     403  403  403  -
  POST   /api/v3/users/tax                                401   200  200  403     403  403  403  -
  POST   /api/v3/users/tax/verify                         401   404  404  403     403  403  403  200
  POST   /api/v3/users/tax/verify [completed]             401   404  404  403     403  403  403  410
  POST   /api/v2/users/salary                             401   200  200  403     403  403  403  -
  GET    /api/v2/users/salary                             401   200  200  403     403  403  403  -
  GET    /api/v3/users/salary                             401   200  200  403     403  403  403  -
  PATCH  /api/users/additional                            401   200  200  403     403  403  403  -
  DELETE /api/users/tax                                   401   200  200  403     403  403  403  -
  GET    /api/users/career                                401   200  200  403     403  403  403  -
  POST   /api/v3/users/submit                             401   200  200  403     403  403  403  -
  GET    /api/users/verify                                401   200  200  403     403  403  403  -
  # Offers, curations, coffee chats
  GET    /api/v3/users/offers                             401   200  200  403     403  403  403  -
  GET    /api/v2/users/offers                             401   200  200  403     403  403  403  -
  GET    /api/users/offers/:userId/:companyId             401   404  404  403     403  403  403  200
  GET    /api/v2/users/offers/history                     401   200  200  403     403  403  403  -
  GET    /api/v2/users/offers/:id/company                 401   404  404  403     403  403  403  200
  GET    /api/v2/users/offers/:id                         401   404  404  403     403  403  403  200
  PATCH  /api/users/offers/like                           401   404  404  403     403  403  403  200
  PATCH  /api/v2/users/offers/refuse/:id                  401   404  404  403     403  403  403  200
  PATCH  /api/v2/users/offers/refuse/:id [refused]        401   404  404  403     403  403  403  409
  POST   /api/v2/users/offers/:id/revision                401   404  404  403     403  403  403  200
  POST   /api/v2/users/offers/:id/revision [asked]        401   404  404  403     403  403  403  409
  POST   /api/v2.1/users/coffeechat                       401   404  404  403     403  403  403  201
  POST   /api/v2.1/users/coffeechat [accepted]            401   404  404  403     403  403  403  409
  GET    /api/users/coffeechats/questions                 401   404  404  403     403  403  403  200
  POST   /api/users/coffeechats/questions                 401   404  404  403     403  403  403  200
  GET    /api/users/offers/group/:groupId                 401   404  404  403     403  403  403  200
  PATCH  /api/users/offers/group/:groupId                 401   404  404  403     403  403  403  200
  PATCH  /api/users/offers/group/:groupId [answered]      401   404  404  403     403  403  403  409
  GET    /api/v3/users/my/attack                          401   200  200  403     403  403  403  -
  PATCH  /api/v2/users/attack                             401   200  200  403     403  403  403  -
  # Messages
  GET    /api/users/message/room                          401   200  200  403     403  403  403  -
  POST   /api/users/message/room                          401   201  201  403     403  403  403  -
  POST   /api/users/message                               401   404  404  403     403  403  403  201
  GET    /api/users/message/:roomId                       401   404  404  403     403  403  403  200
  GET    /api/users/message/:roomId/:messageId            401   404  404  403     403  403  403  200
  PATCH  /api/users/message/:roomId/read                  401   404  404  403     403  403  403  200
  GET    /api/users/operator/:roomId                      401   404  404  403     403  403  403  200
  # Profile
  GET    /api/v3/users/profile                            401   200  200  403     403  403  403  -
  GET    /api/v3/users/profile/preview                    401   200  200  403     403  403  403  -
  GET    /api/v2/users/profile                            401   200  200  403     403  403  403  -
  GET    /api/users/profile/:id                           401   404  404  403     403  403  403  200
  PATCH  /api/v2/users/more/:id                           401   404  404  403     403  403  403  200
  PATCH  /api/v2/users/select/:id                         401   404  404  403     403  403  403  200
  GET    /api/users/companies/:mode                       401   200  200  403     403  403  403  -
  PATCH  /api/users/companies/:mode                       401   200  200  403     403  403  403  -
  GET    /api/users/companies/search                      401   200  200  403     403  403  403  -
  GET    /api/users/techStackSearch                       401   200  200  403     403  403  403  -
  GET    /api/users/techStackRecommend                    401   200  200  403     403  403  403  -
  PATCH  /api/users/techstack                             401   200  200  403     403  403  403  -
  PATCH  /api/users/hashtag                               401   200  200  403     403  403  403  -
  PATCH  /api/users/email                                 401   200  200  403     403  403  403  -
  PATCH  /api/users/willingness                           401   200  200  403     403  403  403  -
  PATCH  /api/users/ismajor                               401   200  200  403     403  403  403  -
  GET    /api/users/surveys/:id                           401   404  404  403     403  403  403  200
  PATCH  /api/users/surveys/:id                           401   404  404  403     403  403  403  200
  GET    /api/users/surveys/answer/:id                    401   404  404  403     403  403  403  200
  GET    /api/v3/users/report                             401   200  200  403     403  403  403  -
  # Schools
  GET    /api/users/schools                               401   200  200  403     403  403  403  -
  POST   /api/users/schools                               401   201  201  403     403  403  403  -
  GET    /api/users/schools/:id                           401   404  404  403     403  403  403  200
  PATCH  /api/users/schools/:id                           401   404  404  403     403  403  403  200
  DELETE /api/users/schools/:id                           401   404  404  403     403  403  403  200
  DELETE /api/users/schools/:id [deleted]                 401   404  404  403     403  403  403  404
  # Files: a claim of someone else's file is 400 (docs/API.md, Files); a signed file URL is its own authority
  GET    /api/users/s3/upload/:id                         401   404  404  403     403  403  403  200
  GET    /api/users/agent/upload                          401   200  200  403     403  403  403  -
  POST   /api/users/agent                                 401   400  400  403     403  403  403  201
  GET    /api/inbound/user/files                          401   200  200  403     403  403  403  -
  PUT    /api/files/:token                                200   200  200  200     200  200  200  200
  GET    /api/files/:token                                200   200  200  200     200  200  200  200
  # Push: deleting someone else's endpoint answers 204 and deletes nothing
  POST   /api/push/subscriptions                          401   204  204  403     403  403  403  -
  DELETE /api/push/subscriptions                          401   204  204  403     403  403  403  204
  # Lifetime income
  POST   /api/income/lifetime/verify                      401   200  200  403     403  403  403  -
  GET    /api/income/lifetime/verify/status               401   404  404  403     403  403  403  200
  POST   /api/income/lifetime                             401   404  404  403     403  403  403  200
  POST   /api/income/lifetime/complete                    401   404  404  403     403  403  403  200
  GET    /api/income/lifetime/result                      401   200  200  403     403  403  403  -
  POST   /api/income/lifetime/share                       401   404  404  403     403  403  403  200
  # Partners
  GET    /api/partners/me                                 401   403  403  200     403  403  403  -
  # The business console: Y never sees A
  GET    /api/biz/me                                      401   403  403  403     200  200  200  -
  GET    /api/biz/companies                               401   403  403  403     200  200  200  -
  GET    /api/biz/candidates                              401   403  403  403     200  200  200  -
  GET    /api/biz/candidates/:id                          401   403  403  403     200  404  200  -
  GET    /api/biz/candidates/:id/companies                401   403  403  403     200  404  200  -
  POST   /api/biz/offers                                  401   403  403  403     201  404  201  -
  POST   /api/biz/curations                               401   403  403  403     403  403  201  -
  GET    /api/biz/offers                                  401   403  403  403     200  200  200  -
  POST   /api/biz/offers/:id/revision                     401   403  403  403     200  404  404  -
  POST   /api/biz/offers/:id/revision [answered]          401   403  403  403     409  404  404  -
  POST   /api/biz/offers/:id/revision-request             401   403  403  403     403  403  404  -
  GET    /api/biz/coffeechats                             401   403  403  403     200  200  200  -
  # Coffee-chat meetings: A's chat with X's company moves through every state, in row order
  GET    /api/users/coffeechats/meetings                  401   200  200  403     403  403  403  -
  POST   /api/biz/coffeechats/:id/slots                   401   403  403  403     200  404  404  -
  GET    /api/users/coffeechats/:id/meeting               401   404  404  403     403  403  403  200
  POST   /api/users/coffeechats/:id/meeting/pick          401   404  404  403     403  403  403  200
  GET    /api/users/coffeechats/:id/meeting.ics           401   404  404  403     403  403  403  200
  POST   /api/users/coffeechats/:id/meeting/other-times   401   404  404  403     403  403  403  200
  POST   /api/biz/coffeechats/seen                        401   403  403  403     200  200  200  -
  GET    /api/biz/coffeechats/stalled                     401   403  403  403     403  403  200  -
  POST   /api/biz/coffeechats/:id/complete                401   403  403  403     409  404  404  -
  POST   /api/users/coffeechats/:id/meeting/cancel        401   404  404  403     403  403  403  200
  POST   /api/biz/coffeechats/:id/cancel                  401   403  403  403     409  404  404  -
  GET    /api/biz/message/rooms                           401   403  403  403     200  200  200  -
  GET    /api/biz/message/rooms/:roomId [company]         401   403  403  403     200  404  404  -
  GET    /api/biz/message/rooms/:roomId [operator]        401   403  403  403     404  404  200  -
  GET    /api/biz/message/rooms/:roomId/:messageId [company]  401  403  403  403  200  404  404  -
  GET    /api/biz/message/rooms/:roomId/:messageId [operator] 401  403  403  403  404  404  200  -
  POST   /api/biz/message/rooms/:roomId [company]         401   403  403  403     201  404  404  -
  POST   /api/biz/message/rooms/:roomId [operator]        401   403  403  403     404  404  201  -
  PATCH  /api/biz/message/rooms/:roomId/read [company]    401   403  403  403     200  404  404  -
  PATCH  /api/biz/message/rooms/:roomId/read [operator]   401   403  403  403     404  404  200  -
  # Guest inquiries: anyone may leave one; only operators and agents read and answer them
  POST   /api/guest/inquiries/codes                       200   200  200  200     200  200  200  -
  POST   /api/guest/inquiries                             201   201  201  201     201  201  201  -
  GET    /api/biz/guest-inquiries                         401   403  403  403     403  403  200  -
  GET    /api/biz/guest-inquiries/:inquiryId              401   403  403  403     403  403  200  -
  POST   /api/biz/guest-inquiries/:inquiryId/answers      401   403  403  403     403  403  201  -
  # The account, last: these end A's and B's accounts
  PATCH  /api/v2/users/stop                               401   200  200  403     403  403  403  -
  DELETE /api/v3/users                                    401   200  200  403     403  403  403  -
`;

type Status = number | '-';
interface Row {
  /** `METHOD /path`, as route-table.ts keys routes. */
  route: string;
  /** `METHOD /path [variant]`: the key of its request below. */
  label: string;
  expect: Record<Column, Status>;
}

function parseMatrix(text: string): Row[] {
  const rows: Row[] = [];
  for (const line of text.split('\n').map((entry) => entry.trim())) {
    if (!line || line.startsWith('#') || line.startsWith('route ')) continue;
    const match = line.match(/^(\w+)\s+(\S+)(?:\s+(\[\w+\]))?\s+(.+)$/);
    const statuses = match?.[4].split(/\s+/) ?? [];
    if (!match || statuses.length !== COLUMNS.length) throw new Error(`malformed matrix line: ${line}`);
    const route = `${match[1]} ${match[2]}`;
    rows.push({
      route,
      label: match[3] ? `${route} ${match[3]}` : route,
      expect: Object.fromEntries(
        COLUMNS.map((column, index) => [column, statuses[index] === '-' ? '-' : Number(statuses[index])]),
      ) as Record<Column, Status>,
    });
  }
  return rows;
}

const rows = parseMatrix(MATRIX);

interface Cell {
  app: TestApp;
  world: World;
  column: Column;
  /** The party whose objects the request names: B's for A, A's for everyone else (own included). */
  target: Party;
  /** The candidate asking, where the body must be their own (A for every non-candidate). */
  self: Party;
}

interface Call {
  params?: Record<string, string | number>;
  query?: string;
  json?: unknown;
  body?: NonNullable<RequestInit['body']>;
  headers?: Record<string, string>;
  /** Another bearer than the column's access token: null for none. */
  token?: string | null;
  /** Checked after the cell answered (not for own). */
  after?: () => Promise<void>;
}

const isCandidate = (column: Column) => column === 'A' || column === 'B' || column === 'own';

/** The refresh token each caller signed in with. */
function refreshTokenOf({ world, column, self }: Cell): string | null {
  if (column === 'anon') return null;
  if (isCandidate(column)) return self.session.refreshToken;
  return world.sessions[column as keyof World['sessions']].refreshToken;
}

/** A new sign-in's refresh token for the caller, so a logout ends no session another row uses. */
async function freshRefreshToken({ app, world, column, self }: Cell): Promise<string | null> {
  if (column === 'anon') return null;
  if (isCandidate(column)) return app.deps.refreshTokens.issue(self.id, 'candidate');
  const kind = column === 'partner' ? 'partner' : 'biz';
  return app.deps.refreshTokens.issue(world.subjects[column as keyof World['subjects']], kind);
}

const REDIRECT_URI = '/login/autho';
const message = (text: string) => ({ message: text });

/** How each row's request is made; rows without ids or bodies need none. */
const requests: Record<string, (cell: Cell) => Call | Promise<Call>> = {
  'GET /api/auth/refresh': (cell) => ({ token: refreshTokenOf(cell) }),
  'POST /api/auth/logout': async (cell) => ({ token: await freshRefreshToken(cell) }),
  'POST /api/users/login/code': ({ target }) => ({ json: { phone: target.phone } }),
  'POST /api/users/login': async ({ app, target }) => {
    const sent = await app.request('/api/users/login/code', { method: 'POST', json: { phone: target.phone } });
    expect(sent.status).toBe(200);
    return { json: { phone: target.phone, code: await latestCode(app, target.phone) } };
  },
  'GET /api/auth/kakao/authorize-url': () => ({
    query: `redirectUri=${encodeURIComponent(REDIRECT_URI)}&state=matrix-state`,
  }),
  'POST /api/users/login/kakao': async ({ app, target }) => {
    const consent = await app.request('/api/sandbox/oauth/authorize', {
      method: 'POST',
      json: { phone: target.phone, redirectUri: REDIRECT_URI, state: 'matrix-state' },
    });
    const { redirectTo } = (await consent.json()) as { redirectTo: string };
    const code = new URL(redirectTo, 'http://localhost').searchParams.get('code');
    return { json: { code, redirectUri: REDIRECT_URI } };
  },
  'POST /api/biz/login': () => ({ json: { email: 'operator@boltx.example', password: 'boltx-demo-2026' } }),
  'POST /api/partners/login': () => ({ json: { email: 'partner@boltx.example', password: 'boltx-demo-2026' } }),

  'GET /api/companies/logo': () => ({ query: `name=${encodeURIComponent('누리페이')}` }),
  'GET /api/careers/:id': ({ world }) => ({ params: { id: world.jobLabelId } }),
  'POST /api/events': () => ({
    json: { events: [{ name: 'page_view', path: '/', anonymousId: 'matrix-visitor-1' }] },
  }),
  'GET /api/referrals/:token': () => ({ params: { token: 'MinjunPartner1' } }),
  'GET /api/users/labels/search': () => ({ query: `q=${encodeURIComponent('개발')}` }),
  'GET /api/users/school': () => ({ query: `q=${encodeURIComponent('대학')}` }),
  'GET /api/users/major': () => ({ query: `q=${encodeURIComponent('경영')}` }),

  'POST /api/users/utm': () => ({ json: { landing: '/' } }),
  'PATCH /api/users/utm': ({ target }) => ({ json: { id: target.utmId, status: 'SUBMITTED', userId: target.id } }),
  'GET /api/users/exist': ({ target }) => ({
    query: `name=${encodeURIComponent(target.name)}&phone=${target.phone}`,
  }),
  'POST /api/v2/users': () => ({ json: signupBody(freshPhone(), EARNER) }),
  'POST /api/v3/users/verify/request': ({ target }) => ({
    json: {
      id: target.signup.id,
      loginTypeLevel: 1,
      phone: target.signup.body.phone,
      name: target.signup.body.name,
      birthday: target.signup.body.birthday,
      gender: target.signup.body.gender,
    },
  }),
  'POST /api/v3/users/verify': ({ world }) => ({ json: world.continuations.shift() }),
  'POST /api/v2/users/verify': ({ world }) => ({ json: world.continuations.shift() }),

  'GET /api/sandbox/inbox': ({ target }) => ({ query: `phone=${target.phone}` }),
  'POST /api/sandbox/oauth/authorize': ({ target }) => ({
    json: { phone: target.phone, redirectUri: REDIRECT_URI, state: 'matrix-state' },
  }),
  'POST /api/sandbox/offers/expire': ({ target }) => ({ json: { offerId: target.expireOfferId } }),
  'POST /api/sandbox/offers/revision-due': ({ target }) => ({ json: { offerId: target.revisionDueOfferId } }),

  'POST /api/v3/users/tax': ({ self }) => ({
    json: { name: self.name, phone: self.phone, identity: EARNER_IDENTITY, consent: true },
  }),
  'POST /api/v3/users/tax/verify': ({ target }) => ({ json: target.taxContinuation }),
  'POST /api/v2/users/salary': () => ({
    json: { salaryType: 'HEALTH', salaryItems: [{ type: 'INPUT', year: 2025, salary: 6300 }] },
  }),

  'GET /api/v2/users/offers/:id': ({ target }) => ({ params: { id: target.offerId } }),
  'GET /api/v2/users/offers/:id/company': ({ target }) => ({ params: { id: target.offerId } }),
  'GET /api/users/offers/:userId/:companyId': ({ world, target }) => ({
    params: { userId: target.id, companyId: world.companies['nuri-pay'] },
  }),
  'PATCH /api/users/offers/like': ({ target }) => ({ json: { id: target.offerId, isLike: true } }),
  'PATCH /api/v2/users/offers/refuse/:id': ({ target }) => ({
    params: { id: target.refuseOfferId },
    json: { refusalReason: '연봉이 맞지 않아요' },
  }),
  'POST /api/v2.1/users/coffeechat': ({ target }) => ({ json: { offerId: target.acceptOfferId } }),
  'POST /api/v2/users/offers/:id/revision': ({ target }) => ({
    params: { id: target.reviseOfferId },
    json: { salaryMin: 8000, salaryMax: 9500, wishes: ['재택근무'] },
  }),
  'POST /api/biz/offers/:id/revision-request': ({ target }) => ({
    params: { id: target.offerId },
    json: { salaryMin: 8000, salaryMax: 9500, wishes: ['재택근무'] },
  }),
  'POST /api/biz/offers/:id/revision': async ({ app, world, target }) => ({
    params: { id: (await xOfferAskedToRevise(app, target.id, world.companies['nuri-pay'])) ?? target.offerId },
    json: { decision: 'KEEP', reason: '올해 예산이 정해져 있어요.' },
  }),
  'GET /api/users/coffeechats/questions': ({ target }) => ({ query: `coffeechatId=${target.coffeechatId}` }),
  'POST /api/users/coffeechats/questions': ({ target }) => ({
    json: { coffeechatId: target.coffeechatId, items: ['팀 구성은 어떻게 되나요?'] },
  }),
  'POST /api/biz/coffeechats/:id/slots': ({ app, target }) => ({
    params: { id: target.coffeechatId },
    json: { mode: 'ONLINE', link: 'https://meet.example.com/matrix', slots: [slotIn(app, 24), slotIn(app, 26)] },
  }),
  'GET /api/users/coffeechats/:id/meeting': ({ target }) => ({ params: { id: target.coffeechatId } }),
  'POST /api/users/coffeechats/:id/meeting/pick': async ({ app, target }) => ({
    params: { id: target.coffeechatId },
    json: { slotId: (await firstSlotOf(app, target.coffeechatId)) ?? 1 },
  }),
  'GET /api/users/coffeechats/:id/meeting.ics': ({ target }) => ({ params: { id: target.coffeechatId } }),
  'POST /api/users/coffeechats/:id/meeting/other-times': ({ target }) => ({
    params: { id: target.coffeechatId },
    json: { note: '다음 주 오후가 좋아요' },
  }),
  'POST /api/biz/coffeechats/seen': ({ target }) => ({ json: { ids: [target.coffeechatId] } }),
  'POST /api/biz/coffeechats/:id/complete': ({ target }) => ({ params: { id: target.coffeechatId } }),
  'POST /api/users/coffeechats/:id/meeting/cancel': ({ target }) => ({
    params: { id: target.coffeechatId },
    json: { reason: '다른 회사로 결정했어요' },
  }),
  'POST /api/biz/coffeechats/:id/cancel': ({ target }) => ({
    params: { id: target.coffeechatId },
    json: { reason: '채용이 마감됐어요' },
  }),
  'GET /api/users/offers/group/:groupId': ({ target }) => ({ params: { groupId: target.groupId } }),
  'PATCH /api/users/offers/group/:groupId': ({ target }) => ({
    params: { groupId: target.answerGroupId },
    json: { groupId: target.answerGroupId, isLike: false, offerItems: [] },
  }),
  'PATCH /api/v2/users/attack': () => ({ json: { month: 1 } }),

  'POST /api/users/message/room': () => ({ json: message('연봉 협상 문의드려요.') }),
  'POST /api/users/message': ({ target }) => ({
    json: { roomId: target.operatorRoomId, ...message('추가 문의예요.') },
  }),
  'GET /api/users/message/:roomId': ({ target }) => ({ params: { roomId: target.operatorRoomId } }),
  'GET /api/users/message/:roomId/:messageId': ({ target }) => ({
    params: { roomId: target.operatorRoomId, messageId: target.operatorMessageId },
    query: 'type=before',
  }),
  'PATCH /api/users/message/:roomId/read': ({ target }) => ({
    params: { roomId: target.operatorRoomId },
    json: { messageId: target.operatorMessageId },
  }),
  'GET /api/users/operator/:roomId': ({ target }) => ({ params: { roomId: target.operatorRoomId } }),
  'POST /api/guest/inquiries/codes': () => ({ json: { contactKind: 'PHONE', contact: freshPhone() } }),
  'POST /api/guest/inquiries': async ({ app }) => {
    const contact = { contactKind: 'PHONE', contact: freshPhone() };
    const asked = await app.request('/api/guest/inquiries/codes', { method: 'POST', json: contact });
    if (asked.status !== 200) throw new Error(`guest code request failed: ${asked.status}`);
    return { json: { message: '인증이 되지 않아요.', ...contact, code: await latestGuestCode(app, contact) } };
  },
  'GET /api/biz/guest-inquiries/:inquiryId': async ({ app }) => ({ params: { inquiryId: await guestInquiry(app) } }),
  'POST /api/biz/guest-inquiries/:inquiryId/answers': async ({ app }) => ({
    params: { inquiryId: await guestInquiry(app) },
    json: message('앱에서 인증을 다시 요청해 주세요.'),
  }),

  'PATCH /api/v2/users/more/:id': ({ target }) => ({ params: { id: target.id }, json: target.morePatch }),
  'GET /api/users/profile/:id': ({ target }) => ({ params: { id: target.id } }),
  'PATCH /api/users/additional': () => ({ json: { additionReward: 500 } }),
  'PATCH /api/v2/users/select/:id': ({ target }) => ({ params: { id: target.id }, json: { userSelect: [] } }),
  'GET /api/users/companies/:mode': () => ({ params: { mode: 'interest' } }),
  'PATCH /api/users/companies/:mode': () => ({ params: { mode: 'interest' }, json: { companyIds: [] } }),
  'GET /api/users/companies/search': () => ({ query: `q=${encodeURIComponent('누리')}` }),
  'GET /api/users/techStackSearch': () => ({ query: 'q=re' }),
  'PATCH /api/users/techstack': () => ({ json: { techStackItems: ['React'] } }),
  'PATCH /api/users/hashtag': () => ({ json: { hashtags: ['백엔드'] } }),
  'PATCH /api/users/email': () => ({ json: { email: 'me@example.com' } }),
  'PATCH /api/users/willingness': () => ({ json: { willingness: 'OPEN' } }),
  'PATCH /api/users/ismajor': () => ({ json: { isMajor: true } }),
  'GET /api/users/surveys/:id': ({ target }) => ({ params: { id: target.id } }),
  'PATCH /api/users/surveys/:id': ({ target }) => ({
    params: { id: target.id },
    json: { userSurveyItems: [{ code: 'Q2', answer: '원격 근무를 원해요.' }] },
  }),
  'GET /api/users/surveys/answer/:id': ({ target }) => ({ params: { id: target.id }, query: 'surveyCodeItems=Q1' }),

  'POST /api/users/schools': () => ({
    json: { school: '한국대학교', major: '경영학', degree: '석사', start: '2018-03', end: '2020-02' },
  }),
  'GET /api/users/schools/:id': ({ target }) => ({ params: { id: target.schoolId } }),
  'PATCH /api/users/schools/:id': ({ target }) => ({
    params: { id: target.schoolId },
    json: { major: '소프트웨어학' },
  }),
  'DELETE /api/users/schools/:id': ({ target }) => ({ params: { id: target.deleteSchoolId } }),

  'GET /api/users/s3/upload/:id': ({ target }) => ({ params: { id: target.id }, query: 'type=portfolio&fileType=pdf' }),
  'GET /api/users/agent/upload': () => ({ query: 'fileType=png' }),
  'POST /api/users/agent': ({ target }) => ({ json: { message: '포트폴리오도 봐 주세요.', fileIds: [target.fileId] } }),
  'PUT /api/files/:token': async ({ app, target }) => {
    // A fresh upload URL of the target's per cell: each stores its file once.
    const ticket = await createUpload(app.deps, target.id, { purpose: 'resume', fileType: 'pdf' });
    return {
      params: { token: decodeURIComponent(ticket.uploadUrl.split('/').pop() ?? '') },
      headers: ticket.uploadHeaders,
      body: PDF,
    };
  },
  'GET /api/files/:token': ({ target }) => ({ params: { token: target.fileToken } }),

  'POST /api/push/subscriptions': ({ column }) => ({
    json: pushSubscription(`https://fcm.googleapis.com/fcm/send/matrix-new-${column}`),
  }),
  'DELETE /api/push/subscriptions': ({ app, target }) => ({
    json: { endpoint: target.pushEndpoint },
    after: async () => {
      const rows = await app.deps.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, target.pushEndpoint));
      expect(
        rows.map((row) => row.candidateId),
        'someone else’s subscription stays',
      ).toEqual([target.id]);
    },
  }),

  'POST /api/income/lifetime/verify': () => ({ json: verifyBody() }),
  'GET /api/income/lifetime/verify/status': ({ target }) => ({ query: `eventId=${target.eventId}&loadCount=1` }),
  'POST /api/income/lifetime': ({ target }) => ({ json: { eventId: target.eventId, startYear: 2018, endYear: 2022 } }),
  'POST /api/income/lifetime/complete': ({ target }) => ({ json: { eventId: target.eventId } }),
  'POST /api/income/lifetime/share': ({ target }) => ({ json: { mode: 'money', eventId: target.eventId } }),

  'GET /api/biz/candidates/:id': ({ target }) => ({ params: { id: target.id } }),
  'GET /api/biz/candidates/:id/companies': ({ target }) => ({ params: { id: target.id } }),
  'POST /api/biz/offers': ({ world, column, target }) => ({
    // A recruiter sends for their own company; an operator names one.
    json: offerTerms(target.id, column === 'op' ? { companyId: world.companies['hanui-invest'] } : {}),
  }),
  'POST /api/biz/curations': ({ world, target }) => ({
    json: {
      candidateId: target.id,
      message: '두 회사를 골라 봤어요.',
      items: [curationItem(world.companies['barodaeum-logistics']), curationItem(world.companies['hangyeol-motors'])],
    },
  }),
  ...settledAgain([
    'POST /api/v3/users/tax/verify [completed]',
    'PATCH /api/v2/users/offers/refuse/:id [refused]',
    'POST /api/v2/users/offers/:id/revision [asked]',
    'POST /api/biz/offers/:id/revision [answered]',
    'POST /api/v2.1/users/coffeechat [accepted]',
    'PATCH /api/users/offers/group/:groupId [answered]',
    'DELETE /api/users/schools/:id [deleted]',
  ]),
  ...bizRoomRequests('company', (party) => [party.companyRoomId, party.companyMessageId]),
  ...bizRoomRequests('operator', (party) => [party.operatorRoomId, party.operatorMessageId]),

  'DELETE /api/v3/users': () => ({ json: { reason: '이직했어요' } }),
};

/**
 * The offer X sent A in the `POST /api/biz/offers` row (one open offer per company), with A's
 * request for a revision: asked the first time a cell needs it. B has none (candidates are refused
 * before the id matters).
 */
async function xOfferAskedToRevise(app: TestApp, candidateId: string, companyId: number): Promise<number | undefined> {
  const [offer] = await app.deps.db
    .select({ id: offers.id, revision: offerRevisions.id })
    .from(offers)
    .leftJoin(offerRevisions, eq(offerRevisions.offerId, offers.id))
    .where(and(eq(offers.candidateId, candidateId), eq(offers.companyId, companyId), eq(offers.status, 'WAITING')));
  if (!offer) return undefined;
  if (offer.revision === null)
    await askRevision(app.deps.db, candidateId, offer.id, { wishes: ['재택근무'] }, app.deps.now());
  return offer.id;
}

/** A 30-minute slot starting `hours` from the app's now. */
function slotIn(app: TestApp, hours: number) {
  const start = app.deps.now().getTime() + hours * 60 * 60_000;
  return { startsAt: new Date(start).toISOString(), endsAt: new Date(start + 30 * 60_000).toISOString() };
}

async function firstSlotOf(app: TestApp, coffeechatId: number): Promise<number | undefined> {
  const [slot] = await app.deps.db
    .select({ id: coffeechatSlots.id })
    .from(coffeechatSlots)
    .where(eq(coffeechatSlots.coffeechatId, coffeechatId));
  return slot?.id;
}

/**
 * The `[completed]`, `[refused]`… rows repeat a row once A's own cell has settled A's object: B
 * still gets the 404 of a stranger, never the 409 or 410 that would tell the object's state.
 */
function settledAgain(labels: string[]) {
  return Object.fromEntries(labels.map((label) => [label, (cell: Cell) => requests[label.split(' [')[0]](cell)]));
}

/** A guest inquiry of its own for each cell, stored as the API stores one: its contact confirmed. */
async function guestInquiry(app: TestApp): Promise<number> {
  const [row] = await app.deps.db
    .insert(guestInquiries)
    .values({ contactKind: 'PHONE', contact: freshPhone(), body: '휴대폰을 바꿨어요.', contactVerifiedAt: new Date() })
    .returning({ id: guestInquiries.id });
  return row.id;
}

function bizRoomRequests(variant: string, roomOf: (party: Party) => [number, number]) {
  return {
    [`GET /api/biz/message/rooms/:roomId [${variant}]`]: ({ target }: Cell) => ({
      params: { roomId: roomOf(target)[0] },
    }),
    [`GET /api/biz/message/rooms/:roomId/:messageId [${variant}]`]: ({ target }: Cell) => ({
      params: { roomId: roomOf(target)[0], messageId: roomOf(target)[1] },
      query: 'type=after',
    }),
    [`POST /api/biz/message/rooms/:roomId [${variant}]`]: ({ target }: Cell) => ({
      params: { roomId: roomOf(target)[0] },
      json: message('안녕하세요, 일정 확인 부탁드려요.'),
    }),
    [`PATCH /api/biz/message/rooms/:roomId/read [${variant}]`]: ({ target }: Cell) => ({
      params: { roomId: roomOf(target)[0] },
      json: { messageId: roomOf(target)[1] },
    }),
  };
}

function accessTokenOf(world: World, column: Column): string | undefined {
  if (column === 'anon') return undefined;
  if (column === 'A' || column === 'own') return world.a.session.accessToken;
  if (column === 'B') return world.b.session.accessToken;
  return world.sessions[column].accessToken;
}

const line = (values: Record<Column, Status | undefined>) =>
  COLUMNS.map((column) => `${column}=${values[column] ?? '?'}`).join(' ');

describe.each(drivers)('the authorization matrix on %s', (driver) => {
  let app: TestApp;
  let world: World;
  let filesDir: string;
  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'boltx-matrix-files-'));
    // Limits are other suites' subject: here every cell may send its codes and lookups.
    app = await createTestApp(driver, {
      FILES_DIR: filesDir,
      CODE_SENDS_PER_HOUR: '1000',
      CAREER_LOOKUPS_PER_DAY: '1000',
    });
    world = await buildWorld(app);
  });
  afterAll(async () => {
    await app?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('has a row for every route the server registers, and no row for a route it does not', () => {
    const registered = registeredRoutes(app).map(routeKey);
    const inMatrix = new Set(rows.map((row) => row.route));
    expect({
      withoutRow: registered.filter((route) => !inMatrix.has(route)),
      withoutRoute: [...inMatrix].filter((route) => !registered.includes(route)),
      requestsWithoutRow: Object.keys(requests).filter((label) => !rows.some((row) => row.label === label)),
    }).toEqual({ withoutRow: [], withoutRoute: [], requestsWithoutRow: [] });
  });

  async function send(row: Row, column: Column) {
    const cell: Cell = {
      app,
      world,
      column,
      target: column === 'A' ? world.b : world.a,
      self: column === 'B' ? world.b : world.a,
    };
    const call = (await requests[row.label]?.(cell)) ?? {};
    const [method, pattern] = row.route.split(' ');
    const params = Object.fromEntries(Object.entries(call.params ?? {}).map(([name, value]) => [name, String(value)]));
    const url = fillPath(pattern, params) + (call.query ? `?${call.query}` : '');
    const token = call.token === undefined ? accessTokenOf(world, column) : (call.token ?? undefined);
    const response = await app.request(url, {
      method,
      token,
      json: call.json,
      body: call.body,
      headers: call.headers,
      ...(call.body ? { duplex: 'half' } : {}),
    } as RequestInit & { json?: unknown; token?: string });
    return { response, after: call.after };
  }

  it.each(rows.map((row) => [row.label, row] as const))('%s', async (_label, row) => {
    const actual = {} as Record<Column, Status | undefined>;
    const problems: string[] = [];
    for (const column of COLUMNS) {
      if (row.expect[column] === '-') {
        actual[column] = '-';
        continue;
      }
      const { response, after } = await send(row, column);
      actual[column] = response.status;
      const text = await response.text();
      if (response.status !== row.expect[column]) problems.push(`${column}: ${response.status} ${text.slice(0, 200)}`);
      if (response.status >= 400 && response.headers.get('Content-Type')?.includes('json')) {
        expect(is(JSON.parse(text), ErrorBody), `${column}: error shape of ${text.slice(0, 200)}`).toBe(true);
      }
      // A's current employer never learns A exists: no console answer of Y's names A.
      if (column === 'Y' && row.route.includes(' /api/biz/')) {
        expect(text.includes(world.a.id), `Y's ${row.label} names A`).toBe(false);
      }
      if (column !== 'own') await after?.();
    }
    expect(line(actual), problems.join('\n')).toBe(line(row.expect));
  });

  /** Routes of a candidate session: nobody else gets past their door. */
  const candidateRows = rows.filter(
    (row) => row.expect.anon === 401 && row.expect.partner === 403 && row.expect.X === 403 && row.expect.A !== 403,
  );

  it('lets a deleted account’s still-living access token through no candidate route (after the rows above)', async () => {
    expect(await isLive(app, world.a.id)).toBe(false);
    const answers: string[] = [];
    for (const row of candidateRows) {
      const { response } = await send(row, 'own');
      answers.push(`${row.label} ${response.status}`);
    }
    expect(answers).toEqual(candidateRows.map((row) => `${row.label} 401`));
  });
});
