/**
 * The sandbox's demo life (DESIGN.md §4): a few seconds after a candidate's first submit, seeded
 * companies send 3 offers — through their recruiters where a recruiter account exists and may see
 * the candidate, the rest (at least one) as SUPER offers from the agent — and the agent sends one
 * SUPER_CURATION group of 3 other companies. Everything goes through offer-sending, so the
 * checks and notifications are exactly the console's. Bands are 8–25% over the candidate's most
 * recent salary (salary-basis.ts), moved up where needed so that every top reaches the hoped-for salary.
 * Before the offers, the operator opens a room with a welcome message (demo-welcome.ts).
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { type Infer, object } from 'superstruct';
import { SALARY_CAP, SALARY_FLOOR } from '../../../src/contract/money';
import { Uuid } from '../../../src/contract/validators';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/executor';
import { bizAccounts, candidateCompanies, careers, companies, offerGroups, offers } from '../../db/schema';
import { type BizViewer, findBizViewer } from '../../domain/biz-accounts';
import { careerMonths, careerYears, salaryFacts } from '../../domain/candidate-pool';
import { canSee, findVisibleCandidate } from '../../domain/candidate-visibility';
import { ApiError } from '../../errors/api-error';
import { enqueue } from '../../jobs/job-queue';
import { sendCuration, sendOffer } from '../offers/offer-sending';
import { salaryBases } from '../offers/salary-basis';
import { sendDemoWelcome } from './demo-welcome';

export const DEMO_LIFE_DELAY_MS = 5_000;
const DEMO_AGENT_EMAIL = 'agent@boltx.example';
const OFFER_COUNT = 3;
const RECRUITER_OFFERS = 2;
const CURATION_SIZE = 3;
/** When the candidate has no salary at all to start from (만원). */
const FALLBACK_SALARY = 5000;
/** The lowest amount an offer may name: 10만원 above the floor the contract requires (SendOffer). */
const LOWEST_OFFER = SALARY_FLOOR + 10;

export const DemoLifePayload = object({ candidateId: Uuid });
export type DemoLifePayload = Infer<typeof DemoLifePayload>;

type DemoDeps = Pick<AppDeps, 'db' | 'now' | 'notifier' | 'logger'>;
type Company = { id: number; name: string };
type Candidate = NonNullable<Awaited<ReturnType<typeof findVisibleCandidate>>>;
type Band = readonly [low: number, high: number];

const OFFER_BANDS: readonly Band[] = [
  [1.08, 1.15],
  [1.1, 1.2],
  [1.12, 1.25],
];
const CURATION_BANDS: readonly Band[] = [
  [1.08, 1.16],
  [1.1, 1.2],
  [1.15, 1.25],
];

export function scheduleDemoLife(db: Executor, candidateId: string, now: Date) {
  return enqueue(
    db,
    'demo-life',
    { candidateId } satisfies DemoLifePayload,
    new Date(now.getTime() + DEMO_LIFE_DELAY_MS),
  );
}

/**
 * A band over `base`, on whole 10만원, never below +low nor above +high — and within what any offer
 * may name (above the salary floor, at most the cap), whatever the base.
 */
export function bandOver(base: number, [low, high]: Band): { salaryMin: number; salaryMax: number } {
  const within = (amount: number) => Math.min(SALARY_CAP, Math.max(LOWEST_OFFER, amount));
  const salaryMin = within(Math.ceil((base * low) / 10) * 10);
  const salaryMax = within(Math.max(salaryMin, Math.floor((base * high) / 10) * 10));
  return { salaryMin, salaryMax };
}

/**
 * The band moved up, keeping its width, until its top reaches the hoped-for salary (a floor every
 * offer must reach, the demo's as the console's); unchanged when it already does.
 */
function reachingHope(band: { salaryMin: number; salaryMax: number }, hope: number | null) {
  if (!hope || band.salaryMax >= hope) return band;
  const salaryMax = Math.min(SALARY_CAP, Math.ceil(hope / 10) * 10);
  return { salaryMin: Math.max(LOWEST_OFFER, salaryMax - (band.salaryMax - band.salaryMin)), salaryMax };
}

const PERSON_ENDINGS = /(자|가|너|터|트|저|처|원|사|어|서)$/;
const DEVELOPER_ENGINEERS = new Set(['QA', '보안', '데브옵스·인프라']);

/** "시니어 백엔드 개발자", "주니어 데이터 분석가", "리드 재무 담당자". */
export function positionFor(jobLabel: string, jobSubLabel: string, years: number): string {
  const seniority = years < 3 ? '주니어' : years < 8 ? '시니어' : '리드';
  const sub = jobSubLabel || jobLabel;
  let role: string;
  if (jobLabel === '개발') {
    role = sub.includes('엔지니어') ? sub : DEVELOPER_ENGINEERS.has(sub) ? `${sub} 엔지니어` : `${sub} 개발자`;
  } else {
    role = PERSON_ENDINGS.test(sub) ? sub : `${sub} 담당자`;
  }
  return `${seniority} ${role}`;
}

const COMMON_PERKS = [
  '스톡옵션',
  '유연근무제',
  '사이닝 보너스',
  '점심 식대 지원',
  '자기계발비 지원',
  '연 1회 건강검진',
];
const PERKS_BY_JOB: Record<string, readonly string[]> = {
  개발: ['재택근무', '최신 장비 지원', '컨퍼런스 참가 지원'],
  데이터: ['재택근무', 'GPU 클라우드 지원', '컨퍼런스 참가 지원'],
  디자인: ['디자인 툴 구독 지원', '최신 장비 지원', '재택근무'],
  기획·PM: ['재택근무', '도서 구입비 지원', '워크숍 지원'],
  마케팅: ['광고 실험 예산', '도서 구입비 지원', '재택근무'],
  영업: ['성과 인센티브', '차량 유지비 지원', '법인카드 지원'],
};

export function perksFor(jobLabel: string, index: number): string[] {
  const own = PERKS_BY_JOB[jobLabel] ?? ['성과 인센티브', '재택근무', '도서 구입비 지원'];
  const picks = [
    own[index % own.length],
    COMMON_PERKS[index % COMMON_PERKS.length],
    COMMON_PERKS[(index + 3) % COMMON_PERKS.length],
  ];
  return [...new Set(picks)];
}

/** Companies in an order that differs per candidate but never between runs. */
function rotateFor<T>(items: readonly T[], candidateId: string): T[] {
  if (items.length === 0) return [];
  const start = createHash('sha256').update(candidateId).digest().readUInt32LE(0) % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
}

/** Participating companies that may see the candidate and have sent them nothing yet. */
async function openCompanies(deps: DemoDeps, candidate: { id: string } & Parameters<typeof canSee>[1], now: Date) {
  const [all, offered] = await Promise.all([
    deps.db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(eq(companies.isParticipating, true))
      .orderBy(asc(companies.id)),
    deps.db.selectDistinct({ companyId: offers.companyId }).from(offers).where(eq(offers.candidateId, candidate.id)),
  ]);
  const taken = new Set(offered.map((row) => row.companyId));
  return all.filter((company) => !taken.has(company.id) && canSee(company, candidate, now));
}

async function tryToSend(deps: DemoDeps, what: string, send: () => Promise<unknown>): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    deps.logger.info('demo life skipped a send', { what, code: error.code });
    return false;
  }
}

/** What every demo send of one candidate shares. */
interface DemoContext {
  candidateId: string;
  jobLabel: string;
  /** The salary bands start from (만원): the candidate's most recent salary. */
  base: number;
  /** The hoped-for salary every band's top must reach (만원), or null. */
  hope: number | null;
  position: string;
  /** The candidate's field as the messages name it. */
  field: string;
  /** Takes up to `count` of the companies still free that match, in the candidate's order. */
  take(wanted: (company: Company) => boolean, count: number): Company[];
}

async function loadContext(deps: DemoDeps, candidate: Candidate, now: Date): Promise<DemoContext> {
  const [careerRows, restricted, salaries, bases] = await Promise.all([
    deps.db.select().from(careers).where(eq(careers.candidateId, candidate.id)),
    deps.db
      .select({ companyId: candidateCompanies.companyId })
      .from(candidateCompanies)
      .where(and(eq(candidateCompanies.candidateId, candidate.id), eq(candidateCompanies.mode, 'restrict'))),
    salaryFacts(deps.db, [candidate.id]),
    salaryBases(deps.db, [candidate.id]),
  ]);
  const facts = { ...candidate, careers: careerRows, restrictedCompanyIds: restricted.map((row) => row.companyId) };
  let open = rotateFor(await openCompanies(deps, facts, now), candidate.id);
  const salary = salaries.get(candidate.id);
  return {
    candidateId: candidate.id,
    jobLabel: candidate.jobLabel,
    base: bases.get(candidate.id)?.amount ?? (salary?.hope ? Math.round(salary.hope / 1.1) : FALLBACK_SALARY),
    hope: salary?.hope ?? null,
    position: positionFor(candidate.jobLabel, candidate.jobSubLabel, careerYears(careerMonths(careerRows, now))),
    field: candidate.jobSubLabel || candidate.jobLabel,
    take(wanted, count) {
      const chosen = open.filter(wanted).slice(0, Math.max(0, count));
      open = open.filter((company) => !chosen.includes(company));
      return chosen;
    },
  };
}

/** Up to two offers from seeded recruiters, then SUPER offers from the agent up to three in all. */
async function sendSingleOffers(deps: DemoDeps, context: DemoContext, agent: BizViewer | undefined, already: number) {
  const recruiters = await deps.db
    .select({ id: bizAccounts.id, companyId: bizAccounts.companyId })
    .from(bizAccounts)
    .where(and(eq(bizAccounts.role, 'recruiter'), isNotNull(bizAccounts.companyId)))
    .orderBy(asc(bizAccounts.email));
  const recruiterCompanies = new Set(recruiters.map((row) => row.companyId));
  const terms = (index: number) => ({
    candidateId: context.candidateId,
    ...reachingHope(bandOver(context.base, OFFER_BANDS[Math.min(index, OFFER_BANDS.length - 1)]), context.hope),
    position: context.position,
    offerItems: perksFor(context.jobLabel, index),
  });

  let sent = already;
  const fromRecruiters = context.take((company) => recruiterCompanies.has(company.id), RECRUITER_OFFERS - sent);
  for (const company of fromRecruiters) {
    const recruiter = recruiters.find((row) => row.companyId === company.id);
    const viewer = recruiter && (await findBizViewer(deps.db, recruiter.id));
    if (!viewer) continue;
    const message = `안녕하세요, ${company.name} 채용팀입니다. ${context.field} 경력을 인상 깊게 보았어요. 커피챗으로 팀 이야기를 먼저 나눠 보고 싶어요.`;
    if (await tryToSend(deps, 'recruiter offer', () => sendOffer(deps, viewer, { ...terms(sent), message }))) sent += 1;
  }
  if (!agent) return sent;
  for (const company of context.take(() => true, OFFER_COUNT - sent)) {
    const message = `볼트X 에이전트입니다. ${company.name}에서 ${context.position} 포지션에 꼭 맞는 분을 찾고 있어 먼저 연결해 드려요. 조건은 제가 함께 조율해 드릴게요.`;
    const offer = { ...terms(sent), companyId: company.id, message };
    if (await tryToSend(deps, 'agent offer', () => sendOffer(deps, agent, offer))) sent += 1;
  }
  return sent;
}

async function sendDemoCuration(deps: DemoDeps, context: DemoContext, agent: BizViewer): Promise<boolean> {
  const curated = context.take(() => true, CURATION_SIZE);
  if (curated.length < CURATION_SIZE) return false;
  return tryToSend(deps, 'curation', () =>
    sendCuration(deps, agent, {
      candidateId: context.candidateId,
      message: `${context.field} 경력에 맞춰 볼트X 에이전트가 고른 ${CURATION_SIZE}개 회사의 제안이에요. 마음에 드는 회사를 골라 주세요.`,
      items: curated.map((company, index) => ({
        companyId: company.id,
        ...reachingHope(bandOver(context.base, CURATION_BANDS[index]), context.hope),
        position: context.position,
        offerItems: perksFor(context.jobLabel, index + OFFER_COUNT),
      })),
    }),
  );
}

/**
 * Runs once per first submit: the operator's welcome room (demo-welcome.ts), then the offers. A
 * retry after a partial run counts what the candidate already received (the welcome, single
 * offers, a curation) and sends only the rest.
 */
export async function runDemoLife(
  deps: DemoDeps,
  payload: DemoLifePayload,
): Promise<{ offers: number; groups: number; rooms: number }> {
  const rooms = await sendDemoWelcome(deps, payload.candidateId);
  const now = deps.now();
  const candidate = await findVisibleCandidate(deps.db, payload.candidateId, null, now);
  if (!candidate) return { offers: 0, groups: 0, rooms };
  const [singles, groups, agentRow] = await Promise.all([
    deps.db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.candidateId, candidate.id), isNull(offers.offerGroupId))),
    deps.db.select({ id: offerGroups.id }).from(offerGroups).where(eq(offerGroups.candidateId, candidate.id)),
    deps.db.select({ id: bizAccounts.id }).from(bizAccounts).where(eq(bizAccounts.email, DEMO_AGENT_EMAIL)),
  ]);
  const context = await loadContext(deps, candidate, now);
  const agent = agentRow[0] && (await findBizViewer(deps.db, agentRow[0].id));
  const sent = await sendSingleOffers(deps, context, agent, singles.length);
  const curated = agent && groups.length === 0 ? await sendDemoCuration(deps, context, agent) : false;
  return { offers: sent - singles.length, groups: curated ? 1 : 0, rooms };
}
