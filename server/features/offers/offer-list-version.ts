/**
 * What a candidate's offers list depends on, read without building it. The list changes only by a
 * write (candidates.offers_version, bumped by triggers: migration 0017_offers_version) or by time,
 * and time changes it only when a WAITING offer passes its expiry (statuses are read at `now`,
 * offer-queries.ts). So (candidate, mode, version, next expiry) determine the list, and their tag
 * is its ETag and the key of its built JSON (cached-offer-list.ts).
 */
import { createHash } from 'node:crypto';
import { and, eq, gte, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Database, statementName } from '../../db/client';
import { candidates, offers } from '../../db/schema';
import { unauthorized } from '../../errors/api-error';
import type { Moment, OfferListMode } from './offer-queries';

/** Both as text: exact (microseconds, 64 bits) and the same on both drivers. */
export interface OfferListVersion {
  version: string;
  /** Microseconds since the epoch of the soonest expiry still ahead; null when nothing is open. */
  nextExpiry: string | null;
}

/** offers_version as text. */
export const versionText = sql<string>`${candidates.offersVersion}::text`;

/**
 * The soonest moment a WAITING offer of `candidateId` turns EXPIRED (`expiresAt < now`): until
 * then, `now` reads every status as it reads them at this moment.
 */
export function nextExpiryText(candidateId: AnyPgColumn, now: Moment): SQL<string | null> {
  const soonest = sql`(select min(${offers.expiresAt}) from ${offers} where ${and(
    eq(offers.candidateId, candidateId),
    eq(offers.status, 'WAITING'),
    gte(offers.expiresAt, now),
  )})`;
  return sql<string | null>`(extract(epoch from ${soonest}) * 1000000)::bigint::text`;
}

function prepareVersion(db: Database) {
  const now = sql.placeholder('now');
  return db
    .select({ version: versionText, nextExpiry: nextExpiryText(candidates.id, now) })
    .from(candidates)
    .where(and(eq(candidates.id, sql.placeholder('candidateId')), isNull(candidates.deletedAt)))
    .prepare(statementName(db, 'offer_list_version'));
}

/** Per database: tests open many, each with its own connections. */
const preparedVersions = new WeakMap<Database, ReturnType<typeof prepareVersion>>();

/** Throws unauthorized() for a deleted or unknown candidate, as the list itself does. */
export async function readOfferListVersion(db: Database, subjectId: string, at: Date): Promise<OfferListVersion> {
  const prepared = preparedVersions.get(db) ?? prepareVersion(db);
  preparedVersions.set(db, prepared);
  const [row] = await prepared.execute({ candidateId: subjectId, now: at.toISOString() });
  if (!row) throw unauthorized();
  return row;
}

export interface OfferListIdentity extends OfferListVersion {
  candidateId: string;
  mode: OfferListMode;
  /** Identifies the statement that writes the list, so a deploy that changes the JSON changes every tag. */
  format: string;
}

/**
 * 64 bits of SHA-256, hex. The candidate id is in it, so one candidate's tag never names another's
 * list; the text is unambiguous (ids, numbers and a hex format hold no `|`).
 */
export function offerListTag({ candidateId, mode, version, nextExpiry, format }: OfferListIdentity): string {
  const identity = [format, candidateId, mode, version, nextExpiry ?? 'none'].join('|');
  return createHash('sha256').update(identity).digest('hex').slice(0, 16);
}
