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
import { batchedRead } from '../../db/batched-read';
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

/**
 * The offers_version of many candidates at once, primary-key reads, cheap to plan when statements
 * are unnamed: the version reads of one turn of the event loop go as one (db/batched-read.ts).
 */
function prepareVersions(db: Database) {
  return db
    .select({ id: candidates.id, version: versionText })
    .from(candidates)
    .where(and(sql`${candidates.id} = any(${sql.placeholder('candidateIds')}::uuid[])`, isNull(candidates.deletedAt)))
    .prepare(statementName(db, 'offer_list_versions'));
}

/** What nextExpiryText reads, for every moment at once: each WAITING offer's expiry in the same units, soonest first. */
function prepareExpiries(db: Database) {
  const expiries = sql<
    string[]
  >`array(select (extract(epoch from ${offers.expiresAt}) * 1000000)::bigint::text from ${offers} where ${and(
    eq(offers.candidateId, candidates.id),
    eq(offers.status, 'WAITING'),
  )} order by ${offers.expiresAt})`;
  return db
    .select({ version: versionText, expiries })
    .from(candidates)
    .where(and(eq(candidates.id, sql.placeholder('candidateId')), isNull(candidates.deletedAt)))
    .prepare(statementName(db, 'offer_list_expiries'));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Candidates whose WAITING expiries this process keeps (~200 bytes each); past this, the oldest is forgotten. */
const KNOWN_EXPIRIES_MAX = 50_000;

interface KnownExpiries {
  version: string;
  /** Microseconds since the epoch as text, ascending. */
  expiries: string[];
}

interface VersionReads {
  /** A live candidate's offers_version; undefined for a deleted or unknown one. */
  version: (candidateId: string) => Promise<string | undefined>;
  expiries: ReturnType<typeof prepareExpiries>;
  known: Map<string, KnownExpiries>;
}

/** Per database: tests open many, each with its own connections and candidates. */
const versionReads = new WeakMap<Database, VersionReads>();

function readsOf(db: Database): VersionReads {
  const kept = versionReads.get(db);
  if (kept) return kept;
  const versions = prepareVersions(db);
  const version = batchedRead(async (candidateIds: string[]) => {
    // An id that is no uuid would fail the cast, and the statement with it every request of the turn.
    const rows = await versions.execute({ candidateIds: candidateIds.filter((id) => UUID.test(id)) });
    return new Map(rows.map((row) => [row.id, row.version]));
  });
  const reads = { version, expiries: prepareExpiries(db), known: new Map<string, KnownExpiries>() };
  versionReads.set(db, reads);
  return reads;
}

/** nextExpiryText at `at`: the soonest expiry not before it (`expiresAt >= now`), or null. */
function nextExpiryAt(expiries: readonly string[], at: Date): string | null {
  const micros = at.getTime() * 1000;
  return expiries.find((expiry) => Number(expiry) >= micros) ?? null;
}

/**
 * Throws unauthorized() for a deleted or unknown candidate, as the list itself does.
 *
 * Every request reads offers_version, so a write on another replica is seen at once. The next
 * expiry is worked out here from the candidate's WAITING expiries, read once per version: every
 * write to their offers moves the version (migration 0017), so while it stands the expiries stand
 * too, and only `at` moves. That leaves a primary-key read per request, batched with the other
 * requests of its turn: unnamed (behind a pooler) the statement with the expiry's subquery cost
 * PostgreSQL ~0.24 ms of CPU to parse and plan each time, the version alone ~0.08 ms.
 */
export async function readOfferListVersion(db: Database, subjectId: string, at: Date): Promise<OfferListVersion> {
  const reads = readsOf(db);
  const version = await reads.version(subjectId);
  if (version === undefined) throw unauthorized();
  const known = reads.known.get(subjectId);
  if (known?.version === version) return { version, nextExpiry: nextExpiryAt(known.expiries, at) };
  // Version and expiries from one snapshot: this version may already be newer than the one just read.
  const [current] = await reads.expiries.execute({ candidateId: subjectId });
  if (!current) throw unauthorized();
  reads.known.delete(subjectId);
  if (reads.known.size >= KNOWN_EXPIRIES_MAX) reads.known.delete(reads.known.keys().next().value as string);
  reads.known.set(subjectId, current);
  return { version: current.version, nextExpiry: nextExpiryAt(current.expiries, at) };
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
