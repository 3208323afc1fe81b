/**
 * Built offers lists kept in this process by their tag (offer-list-version.ts), which names the
 * candidate, the mode, offers_version and the next expiry: a tag that is current names exactly the
 * list the statement would write now. Every request reads the tag from the database first, so a
 * write on another replica is seen at once; an entry no tag names any more just ages out.
 */
import type { OfferList, OfferListQuery } from '../../../src/contract/offers';
import type { Database } from '../../db/client';
import { ByteBoundedCache } from './byte-bounded-cache';
import { type JsonText, type OfferListAnswer, offerListJson } from './offer-list';

/** Some thousands of 50-card lists, held as UTF-16 (ByteBoundedCache). */
const OFFER_LIST_CACHE_BYTES = 32 * 1024 * 1024;

/** Per database: tests open many, and one database's tags say nothing of another's lists. */
const caches = new WeakMap<Database, ByteBoundedCache>();

/** The database's cache of built lists (tests look at it). */
export function offerListCache(db: Database): ByteBoundedCache {
  const kept = caches.get(db);
  if (kept) return kept;
  const cache = new ByteBoundedCache(OFFER_LIST_CACHE_BYTES);
  caches.set(db, cache);
  return cache;
}

/**
 * The list `tag` names, built before or now. A build is kept under the tag of what it read, which
 * is `tag` unless a write landed between the two statements: then this answer is the newer list.
 */
export async function cachedOfferList(
  db: Database,
  subjectId: string,
  query: OfferListQuery,
  at: Date,
  tag: string,
): Promise<OfferListAnswer> {
  const cache = offerListCache(db);
  const kept = cache.get(tag);
  if (kept !== undefined) return { json: kept as JsonText<OfferList>, tag };
  const built = await offerListJson(db, subjectId, query, at);
  cache.set(built.tag, built.json);
  return built;
}
