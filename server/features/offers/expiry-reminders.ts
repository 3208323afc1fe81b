/**
 * "제안이 곧 마감돼요": once an open offer (or an open curation group) has 24 hours or less left,
 * the candidate is told once. The job runner's expiry sweep calls this every minute, so offers
 * sent before this existed are reminded too.
 *
 * Each reminder is claimed by setting expiry_reminded_at in one UPDATE … WHERE … IS NULL: with any
 * number of replicas sweeping at once, exactly one claims a row. The claim comes before the
 * notification, so a reminder is sent at most once (a crash between the two loses it, never
 * doubles it). Deleted accounts are skipped.
 */
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { formatKstDateTime } from '../../../src/contract/kst';
import type { AppDeps } from '../../app-deps';
import { candidates, companies, offerGroups, offers } from '../../db/schema';
import type { NotificationMessage } from '../../domain/notification-message';

const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;
const REMINDER_TITLE = '제안이 곧 마감돼요';

type ReminderDeps = Pick<AppDeps, 'db' | 'notifier' | 'logger'>;

export function offerReminder(offerId: number, companyName: string, expiresAt: Date): NotificationMessage {
  return {
    kind: 'OFFER',
    title: REMINDER_TITLE,
    body: `${companyName}의 연봉 제안이 ${formatKstDateTime(expiresAt)}에 마감돼요. 놓치기 전에 확인해 보세요.`,
    url: `/my/result/${offerId}`,
    expiresAt,
  };
}

export function curationReminder(groupId: number, expiresAt: Date): NotificationMessage {
  return {
    kind: 'CURATION',
    title: REMINDER_TITLE,
    body: `에이전트가 고른 연봉 제안이 ${formatKstDateTime(expiresAt)}에 마감돼요. 놓치기 전에 비교해 보세요.`,
    url: `/my/result/curation/${groupId}`,
    expiresAt,
  };
}

// A deleted account keeps its rows 30 days, hidden: it is never reminded.
const liveCandidates = (db: ReminderDeps['db']) =>
  db.select({ id: candidates.id }).from(candidates).where(isNull(candidates.deletedAt));

async function claimOffers(db: ReminderDeps['db'], now: Date) {
  const dueBy = new Date(now.getTime() + REMINDER_LEAD_MS);
  return db
    .update(offers)
    .set({ expiryRemindedAt: now })
    .where(
      and(
        eq(offers.status, 'WAITING'),
        // A curated offer is reminded once, with its group.
        isNull(offers.offerGroupId),
        isNull(offers.expiryRemindedAt),
        gt(offers.expiresAt, now),
        lte(offers.expiresAt, dueBy),
        inArray(offers.candidateId, liveCandidates(db)),
      ),
    )
    .returning({
      id: offers.id,
      candidateId: offers.candidateId,
      companyId: offers.companyId,
      expiresAt: offers.expiresAt,
    });
}

async function claimGroups(db: ReminderDeps['db'], now: Date) {
  const dueBy = new Date(now.getTime() + REMINDER_LEAD_MS);
  return db
    .update(offerGroups)
    .set({ expiryRemindedAt: now })
    .where(
      and(
        eq(offerGroups.status, 'WAITING'),
        isNull(offerGroups.expiryRemindedAt),
        gt(offerGroups.expiresAt, now),
        lte(offerGroups.expiresAt, dueBy),
        inArray(offerGroups.candidateId, liveCandidates(db)),
      ),
    )
    .returning({ id: offerGroups.id, candidateId: offerGroups.candidateId, expiresAt: offerGroups.expiresAt });
}

async function notifyOne(deps: ReminderDeps, candidateId: string, message: NotificationMessage) {
  try {
    await deps.notifier.notify(candidateId, message);
    return true;
  } catch (error) {
    deps.logger.warn('reminder failed', { kind: message.kind, error: error instanceof Error ? error.name : 'unknown' });
    return false;
  }
}

/** Claims and sends the reminders due at `now`; answers how many were sent. */
export async function sendExpiryReminders(deps: ReminderDeps, now: Date): Promise<{ offers: number; groups: number }> {
  const claimedOffers = await claimOffers(deps.db, now);
  const claimedGroups = await claimGroups(deps.db, now);
  const companyIds = [...new Set(claimedOffers.map((offer) => offer.companyId))];
  const names =
    companyIds.length === 0
      ? new Map<number, string>()
      : new Map(
          (
            await deps.db
              .select({ id: companies.id, name: companies.name })
              .from(companies)
              .where(inArray(companies.id, companyIds))
          ).map((row) => [row.id, row.name]),
        );
  let sentOffers = 0;
  for (const offer of claimedOffers) {
    const message = offerReminder(offer.id, names.get(offer.companyId) ?? '기업', offer.expiresAt);
    if (await notifyOne(deps, offer.candidateId, message)) sentOffers += 1;
  }
  let sentGroups = 0;
  for (const group of claimedGroups) {
    if (await notifyOne(deps, group.candidateId, curationReminder(group.id, group.expiresAt))) sentGroups += 1;
  }
  return { offers: sentOffers, groups: sentGroups };
}
