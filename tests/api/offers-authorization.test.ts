/**
 * Who may call which route of the offers issue, and what each caller gets (SPEC §1 privacy,
 * DESIGN.md §3 and §5, docs/API.md). One table: a route × every caller — the candidate the
 * objects belong to, another candidate, a recruiter of another company, of the candidate's current
 * employer, of a company the candidate restricted, the agent, a partner session, nobody, and four bad tokens.
 *
 * A case that may be answered (2xx) builds a world of its own (its own candidates, offers, curation
 * and coffee chat), and so does the owner's; the other cases of one route that must be refused share
 * one, since a refusal writes nothing — each checks that after its call (`unchanged`) — so cases
 * still run in any order, with a third of the worlds to build. A new route is one entry of `routes`.
 */
import { and, count, eq } from 'drizzle-orm';
import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { is, type Struct } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  candidateCompanies,
  candidates,
  careers,
  coffeechats,
  companies,
  offerGroups,
  offers,
} from '../../server/db/schema';
import { companyNameKey } from '../../server/domain/company-name-key';
import * as apiPaths from '../../src/contract/api-paths';
import {
  AnonymousProfile,
  BizCoffeechatList,
  BizCompanyList,
  BizCreated,
  BizMe,
  CandidatePool,
  SentOfferList,
} from '../../src/contract/biz';
import {
  CoffeechatCreated,
  CoffeechatQuestions,
  LikeResponse,
  MyAttack,
  Offer,
  OfferGroup,
  OfferHistory,
  OfferList,
} from '../../src/contract/offers';
import { API_BASE, pathOf } from '../../src/contract/paths';
import { type Account, accounts, bizTokens, companyId } from './biz-fixtures';
import { addCandidate, expectError } from './helpers';
import { coffeechatsOf, groupRow, markSubmitted, offerRow, sendCuration, sendOffer, tokenFor } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

const DAY_MS = 86_400_000;
const OFFER_NOT_FOUND = '제안을 찾을 수 없어요.';
const COFFEECHAT_NOT_FOUND = '커피챗을 찾을 수 없어요.';
const GROUP_NOT_FOUND = '큐레이션을 찾을 수 없어요.';
const CANDIDATE_NOT_FOUND = '후보자를 찾을 수 없습니다.';

/** The candidate's own side of the app. */
type CandidateCaller = 'owner' | 'otherCandidate';
/** Console accounts: nuri-pay (sees the owner), hanbit-mobility (the owner's employer), maru-cloud (restricted). */
type BizCaller = 'otherCompany' | 'employer' | 'restricted' | 'agent';
/** No session at all, or one the server must not believe. */
/** A valid session of the third kind (a partner's), claiming the owner's id: neither side's. */
type Partner = 'partner';
type NoSession = 'anonymous' | 'forged' | 'tampered' | 'unsigned' | 'malformed';
type Caller = CandidateCaller | BizCaller | Partner | NoSession;

const candidateCallers: CandidateCaller[] = ['owner', 'otherCandidate'];
const bizCallers: BizCaller[] = ['otherCompany', 'employer', 'restricted', 'agent'];
const badTokens: Exclude<NoSession, 'anonymous'>[] = ['forged', 'tampered', 'unsigned', 'malformed'];
const callers: Caller[] = [...candidateCallers, ...bizCallers, 'partner', 'anonymous', ...badTokens];
const accountOf: Record<BizCaller, Account> = {
  otherCompany: 'nuri',
  employer: 'hanbit',
  restricted: 'maru',
  agent: 'agent',
};

interface Person {
  id: string;
  token: string;
  name: string;
  phone: string;
}

/** Everything one case needs; built fresh for every case. */
interface World {
  /** Works at 한빛모빌리티 now, restricted 마루클라우드, submitted a minute ago. */
  owner: Person;
  /** Another submitted candidate, with one offer of their own. */
  other: Person & { offerId: number };
  /** The agent's open SUPER offer for 가람마켓. */
  openOfferId: number;
  /** The agent's offer for 도담에듀, accepted: `coffeechatId`. */
  acceptedOfferId: number;
  coffeechatId: number;
  /** The agent's WAITING curation of 슬기로AI and 여울바이오. */
  groupId: number;
  groupOfferIds: number[];
  /** 누리페이's recruiter's open offer (sent through the console), unless the route asked for none. */
  nuriOfferId: number | null;
}

interface WorldOptions {
  /** Default true. */
  nuriOffer?: boolean;
}

type Outcome =
  | {
      status: 200 | 201;
      /** Checks the body (already checked against its contract struct). */
      see?: (body: unknown, text: string, w: World) => void | Promise<void>;
      /** The owner's name and phone may appear: they accepted this viewer's offer. */
      reveals?: boolean;
    }
  | { status: 401 | 403 | 404; code: string; message?: string };

type Route = {
  label: string;
  world?: WorldOptions;
  send(w: World, token: string | undefined, caller: Caller): Promise<Response>;
  /** The owner's state after any caller but the owner (and a console caller that succeeded). */
  unchanged?: (w: World) => Promise<void>;
} & (
  | { side: 'candidate'; expect: Record<CandidateCaller, Outcome> }
  | { side: 'biz'; expect: Record<BizCaller, Outcome> }
);

function ok<T>(
  struct: Struct<T, unknown>,
  see?: (body: T, text: string, w: World) => void | Promise<void>,
  extra: { status?: 200 | 201; reveals?: boolean } = {},
): Outcome {
  return {
    status: extra.status ?? 200,
    reveals: extra.reveals,
    see: (body, text, w) => {
      expect(is(body, struct), `contract shape: ${text.slice(0, 500)}`).toBe(true);
      return see?.(body as T, text, w);
    },
  };
}
const created = <T>(struct: Struct<T, unknown>, see?: (body: T, text: string, w: World) => void | Promise<void>) =>
  ok(struct, see, { status: 201 });
const notFound = (message: string): Outcome => ({ status: 404, code: 'NOT_FOUND', message });
const FORBIDDEN: Outcome = { status: 403, code: 'FORBIDDEN' };

/** What the caller gets: no or a bad token 401, a session of the other side (or a partner's) 403, else the table's. */
function outcomeOf(route: Route, caller: Caller): Outcome {
  if (caller === 'anonymous') return { status: 401, code: 'UNAUTHORIZED' };
  if ((badTokens as Caller[]).includes(caller)) return { status: 401, code: 'INVALID_TOKEN' };
  if (route.side === 'candidate') {
    return (candidateCallers as Caller[]).includes(caller) ? route.expect[caller as CandidateCaller] : FORBIDDEN;
  }
  return (bizCallers as Caller[]).includes(caller) ? route.expect[caller as BizCaller] : FORBIDDEN;
}

const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);
const ownerCurrentIds = (w: World) => [
  w.openOfferId,
  ...w.groupOfferIds,
  ...(w.nuriOfferId === null ? [] : [w.nuriOfferId]),
];
const ownerOfferIds = (w: World) => [...ownerCurrentIds(w), w.acceptedOfferId];
/** The cards of the owner's open list: the curation group is one card, however many offers it holds. */
const ownerCurrentCards = (w: World) => ownerCurrentIds(w).length - w.groupOfferIds.length + 1;

/** The name and phone (as digits and as 010-1234-5678) never appear in `text`. */
function expectAnonymous(text: string, person: Person, where: string) {
  const dashed = `${person.phone.slice(0, 3)}-${person.phone.slice(3, 7)}-${person.phone.slice(7)}`;
  for (const secret of [person.name, person.phone, dashed]) {
    expect(text.includes(secret), `${where}: "${secret}" leaked in ${text.slice(0, 300)}`).toBe(false);
  }
}

const terms = {
  salaryMin: 6600,
  salaryMax: 7200,
  position: '시니어 백엔드 개발자',
  offerItems: ['스톡옵션', '재택근무'],
  message: '커피챗으로 먼저 이야기 나눠요.',
};

const curationItem = (companyId: number) => ({
  companyId,
  salaryMin: terms.salaryMin,
  salaryMax: terms.salaryMax,
  position: terms.position,
  offerItems: terms.offerItems,
});

let serial = 0;

describe.each(drivers)('authorization of the offers routes on %s', (driver) => {
  let app: TestApp;
  let tokens: Record<Account, string>;
  let company: Record<'hanbit' | 'nuri' | 'maru' | 'onsaemi' | 'byeolmuri' | 'garam', number>;
  let participating: number;
  beforeAll(async () => {
    app = await createTestApp(driver);
    tokens = await bizTokens(app);
    company = {
      hanbit: await companyId(app, 'hanbit-mobility'),
      nuri: await companyId(app, 'nuri-pay'),
      maru: await companyId(app, 'maru-cloud'),
      onsaemi: await companyId(app, 'onsaemi-robotics'),
      byeolmuri: await companyId(app, 'byeolmuri-games'),
      garam: await companyId(app, 'garam-market'),
    };
    const [row] = await app.deps.db.select({ n: count() }).from(companies).where(eq(companies.isParticipating, true));
    participating = row.n;
  });
  afterAll(() => app?.close());

  const call = (method: string, path: string, token: string | undefined, json?: unknown) =>
    app.request(`${API_BASE}${path}`, { method, token, json });

  /** A candidate of this file's own (phones 0107…), with a fresh access token. */
  async function person(name: string): Promise<Person> {
    serial += 1;
    const phone = `0107${String(serial).padStart(7, '0')}`;
    const id = await addCandidate(app, phone, name);
    return { id, token: await tokenFor(app, id), name, phone };
  }

  async function addCareers(candidateId: string, rows: { company: string; start: string; end: string }[]) {
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

  async function sendAs(account: Account, candidateId: string, extra: Record<string, unknown> = {}) {
    const response = await call('POST', apiPaths.bizOffers, tokens[account], { candidateId, ...terms, ...extra });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  }

  async function accept(token: string, offerId: number) {
    const response = await call('POST', apiPaths.coffeechat, token, { offerId });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { coffeechatId: number }).coffeechatId;
  }

  async function buildWorld(options: WorldOptions = {}): Promise<World> {
    const n = serial + 1;
    const owner = await person(`비밀후보${n}번`);
    // Names end in 번 so that one is never a part of another (비밀후보1번 / 비밀후보11번).
    await addCareers(owner.id, [
      { company: '해솔데이터', start: '2015-01', end: '2019-12' },
      { company: '한빛모빌리티', start: '2020-01', end: '' },
    ]);
    await app.deps.db
      .insert(candidateCompanies)
      .values({ candidateId: owner.id, companyId: company.maru, mode: 'restrict' });
    await markSubmitted(app, owner.id, new Date(app.deps.now().getTime() - 60_000));

    const openOfferId = await sendOffer(app, owner.id, { from: 'agent', company: 'garam-market' });
    const acceptedOfferId = await sendOffer(app, owner.id, { from: 'agent', company: 'dodam-edu' });
    const { groupId, offerIds: groupOfferIds } = await sendCuration(app, owner.id, ['seulgiro-ai', 'yeoul-bio']);
    const coffeechatId = await accept(owner.token, acceptedOfferId);
    const nuriOfferId = options.nuriOffer === false ? null : await sendAs('nuri', owner.id);

    const other = await person(`다른후보${n}번`);
    await addCareers(other.id, [{ company: '해솔데이터', start: '2018-01', end: '' }]);
    await markSubmitted(app, other.id, new Date(app.deps.now().getTime() - 60_000));
    const otherOfferId = await sendOffer(app, other.id, { from: 'agent', company: 'garam-market' });

    return {
      owner,
      other: { ...other, offerId: otherOfferId },
      openOfferId,
      acceptedOfferId,
      coffeechatId,
      groupId,
      groupOfferIds,
      nuriOfferId,
    };
  }

  /** Claims the server must not believe: the owner's (candidate routes) or nuri's recruiter's (console routes). */
  async function tokenOf(caller: Caller, side: Route['side'], w: World): Promise<string | undefined> {
    const claimed = side === 'candidate' ? w.owner.token : tokens.nuri;
    switch (caller) {
      case 'owner':
        return w.owner.token;
      case 'otherCandidate':
        return w.other.token;
      case 'otherCompany':
      case 'employer':
      case 'restricted':
      case 'agent':
        return tokens[accountOf[caller]];
      case 'partner':
        return app.deps.accessTokens.sign({ subjectId: w.owner.id, kind: 'partner' });
      case 'anonymous':
        return undefined;
      case 'forged':
        // The same claims, signed with a key that is not the server's.
        return new SignJWT(decodeJwt(claimed))
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .sign(new TextEncoder().encode('not-the-server-secret-but-long-enough-0123456789'));
      case 'tampered': {
        // A real signature over a payload changed afterwards: another candidate's token made to name the
        // owner, or the owner's candidate token made to say it is a business session.
        const [header, payload, signature] = (side === 'candidate' ? w.other.token : w.owner.token).split('.');
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
        const changed = side === 'candidate' ? { ...claims, sub: w.owner.id } : { ...claims, kind: 'biz' };
        return `${header}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
      }
      case 'unsigned':
        return new UnsecuredJWT(decodeJwt(claimed)).encode();
      case 'malformed':
        return 'not-a-jwt';
    }
  }

  /** Every page of the pool the token sees, with no filter, as one body (or the first page that failed). */
  async function wholePool(token: string | undefined): Promise<Response> {
    const items: unknown[] = [];
    for (let page = 1; page <= 1000; page += 1) {
      const response = await call('GET', `${apiPaths.bizCandidates}?page=${page}`, token);
      if (response.status !== 200) return response;
      const body = (await response.json()) as CandidatePool;
      expect(is(body, CandidatePool), `page ${page}`).toBe(true);
      expect(body.page).toBe(page);
      items.push(...body.items);
      if (!body.hasNext) return Response.json({ items, page: 1, hasNext: false });
    }
    throw new Error('the pool never ends');
  }

  const offerCount = async (candidateId: string) =>
    (await app.deps.db.select({ n: count() }).from(offers).where(eq(offers.candidateId, candidateId)))[0].n;
  const groupCount = async (candidateId: string) =>
    (await app.deps.db.select({ n: count() }).from(offerGroups).where(eq(offerGroups.candidateId, candidateId)))[0].n;
  const idsOf = (body: { offerItems: { id: number }[] }) => sorted(body.offerItems.map((item) => item.id));

  const routes: Route[] = [
    // ── The candidate's side ──────────────────────────────────────────────────────────────────────
    {
      label: 'GET /api/v3/users/offers',
      side: 'candidate',
      send: (_, token) => call('GET', apiPaths.offers, token),
      expect: {
        owner: ok(OfferList, (body, _, w) => {
          expect(idsOf(body)).toEqual(sorted(ownerCurrentIds(w)));
          expect(body.counts).toEqual({ current: ownerCurrentCards(w), selected: 1, expired: 0 });
        }),
        otherCandidate: ok(OfferList, (body, _, w) => {
          expect(idsOf(body)).toEqual([w.other.offerId]);
          expect(body.counts).toEqual({ current: 1, selected: 0, expired: 0 });
        }),
      },
    },
    {
      label: 'GET /api/v2/users/offers/:id',
      side: 'candidate',
      send: (w, token) => call('GET', pathOf(apiPaths.offer, { id: w.openOfferId }), token),
      expect: {
        owner: ok(Offer, (body, _, w) => expect(body).toMatchObject({ id: w.openOfferId, status: 'WAITING' })),
        otherCandidate: notFound(OFFER_NOT_FOUND),
      },
      // Reading marks the offer as read: nobody else's read may.
      unchanged: async (w) => expect((await offerRow(app, w.openOfferId)).readAt).toBeNull(),
    },
    {
      label: 'GET /api/v2/users/offers/history',
      side: 'candidate',
      send: (_, token) => call('GET', apiPaths.offerHistory, token),
      expect: {
        owner: ok(OfferHistory, (body, _, w) => expect(idsOf(body)).toEqual(sorted(ownerOfferIds(w)))),
        otherCandidate: ok(OfferHistory, (body, _, w) => expect(idsOf(body)).toEqual([w.other.offerId])),
      },
    },
    {
      label: 'PATCH /api/users/offers/like',
      side: 'candidate',
      send: (w, token) => call('PATCH', apiPaths.offerLike, token, { id: w.openOfferId, isLike: true }),
      expect: {
        owner: ok(LikeResponse, (body, _, w) => expect(body).toEqual({ id: w.openOfferId, isLike: true })),
        otherCandidate: notFound(OFFER_NOT_FOUND),
      },
      unchanged: async (w) => expect((await offerRow(app, w.openOfferId)).isLike).toBe(false),
    },
    {
      label: 'PATCH /api/v2/users/offers/refuse/:id',
      side: 'candidate',
      send: (w, token) =>
        call('PATCH', pathOf(apiPaths.offerRefuse, { id: w.openOfferId }), token, { refusalReason: '연봉이 아쉬워요' }),
      expect: {
        owner: ok(Offer, (body, _, w) =>
          expect(body).toMatchObject({ id: w.openOfferId, status: 'REFUSED', refusalReason: '연봉이 아쉬워요' }),
        ),
        otherCandidate: notFound(OFFER_NOT_FOUND),
      },
      unchanged: async (w) =>
        expect(await offerRow(app, w.openOfferId)).toMatchObject({ status: 'WAITING', refusalReason: null }),
    },
    {
      label: 'POST /api/v2.1/users/coffeechat',
      side: 'candidate',
      send: (w, token) => call('POST', apiPaths.coffeechat, token, { offerId: w.openOfferId }),
      expect: {
        owner: created(CoffeechatCreated, async (body, _, w) => {
          expect((await coffeechatsOf(app, w.openOfferId)).map((chat) => chat.id)).toEqual([body.coffeechatId]);
        }),
        otherCandidate: notFound(OFFER_NOT_FOUND),
      },
      unchanged: async (w) => {
        expect((await offerRow(app, w.openOfferId)).status).toBe('WAITING');
        expect(await coffeechatsOf(app, w.openOfferId)).toEqual([]);
      },
    },
    {
      label: 'GET /api/users/coffeechats/questions',
      side: 'candidate',
      send: (w, token) => call('GET', `${apiPaths.coffeechatQuestions}?coffeechatId=${w.coffeechatId}`, token),
      expect: {
        owner: ok(CoffeechatQuestions, (body, _, w) =>
          expect(body).toMatchObject({ coffeechatId: w.coffeechatId, company: '도담에듀', items: [] }),
        ),
        otherCandidate: notFound(COFFEECHAT_NOT_FOUND),
      },
    },
    {
      label: 'POST /api/users/coffeechats/questions',
      side: 'candidate',
      send: (w, token) =>
        call('POST', apiPaths.coffeechatQuestions, token, {
          coffeechatId: w.coffeechatId,
          items: ['팀은 몇 명인가요?'],
        }),
      expect: {
        owner: ok(CoffeechatQuestions, (body) => expect(body.items).toEqual(['팀은 몇 명인가요?'])),
        otherCandidate: notFound(COFFEECHAT_NOT_FOUND),
      },
      unchanged: async (w) => {
        const [chat] = await app.deps.db.select().from(coffeechats).where(eq(coffeechats.id, w.coffeechatId));
        expect(chat.questions).toEqual([]);
      },
    },
    {
      label: 'GET /api/users/offers/group/:groupId',
      side: 'candidate',
      send: (w, token) => call('GET', pathOf(apiPaths.offerGroup, { groupId: w.groupId }), token),
      expect: {
        owner: ok(OfferGroup, (body, _, w) => {
          expect(body).toMatchObject({ groupId: w.groupId, status: 'WAITING', userName: w.owner.name });
          expect(body.offerItems.map((item) => item.id)).toEqual(w.groupOfferIds);
        }),
        otherCandidate: notFound(GROUP_NOT_FOUND),
      },
    },
    {
      label: 'PATCH /api/users/offers/group/:groupId',
      side: 'candidate',
      send: (w, token) =>
        call('PATCH', pathOf(apiPaths.offerGroup, { groupId: w.groupId }), token, {
          groupId: w.groupId,
          isLike: false,
          offerItems: [],
        }),
      expect: {
        owner: ok(OfferGroup, (body, _, w) => expect(body).toMatchObject({ groupId: w.groupId, status: 'REFUSED' })),
        otherCandidate: notFound(GROUP_NOT_FOUND),
      },
      unchanged: async (w) => {
        expect((await groupRow(app, w.groupId)).status).toBe('WAITING');
        for (const id of w.groupOfferIds) expect((await offerRow(app, id)).status).toBe('WAITING');
      },
    },
    {
      label: 'GET /api/v3/users/my/attack',
      side: 'candidate',
      send: (_, token) => call('GET', apiPaths.myAttack, token),
      expect: {
        owner: ok(MyAttack, (body, _, w) => {
          expect(body).toMatchObject({ isActivate: true, isSubmitted: true });
          expect(body.counts).toEqual({ current: ownerCurrentCards(w), selected: 1, expired: 0 });
        }),
        otherCandidate: ok(MyAttack, (body, _, w) => {
          expect(body.counts).toEqual({ current: 1, selected: 0, expired: 0 });
          expect(body.recentOfferItem?.id).toBe(w.other.offerId);
        }),
      },
    },
    {
      label: 'PATCH /api/v2/users/attack',
      side: 'candidate',
      send: (_, token) => call('PATCH', apiPaths.extendAttack, token, { month: 1 }),
      expect: {
        owner: ok(MyAttack, (body) => {
          // Extended from the end of the 30-day period by a month.
          const end = new Date(body.attackExpiredAt ?? 0).getTime();
          expect(end - app.deps.now().getTime()).toBeGreaterThan(50 * DAY_MS);
        }),
        // Extends their own period: answered with their own counts.
        otherCandidate: ok(MyAttack, (body) => expect(body.counts).toEqual({ current: 1, selected: 0, expired: 0 })),
      },
      unchanged: async (w) => {
        const [row] = await app.deps.db.select().from(candidates).where(eq(candidates.id, w.owner.id));
        expect(row.attackUntil).toBeNull();
      },
    },

    // ── The business console ─────────────────────────────────────────────────────────────────────
    {
      label: 'GET /api/biz/me',
      side: 'biz',
      send: (_, token) => call('GET', apiPaths.bizMe, token),
      expect: {
        otherCompany: ok(BizMe, (body) =>
          expect(body).toMatchObject({ email: accounts.nuri, role: 'recruiter', company: { id: company.nuri } }),
        ),
        employer: ok(BizMe, (body) =>
          expect(body).toMatchObject({ email: accounts.hanbit, role: 'recruiter', company: { id: company.hanbit } }),
        ),
        restricted: ok(BizMe, (body) =>
          expect(body).toMatchObject({ email: accounts.maru, role: 'recruiter', company: { id: company.maru } }),
        ),
        agent: ok(BizMe, (body) => expect(body).toMatchObject({ email: accounts.agent, role: 'agent', company: null })),
      },
    },
    {
      label: 'GET /api/biz/companies',
      side: 'biz',
      send: (_, token) => call('GET', apiPaths.bizCompanies, token),
      expect: {
        otherCompany: ok(BizCompanyList, (body) => expect(body.items.map((item) => item.id)).toEqual([company.nuri])),
        employer: ok(BizCompanyList, (body) => expect(body.items.map((item) => item.id)).toEqual([company.hanbit])),
        restricted: ok(BizCompanyList, (body) => expect(body.items.map((item) => item.id)).toEqual([company.maru])),
        agent: ok(BizCompanyList, (body) => {
          expect(body.items).toHaveLength(participating);
          expect(body.items.map((item) => item.id)).toEqual(
            expect.arrayContaining([company.nuri, company.hanbit, company.maru]),
          );
        }),
      },
    },
    {
      label: 'GET /api/biz/candidates (every page, no filter)',
      side: 'biz',
      send: (_, token) => wholePool(token),
      expect: {
        otherCompany: ok(CandidatePool, (body, _, w) => {
          const mine = body.items.filter((item) => item.id === w.owner.id);
          expect(mine).toHaveLength(1);
          expect(mine[0].lastOfferStatus).toBe('WAITING');
        }),
        employer: ok(CandidatePool, (body, _, w) => {
          const ids = body.items.map((item) => item.id);
          expect(ids).not.toContain(w.owner.id);
          expect(ids, 'the pool itself is not empty for them').toContain(w.other.id);
        }),
        restricted: ok(CandidatePool, (body, _, w) => {
          const ids = body.items.map((item) => item.id);
          expect(ids).not.toContain(w.owner.id);
          expect(ids).toContain(w.other.id);
        }),
        agent: ok(CandidatePool, (body, _, w) =>
          expect(body.items.filter((item) => item.id === w.owner.id)).toHaveLength(1),
        ),
      },
    },
    {
      label: 'GET /api/biz/candidates/:id',
      side: 'biz',
      send: (w, token) => call('GET', pathOf(apiPaths.bizCandidate, { id: w.owner.id }), token),
      expect: {
        otherCompany: ok(AnonymousProfile, (body, _, w) => expect(body.candidate.id).toBe(w.owner.id)),
        employer: notFound(CANDIDATE_NOT_FOUND),
        restricted: notFound(CANDIDATE_NOT_FOUND),
        // The owner accepted the agent's offer for 도담에듀: they share who they are with its sender.
        agent: ok(
          AnonymousProfile,
          (body, _, w) => {
            expect(body.candidate.id).toBe(w.owner.id);
            expect(body.shared?.name).toBe(w.owner.name);
          },
          { reveals: true },
        ),
      },
    },
    {
      label: 'POST /api/biz/offers',
      side: 'biz',
      world: { nuriOffer: false },
      send: (w, token, caller) =>
        call('POST', apiPaths.bizOffers, token, {
          candidateId: w.owner.id,
          ...terms,
          // The agent names the company; a recruiter sends for their own.
          ...(caller === 'agent' ? { companyId: company.nuri } : {}),
        }),
      expect: {
        otherCompany: created(BizCreated, async (body, _, w) =>
          expect(await offerRow(app, body.id)).toMatchObject({
            candidateId: w.owner.id,
            companyId: company.nuri,
            type: 'NORMAL',
          }),
        ),
        employer: notFound(CANDIDATE_NOT_FOUND),
        restricted: notFound(CANDIDATE_NOT_FOUND),
        agent: created(BizCreated, async (body, _, w) =>
          expect(await offerRow(app, body.id)).toMatchObject({
            candidateId: w.owner.id,
            companyId: company.nuri,
            type: 'SUPER',
          }),
        ),
      },
      unchanged: async (w) => expect(await offerCount(w.owner.id)).toBe(ownerOfferIds(w).length),
    },
    {
      label: 'POST /api/biz/curations',
      side: 'biz',
      send: (w, token) =>
        call('POST', apiPaths.bizCurations, token, {
          candidateId: w.owner.id,
          message: '두 회사를 골라 봤어요.',
          items: [company.onsaemi, company.byeolmuri].map(curationItem),
        }),
      expect: {
        // Curations are the agent's: a recruiter is refused whoever the candidate is.
        otherCompany: FORBIDDEN,
        employer: FORBIDDEN,
        restricted: FORBIDDEN,
        agent: created(BizCreated, async (body, _, w) =>
          expect(await groupRow(app, body.id)).toMatchObject({ candidateId: w.owner.id, status: 'WAITING' }),
        ),
      },
      unchanged: async (w) => {
        expect(await groupCount(w.owner.id)).toBe(1);
        expect(await offerCount(w.owner.id)).toBe(ownerOfferIds(w).length);
      },
    },
    {
      label: 'GET /api/biz/offers',
      side: 'biz',
      send: (_, token) => call('GET', apiPaths.bizOffers, token),
      expect: {
        otherCompany: ok(SentOfferList, (body, _, w) => {
          // Every offer of 누리페이, whoever sent it — and none of the agent's offers for other companies.
          expect(body.items.every((item) => item.company.id === company.nuri)).toBe(true);
          const mine = body.items.filter((item) => item.candidate.id === w.owner.id);
          expect(mine.map((item) => [item.id, item.status, item.candidate.revealed])).toEqual([
            [w.nuriOfferId, 'WAITING', null],
          ]);
        }),
        employer: ok(SentOfferList, (body, _, w) => {
          expect(body.items.every((item) => item.company.id === company.hanbit)).toBe(true);
          expect(body.items.filter((item) => item.candidate.id === w.owner.id)).toEqual([]);
        }),
        restricted: ok(SentOfferList, (body, _, w) => {
          expect(body.items.every((item) => item.company.id === company.maru)).toBe(true);
          expect(body.items.filter((item) => item.candidate.id === w.owner.id)).toEqual([]);
        }),
        agent: ok(
          SentOfferList,
          (body, _, w) => {
            // What the agent sent; only the accepted one names the candidate.
            const mine = body.items.filter((item) => item.candidate.id === w.owner.id);
            expect(sorted(mine.map((item) => item.id))).toEqual(
              sorted([w.openOfferId, w.acceptedOfferId, ...w.groupOfferIds]),
            );
            for (const item of mine) {
              expect(item.candidate.revealed, `offer ${item.id}`).toEqual(
                item.id === w.acceptedOfferId ? { name: w.owner.name, phone: w.owner.phone, email: null } : null,
              );
            }
          },
          { reveals: true },
        ),
      },
    },
    {
      label: 'GET /api/biz/coffeechats',
      side: 'biz',
      send: (_, token) => call('GET', apiPaths.bizCoffeechats, token),
      expect: {
        otherCompany: ok(BizCoffeechatList, (body, _, w) =>
          expect(body.items.filter((item) => item.candidate.id === w.owner.id)).toEqual([]),
        ),
        employer: ok(BizCoffeechatList, (body, _, w) =>
          expect(body.items.filter((item) => item.candidate.id === w.owner.id)).toEqual([]),
        ),
        restricted: ok(BizCoffeechatList, (body, _, w) =>
          expect(body.items.filter((item) => item.candidate.id === w.owner.id)).toEqual([]),
        ),
        agent: ok(
          BizCoffeechatList,
          (body, _, w) => {
            const mine = body.items.filter((item) => item.candidate.id === w.owner.id);
            expect(mine.map((item) => [item.id, item.offerId, item.candidate.revealed])).toEqual([
              [w.coffeechatId, w.acceptedOfferId, { name: w.owner.name, phone: w.owner.phone, email: null }],
            ]);
          },
          { reveals: true },
        ),
      },
    },
  ];

  it('covers every route of the offers issue', () => {
    const issue = [
      ['GET', apiPaths.offers],
      ['GET', apiPaths.offer],
      ['GET', apiPaths.offerHistory],
      ['PATCH', apiPaths.offerLike],
      ['PATCH', apiPaths.offerRefuse],
      ['POST', apiPaths.coffeechat],
      ['GET', apiPaths.coffeechatQuestions],
      ['POST', apiPaths.coffeechatQuestions],
      ['GET', apiPaths.offerGroup],
      ['PATCH', apiPaths.offerGroup],
      ['GET', apiPaths.myAttack],
      ['PATCH', apiPaths.extendAttack],
      ['GET', apiPaths.bizMe],
      ['GET', apiPaths.bizCompanies],
      ['GET', apiPaths.bizCandidates],
      ['GET', apiPaths.bizCandidate],
      ['POST', apiPaths.bizOffers],
      ['POST', apiPaths.bizCurations],
      ['GET', apiPaths.bizOffers],
      ['GET', apiPaths.bizCoffeechats],
    ].map(([method, path]) => `${method} ${API_BASE}${path}`);
    const labelled = routes.map((route) => route.label.split(' ').slice(0, 2).join(' '));
    expect(labelled).toEqual(expect.arrayContaining(issue));
  });

  const cases = routes.flatMap((route) => callers.map((caller) => [route.label, caller, route] as const));

  /** Per route, the world its refused callers but the owner share (the owner's calls are not checked `unchanged`). */
  const refusedWorlds = new Map<Route, Promise<World>>();
  function worldFor(route: Route, caller: Caller, outcome: Outcome): Promise<World> {
    if (!('code' in outcome) || caller === 'owner') return buildWorld(route.world);
    let world = refusedWorlds.get(route);
    if (!world) {
      world = buildWorld(route.world);
      refusedWorlds.set(route, world);
    }
    return world;
  }

  it.each(cases)('%s — %s', async (_label, caller, route) => {
    const outcome = outcomeOf(route, caller);
    const w = await worldFor(route, caller, outcome);
    const response = await route.send(w, await tokenOf(caller, route.side, w), caller);
    const text = await response.clone().text();
    if ('code' in outcome) {
      await expectError(response, outcome.status, outcome.code, outcome.message);
    } else {
      expect(response.status, text.slice(0, 500)).toBe(outcome.status);
      await outcome.see?.(JSON.parse(text), text, w);
    }
    // Nobody but the owner learns who the owner is — unless the owner accepted this viewer's offer.
    if (caller !== 'owner' && !('reveals' in outcome && outcome.reveals)) expectAnonymous(text, w.owner, caller);
    if (caller !== 'otherCandidate') expectAnonymous(text, w.other, caller);
    const succeededOnConsole = route.side === 'biz' && outcome.status < 300;
    if (route.unchanged && caller !== 'owner' && !succeededOnConsole) await route.unchanged(w);
  });

  describe('who learns the candidate’s name', () => {
    /** What one recruiter sees of `x` in the console: their offers to x, coffee chats, pool and profile. */
    async function consoleView(account: Account, x: Person) {
      const sent = await call('GET', apiPaths.bizOffers, tokens[account]);
      const chats = await call('GET', apiPaths.bizCoffeechats, tokens[account]);
      const pool = await wholePool(tokens[account]);
      const profile = await call('GET', pathOf(apiPaths.bizCandidate, { id: x.id }), tokens[account]);
      for (const response of [sent, chats, pool, profile]) expect(response.status).toBe(200);
      const texts = {
        sent: await sent.clone().text(),
        chats: await chats.clone().text(),
        pool: await pool.clone().text(),
        profile: await profile.clone().text(),
      };
      const offerList = JSON.parse(texts.sent) as SentOfferList;
      const chatList = JSON.parse(texts.chats) as BizCoffeechatList;
      expect(is(offerList, SentOfferList)).toBe(true);
      expect(is(chatList, BizCoffeechatList)).toBe(true);
      expect((JSON.parse(texts.pool) as CandidatePool).items.map((item) => item.id)).toContain(x.id);
      return {
        texts,
        offers: offerList.items.filter((item) => item.candidate.id === x.id),
        chats: chatList.items.filter((item) => item.candidate.id === x.id),
      };
    }

    it('names the candidate to the company whose offer they accepted, and to no other company', async () => {
      const x = await person(`수락후보${serial + 1}번`);
      await addCareers(x.id, [{ company: '해솔데이터', start: '2019-01', end: '' }]);
      await markSubmitted(app, x.id, new Date(app.deps.now().getTime() - 60_000));
      const nuriOffer = await sendAs('nuri', x.id);
      const maruOffer = await sendAs('maru', x.id);
      const curation = await call('POST', apiPaths.bizCurations, tokens.agent, {
        candidateId: x.id,
        message: '두 회사를 골라 봤어요.',
        items: [company.hanbit, company.garam].map(curationItem),
      });
      expect(curation.status, await curation.clone().text()).toBe(201);
      const groupId = ((await curation.json()) as { id: number }).id;
      const [hanbitMember] = await app.deps.db
        .select({ id: offers.id })
        .from(offers)
        .where(and(eq(offers.offerGroupId, groupId), eq(offers.companyId, company.hanbit)));

      // Before the answer: each company sees its own offer (a curation member included), anonymously.
      const ownOffer: Record<'nuri' | 'maru' | 'hanbit', number> = {
        nuri: nuriOffer,
        maru: maruOffer,
        hanbit: hanbitMember.id,
      };
      for (const account of ['nuri', 'maru', 'hanbit'] as const) {
        const view = await consoleView(account, x);
        expect(
          view.offers.map((item) => [item.id, item.status, item.candidate.revealed]),
          account,
        ).toEqual([[ownOffer[account], 'WAITING', null]]);
        expect(view.chats, account).toEqual([]);
        for (const [where, text] of Object.entries(view.texts)) expectAnonymous(text, x, `${account} ${where}`);
      }

      const coffeechatId = await accept(x.token, nuriOffer);

      const nuri = await consoleView('nuri', x);
      const revealed = { name: x.name, phone: x.phone, email: null };
      expect(nuri.offers.map((item) => [item.id, item.status, item.candidate.revealed])).toEqual([
        [nuriOffer, 'MATCHED', revealed],
      ]);
      expect(nuri.chats.map((item) => [item.id, item.offerId, item.company.id, item.candidate.revealed])).toEqual([
        [coffeechatId, nuriOffer, company.nuri, revealed],
      ]);
      expect(nuri.texts.sent).toContain(x.name);
      expect(nuri.texts.chats).toContain(x.phone);

      for (const account of ['maru', 'hanbit'] as const) {
        const view = await consoleView(account, x);
        expect(
          view.offers.map((item) => [item.id, item.status, item.candidate.revealed]),
          account,
        ).toEqual([[ownOffer[account], 'WAITING', null]]);
        expect(view.chats, account).toEqual([]);
        for (const [where, text] of Object.entries(view.texts)) expectAnonymous(text, x, `${account} ${where}`);
      }
      // The agent curated for 한빛모빌리티 and 가람마켓: the accepted 누리페이 offer is not theirs either.
      const agentOffers = await call('GET', apiPaths.bizOffers, tokens.agent);
      expectAnonymous(await agentOffers.text(), x, 'agent offers');
    });
  });
});
