/**
 * A candidate's push subscriptions, one per browser, on a known push service's host only (the
 * server POSTs to whatever is saved here: push-services.ts). The endpoint is unique: a browser
 * that re-syncs while signed in as someone else moves its subscription to them, so a shared device
 * notifies the person now using it. A candidate keeps at most SUBSCRIPTIONS_MAX browsers; the ones
 * re-synced least recently make room.
 */
import { and, desc, eq, isNull, notInArray } from 'drizzle-orm';
import type { PushSubscriptionBody } from '../../src/contract/push';
import type { Database } from '../db/client';
import { candidates } from '../db/schema';
import { pushSubscriptions } from '../db/schema-push';
import { badRequest } from '../errors/api-error';
import { type PushEndpointPolicy, pushEndpointProblem } from '../providers/push-services';
import { isP256Point } from '../providers/web-push-crypto';

/** Phones, tablets and computers one person plausibly uses at once. */
export const SUBSCRIPTIONS_MAX = 10;

/** Base64url without padding, as we store and send it. */
const unpadded = (text: string) => text.replace(/=+$/, '');

/** What a refused endpoint is answered with: the field, and that it is not a push service we send to. */
export const UNKNOWN_PUSH_SERVICE_MESSAGE = 'endpoint 항목은 알려진 푸시 서비스의 https 주소여야 합니다.';

export async function saveSubscription(
  db: Database,
  candidateId: string,
  body: PushSubscriptionBody,
  now: Date,
  /** env.push: the push services we send to. */
  policy: PushEndpointPolicy,
) {
  // The contract checks the endpoint's shape; only a known push service's host is ever pushed to.
  if (pushEndpointProblem(new URL(body.endpoint), policy)) {
    throw badRequest(UNKNOWN_PUSH_SERVICE_MESSAGE, 'endpoint');
  }
  // The contract checks the key's shape; only the curve tells whether we can encrypt to it.
  if (!isP256Point(Buffer.from(body.keys.p256dh, 'base64url'))) {
    throw badRequest('keys.p256dh 항목의 형식이 올바르지 않습니다.', 'keys.p256dh');
  }
  const values = { p256dh: unpadded(body.keys.p256dh), auth: unpadded(body.keys.auth), updatedAt: now };
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ candidateId, endpoint: body.endpoint, createdAt: now, ...values })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { candidateId, ...values } });
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.candidateId, candidateId))
      .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
      .limit(SUBSCRIPTIONS_MAX);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.candidateId, candidateId), notInArray(pushSubscriptions.id, kept)));
  });
}

/** Forgets the caller's subscription; another candidate's endpoint is left alone (and not revealed). */
export async function removeSubscription(db: Database, candidateId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.candidateId, candidateId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** Where to push for a candidate; none for a deleted account (kept 30 days, but never notified). */
export function subscriptionsOf(db: Database, candidateId: string) {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .innerJoin(candidates, eq(candidates.id, pushSubscriptions.candidateId))
    .where(and(eq(pushSubscriptions.candidateId, candidateId), isNull(candidates.deletedAt)));
}

export async function forgetSubscription(db: Database, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function markDelivered(db: Database, id: number, now: Date): Promise<void> {
  await db.update(pushSubscriptions).set({ lastSuccessAt: now }).where(eq(pushSubscriptions.id, id));
}
