/**
 * The landing's rolling strip of recent offers (SPEC §1). In sandbox mode it shows the seeded,
 * made-up items. Outside it, only what happened: the newest offers of the last RECENT_DAYS to live
 * candidates, each named as the strip always names people (family name and ○○) with their job and
 * the raise the offer proposed — or nothing at all when there are none.
 */
import { and, asc, desc, eq, gte, isNull, lte } from 'drizzle-orm';
import type { RollingList } from '../../../src/contract/content';
import { DAY_MS } from '../../../src/contract/kst';
import type { Database } from '../../db/client';
import { candidates, offers, rollingItems } from '../../db/schema';

const RECENT_DAYS = 30;
const ROLLING_SIZE = 12;

/** "김○○": the first syllable (the family name for a Korean name) and nothing more. */
const anonymizedName = (name: string) => `${Array.from(name.trim())[0] ?? '○'}○○`;

/**
 * "백엔드 · 연봉 최대 18% 상승 제안" (the raise is the top of the band's), or "백엔드 · 연봉 제안" when
 * the offer names no raise.
 */
const offerTitle = (job: string, increaseRate: number) =>
  `${job} · ${increaseRate > 0 ? `연봉 최대 ${increaseRate}% 상승 제안` : '연봉 제안'}`;

export async function listRollingItems(db: Database, sandbox: boolean, now: Date): Promise<RollingList> {
  if (sandbox) {
    const items = await db
      .select({ name: rollingItems.name, title: rollingItems.title })
      .from(rollingItems)
      .orderBy(asc(rollingItems.id));
    return { items };
  }
  const rows = await db
    .select({
      name: candidates.name,
      jobLabel: candidates.jobLabel,
      jobSubLabel: candidates.jobSubLabel,
      increaseRate: offers.increaseRate,
    })
    .from(offers)
    .innerJoin(candidates, eq(candidates.id, offers.candidateId))
    .where(
      and(
        gte(offers.createdAt, new Date(now.getTime() - RECENT_DAYS * DAY_MS)),
        lte(offers.createdAt, now),
        isNull(candidates.deletedAt),
      ),
    )
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(ROLLING_SIZE);
  return {
    items: rows.map((row) => ({
      name: anonymizedName(row.name),
      title: offerTitle(row.jobSubLabel || row.jobLabel, row.increaseRate),
    })),
  };
}
