/**
 * Sandbox-only history that makes the demo look lived in (README's tour): offers the seeded companies
 * sent the income event's peers over the last month — some refused, some let expire, some accepted
 * as coffee chats that the companies answered with proposals and confirmed meetings — and three
 * waiting offers to the demo candidate 김하늘. Nothing here is a figure: the ranking, a job's 90-day
 * offer band and a company's response record are computed from these rows exactly as from real
 * ones, so they follow the published-figure rules (five people at least) like everything else.
 *
 * Dated relative to the start that seeds it, once: when 김하늘 has any offer (seeded or sent since)
 * nothing is added, so a restart never duplicates it. 한빛모빌리티 sends her nothing here, because
 * the tour has its recruiter send her an offer, and one company keeps one open offer per candidate.
 */
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { DAY_MS } from '../../src/contract/kst';
import { offerExpiry } from '../domain/offer-clock';
import type { Database } from './client';
import { bizAccounts, candidates, coffeechats, companies, offers } from './schema';
import { coffeechatMeetings } from './schema-meetings';
import { demoCandidate, demoCandidateProfile } from './seed-content/demo-candidate';
import { seedPeers } from './seed-content/peers';

const HOUR_MS = 60 * 60 * 1000;
const AGENT_EMAIL = 'agent@boltx.example';

/** Offers each company sent the peers in the last 30 days, and how many of them became coffee chats. */
const COMPANY_ACTIVITY = [
  { slug: 'nuri-pay', offers: 9, coffeechats: 6 },
  { slug: 'maru-cloud', offers: 8, coffeechats: 5 },
  { slug: 'seulgiro-ai', offers: 7, coffeechats: 5 },
  { slug: 'garam-market', offers: 6, coffeechats: 0 },
  { slug: 'hanbit-mobility', offers: 6, coffeechats: 0 },
  { slug: 'byeolmuri-games', offers: 5, coffeechats: 0 },
  { slug: 'neulpum-healthcare', offers: 4, coffeechats: 0 },
  { slug: 'dodam-edu', offers: 3, coffeechats: 0 },
] as const;

/** The demo candidate's waiting offers: from companies with a response record to show on their card. */
const DEMO_CANDIDATE_OFFERS = [
  { slug: 'nuri-pay', hoursAgo: 3, salaryMin: 7000, salaryMax: 7600, offerItems: ['재택근무', '스톡옵션'] },
  { slug: 'maru-cloud', hoursAgo: 26, salaryMin: 7200, salaryMax: 8000, offerItems: ['최신 장비 지원', '유연근무제'] },
  { slug: 'seulgiro-ai', hoursAgo: 50, salaryMin: 7400, salaryMax: 8200, offerItems: ['컨퍼런스 참가 지원'] },
] as const;
const DEMO_POSITION = '시니어 백엔드 개발자';

const roundTo10 = (value: number) => Math.round(value / 10) * 10;
const raiseOver = (salaryMax: number, base: number) => Math.max(0, Math.round((salaryMax / base - 1) * 100));
const latestSalary = (rows: readonly { year: number; amount: number }[]) =>
  [...rows].sort((a, b) => b.year - a.year)[0]?.amount ?? 0;

/** "백엔드 개발자", "데이터 분석가": how a message names the peer's field. */
const fieldOf = (jobLabel: string, jobSubLabel: string) =>
  jobLabel === '개발' && !jobSubLabel.includes('엔지니어') ? `${jobSubLabel} 개발자` : jobSubLabel;

export async function seedDemoActivity(db: Database, now: Date): Promise<void> {
  const [candidate] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.phone, demoCandidate.phone), isNull(candidates.deletedAt)));
  if (!candidate) return;
  const [{ existing }] = await db
    .select({ existing: count() })
    .from(offers)
    .where(eq(offers.candidateId, candidate.id));
  if (existing > 0) return;

  const senders = await sendersByCompany(db);
  if (!senders) return;
  const peers = await db
    .select({
      id: candidates.id,
      phone: candidates.phone,
      jobLabel: candidates.jobLabel,
      jobSubLabel: candidates.jobSubLabel,
    })
    .from(candidates)
    .where(
      and(
        inArray(
          candidates.phone,
          seedPeers.map((peer) => peer.phone),
        ),
        isNull(candidates.deletedAt),
      ),
    );
  peers.sort((a, b) => a.phone.localeCompare(b.phone));
  if (peers.length > 0) await seedPeerOffers(db, now, peers, senders);
  await seedDemoCandidateOffers(db, now, candidate.id, senders);
}

type Senders = Map<string, { companyId: number; companyName: string; senderId: string; viaAgent: boolean }>;

/** Each company's recruiter where the sandbox has one, the agent (SUPER offers) for the rest. */
async function sendersByCompany(db: Database): Promise<Senders | undefined> {
  const slugs = COMPANY_ACTIVITY.map((activity) => activity.slug);
  const rows = await db
    .select({ id: companies.id, slug: companies.slug, name: companies.name })
    .from(companies)
    .where(inArray(companies.slug, slugs));
  const accounts = await db
    .select({ id: bizAccounts.id, email: bizAccounts.email, companyId: bizAccounts.companyId, role: bizAccounts.role })
    .from(bizAccounts);
  const agent = accounts.find((account) => account.email === AGENT_EMAIL);
  if (!agent) return undefined;
  const senders: Senders = new Map();
  for (const company of rows) {
    const recruiter = accounts.find((account) => account.role === 'recruiter' && account.companyId === company.id);
    senders.set(company.slug, {
      companyId: company.id,
      companyName: company.name,
      senderId: recruiter?.id ?? agent.id,
      viaAgent: !recruiter,
    });
  }
  return senders;
}

type Peer = { id: string; phone: string; jobLabel: string; jobSubLabel: string };

/**
 * The peers take the offers in turn (every fifth of them, so each company's offers reach distinct
 * people and every job gets offers from several companies); a company's first offers are the ones
 * accepted, oldest, so each meeting that followed lies in the past.
 */
async function seedPeerOffers(db: Database, now: Date, peers: readonly Peer[], senders: Senders) {
  let turn = 0;
  for (const activity of COMPANY_ACTIVITY) {
    const sender = senders.get(activity.slug);
    if (!sender) continue;
    for (let index = 0; index < activity.offers; index++, turn++) {
      const peer = peers[(turn * 5) % peers.length];
      const chat = index < activity.coffeechats;
      const daysAgo = chat ? 18 + index * 2 : 8 + ((turn * 11) % 21);
      const createdAt = new Date(now.getTime() - daysAgo * DAY_MS - (turn % 9) * HOUR_MS);
      const status = chat ? 'MATCHED' : turn % 2 === 0 ? 'REFUSED' : 'EXPIRED';
      const answeredAt = status === 'EXPIRED' ? null : new Date(createdAt.getTime() + (1 + (turn % 2)) * DAY_MS);
      const base = latestSalary(seedPeers.find((seeded) => seeded.phone === peer.phone)?.salaries ?? []);
      const salaryMin = roundTo10(base * (1.06 + (index % 3) * 0.02));
      const salaryMax = roundTo10(base * (1.14 + (index % 4) * 0.03));
      const field = fieldOf(peer.jobLabel, peer.jobSubLabel);
      const [offer] = await db
        .insert(offers)
        .values({
          candidateId: peer.id,
          companyId: sender.companyId,
          senderId: sender.senderId,
          type: sender.viaAgent ? 'SUPER' : 'NORMAL',
          status,
          salaryMin,
          salaryMax,
          increaseRate: base > 0 ? raiseOver(salaryMax, base) : 0,
          increaseBasis: base > 0 ? '2025년 건강보험 연봉' : null,
          position: field,
          message: `안녕하세요, ${sender.companyName}입니다. ${field} 경력을 보고 먼저 연락드려요. 커피챗으로 이야기 나눠 보고 싶어요.`,
          createdAt,
          expiresAt: offerExpiry(createdAt),
          readAt: new Date(createdAt.getTime() + 2 * HOUR_MS),
          answeredAt,
        })
        .returning({ id: offers.id });
      if (chat && answeredAt) await seedAnsweredChat(db, offer.id, peer.id, sender.companyId, answeredAt, index);
    }
  }
}

/** The company proposed times within 1–3 days; all but the last chat of each company met. */
async function seedAnsweredChat(
  db: Database,
  offerId: number,
  candidateId: string,
  companyId: number,
  acceptedAt: Date,
  index: number,
) {
  const [chat] = await db
    .insert(coffeechats)
    .values({ offerId, candidateId, companyId, createdAt: acceptedAt, updatedAt: acceptedAt })
    .returning({ id: coffeechats.id });
  const proposedAt = new Date(acceptedAt.getTime() + (1 + (index % 3)) * DAY_MS);
  const confirmedAt = new Date(proposedAt.getTime() + DAY_MS);
  const met = index < 4;
  const startsAt = new Date(confirmedAt.getTime() + 2 * DAY_MS);
  await db.insert(coffeechatMeetings).values({
    coffeechatId: chat.id,
    status: met ? 'DONE' : 'CANCELLED',
    mode: 'ONLINE',
    place: 'https://meet.boltx.example/demo',
    chosenStartsAt: met ? startsAt : null,
    chosenEndsAt: met ? new Date(startsAt.getTime() + HOUR_MS) : null,
    firstProposedAt: proposedAt,
    firstConfirmedAt: met ? confirmedAt : null,
    cancelledBy: met ? null : 'CANDIDATE',
    cancelReason: met ? null : '다른 회사와 먼저 이야기가 진행됐어요.',
    cancelledAt: met ? null : confirmedAt,
    updatedAt: met ? startsAt : confirmedAt,
  });
}

async function seedDemoCandidateOffers(db: Database, now: Date, candidateId: string, senders: Senders) {
  const base = latestSalary(demoCandidateProfile.salaries.filter((salary) => salary.type === 'INPUT'));
  const hope = demoCandidateProfile.salaries.find((salary) => salary.type === 'HOPE')?.amount ?? null;
  for (const offer of DEMO_CANDIDATE_OFFERS) {
    const sender = senders.get(offer.slug);
    if (!sender) continue;
    const createdAt = new Date(now.getTime() - offer.hoursAgo * HOUR_MS);
    const message = sender.viaAgent
      ? `볼트X 에이전트입니다. ${sender.companyName}에서 ${DEMO_POSITION} 포지션에 꼭 맞는 분을 찾고 있어 먼저 연결해 드려요. 조건은 제가 함께 조율해 드릴게요.`
      : `안녕하세요, ${sender.companyName} 채용팀입니다. 백엔드 경력을 인상 깊게 보았어요. 커피챗으로 팀 이야기를 먼저 나눠 보고 싶어요.`;
    await db.insert(offers).values({
      candidateId,
      companyId: sender.companyId,
      senderId: sender.senderId,
      type: sender.viaAgent ? 'SUPER' : 'NORMAL',
      salaryMin: offer.salaryMin,
      salaryMax: offer.salaryMax,
      increaseRate: raiseOver(offer.salaryMax, base),
      increaseBasis: '2025년 건강보험 연봉',
      hopeSalaryAtSend: hope,
      position: DEMO_POSITION,
      offerItems: [...offer.offerItems],
      message,
      createdAt,
      expiresAt: offerExpiry(createdAt),
    });
  }
}
