/**
 * Pushes a notification to every browser a candidate subscribed. Never throws: a push is a bonus
 * on top of the recorded notification, so a push service that refuses, times out or is unreachable
 * is logged (its host and status only) and the caller carries on. 404/410 means the browser dropped
 * the subscription, and an endpoint that is not a known push service's https address (one saved
 * before that rule, web-push.ts) can never be pushed to: both are forgotten. A host resolving to a
 * private address is refused and logged, the subscription kept (a push service's name pointing
 * inside is a DNS fault or an attack, not the browser's doing).
 *
 * TTL: a push about something that expires (an offer) is never kept by the push service past the
 * expiry; anything else is kept up to DEFAULT_TTL_SECONDS for a device that is offline.
 *
 * Badge: each push carries what waits for the candidate then (`countWaiting`, read once per
 * delivery), which the worker puts on the app icon. A count that cannot be read leaves the badge
 * out; the push goes anyway.
 */
import { PUSH_BADGE_MAX, type PushPayload } from '../../src/contract/push';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import type { PushMessage, PushOutcome, Urgency, WebPushClient } from '../providers/web-push';
import type { NotificationMessage } from './notification-message';
import { forgetSubscription, markDelivered, subscriptionsOf } from './push-subscriptions';

/** Four weeks is what push services keep at most; a message is still worth reading within a week. */
export const DEFAULT_TTL_SECONDS = 7 * 24 * 60 * 60;
const BODY_MAX = 200;

export interface PushDelivery {
  /** The VAPID public key browsers subscribe with (GET /api/push/key). */
  publicKey: string;
  deliver(candidateId: string, message: NotificationMessage): Promise<void>;
}

/** Offers awaiting the candidate's answer plus their unread messages (features/messages/waiting-count.ts). */
export type CountWaiting = (candidateId: string, now: Date) => Promise<number>;

export function pushPayload(message: NotificationMessage, waiting?: number): PushPayload {
  const characters = Array.from(message.body);
  const body = characters.length > BODY_MAX ? `${characters.slice(0, BODY_MAX - 1).join('')}…` : message.body;
  // One tag per thing the notification is about: a reminder replaces the offer's arrival notice,
  // a room's newest message replaces its previous one.
  const payload: PushPayload = { title: message.title, body, url: message.url, kind: message.kind, tag: message.url };
  if (waiting === undefined || !Number.isFinite(waiting)) return payload;
  return { ...payload, badge: Math.min(PUSH_BADGE_MAX, Math.max(0, Math.trunc(waiting))) };
}

/** Seconds the push service may keep it; 0 or less means it is already moot. */
export function pushTtlSeconds(message: NotificationMessage, now: Date): number {
  if (!message.expiresAt) return DEFAULT_TTL_SECONDS;
  return Math.min(DEFAULT_TTL_SECONDS, Math.floor((message.expiresAt.getTime() - now.getTime()) / 1000));
}

/** The endpoint's host (never its path, which is a capability), or a placeholder for one that does not parse. */
function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'invalid';
  }
}

// Offers and curations are time-limited; a message can wait for the device's next wake-up.
const urgencyOf = (message: NotificationMessage): Urgency => (message.kind === 'MESSAGE' ? 'normal' : 'high');

export function createPushDelivery(options: {
  db: Database;
  client: WebPushClient;
  logger: Logger;
  now: () => Date;
  /** Each push's outcome, counted by the metrics (monitoring/metrics.ts). */
  onSettled?: (outcome: PushOutcome['kind']) => void;
  /** The badge's count; without it pushes carry no badge. */
  countWaiting?: CountWaiting;
}): PushDelivery {
  const { db, client, logger, now, onSettled, countWaiting } = options;

  /** Undefined when there is nothing to count with, or the count failed (logged): the push goes without. */
  async function badgeOf(candidateId: string): Promise<number | undefined> {
    if (!countWaiting) return undefined;
    try {
      return await countWaiting(candidateId, now());
    } catch (error) {
      logger.warn('push badge count failed', { error: error instanceof Error ? error.name : 'unknown' });
      return undefined;
    }
  }

  async function settle(subscription: { id: number; endpoint: string }, outcome: PushOutcome, kind: string) {
    onSettled?.(outcome.kind);
    if (outcome.kind === 'delivered') return markDelivered(db, subscription.id, now());
    const service = hostOf(subscription.endpoint);
    if (outcome.kind === 'gone') {
      logger.info('push subscription gone', { subscription: subscription.id, service, status: outcome.status });
      return forgetSubscription(db, subscription.id);
    }
    if (outcome.kind === 'refused') {
      logger.warn('push subscription refused', { subscription: subscription.id, service, reason: outcome.reason });
      return forgetSubscription(db, subscription.id);
    }
    logger.warn('push failed', { subscription: subscription.id, service, kind, reason: outcome.reason });
  }

  return {
    publicKey: client.publicKey,
    async deliver(candidateId, message) {
      try {
        const ttlSeconds = pushTtlSeconds(message, now());
        if (ttlSeconds <= 0) return;
        const subscriptions = await subscriptionsOf(db, candidateId);
        if (subscriptions.length === 0) return;
        const push: PushMessage = {
          payload: JSON.stringify(pushPayload(message, await badgeOf(candidateId))),
          ttlSeconds,
          urgency: urgencyOf(message),
        };
        await Promise.all(
          subscriptions.map(async (subscription) =>
            settle(subscription, await client.send(subscription, push), message.kind).catch((error) =>
              logger.warn('push bookkeeping failed', {
                subscription: subscription.id,
                error: error instanceof Error ? error.name : 'unknown',
              }),
            ),
          ),
        );
      } catch (error) {
        logger.warn('push failed', { kind: message.kind, error: error instanceof Error ? error.name : 'unknown' });
      }
    },
  };
}
