/**
 * Shares of the lifetime-income event (POST /income/lifetime/share). Who may share what:
 * - a candidate: money and graph of their own completed event, secret, default;
 * - a partner: partners (their referral link) and default;
 * - anyone without a session: default only (other modes need the sharer's session, 401).
 * Every share is recorded with a random code, the utm_content of the visits it brings. Anyone may
 * share without a session, so recorded shares are limited per client IP (SHARES_PER_IP_PER_HOUR)
 * — otherwise one script could fill the table.
 */

import type { SessionKind } from '../../../src/contract/auth';
import type { ShareContent, ShareMode } from '../../../src/contract/income';
import type { Database } from '../../db/client';
import { shares } from '../../db/schema-income';
import { requireLiveCandidate } from '../../domain/candidate-records';
import { requireActivePartner } from '../../domain/partners';
import { newShareCode } from '../../domain/random-codes';
import { HOUR_MS, type RateLimits } from '../../domain/rate-limits';
import { ApiError, badRequest, forbidden, unauthorized } from '../../errors/api-error';
import { RetryLaterError } from '../../errors/retry-later';
import { findOwnEvent } from './lifetime-lookups';
import { type ShareFacts, shareContent } from './share-content';

export type Sharer = { kind: 'anonymous' } | { kind: SessionKind; id: string };

const NOT_COMPLETED_MESSAGE = '생애 소득 계산을 마친 뒤에 공유할 수 있어요.';
/** Shares one client IP may record per rolling hour, whoever shares: far above what a person does. */
export const SHARES_PER_IP_PER_HOUR = 60;
export const SHARE_LIMIT_MESSAGE = '공유 요청이 너무 많아요. 잠시 후 다시 시도해 주세요.';

const allowedModes: Record<Sharer['kind'], readonly ShareMode[]> = {
  anonymous: ['default'],
  candidate: ['money', 'graph', 'secret', 'default'],
  partner: ['partners', 'default'],
  biz: [],
};

/** What the share is about, checked against who shares it. */
async function factsOf(
  db: Database,
  sharer: Sharer,
  mode: ShareMode,
  eventId: string | undefined,
): Promise<{ facts: ShareFacts; eventId?: string }> {
  if (!allowedModes[sharer.kind].includes(mode)) {
    throw sharer.kind === 'anonymous' ? unauthorized() : forbidden();
  }
  if (sharer.kind === 'anonymous') return { facts: { mode: 'default' } };
  if (sharer.kind === 'partner') {
    const partner = await requireActivePartner(db, sharer.id);
    return mode === 'partners'
      ? { facts: { mode, partnerName: partner.name, referralToken: partner.referralToken } }
      : { facts: { mode: 'default' } };
  }
  await requireLiveCandidate(db, sharer.id);
  if (mode !== 'money' && mode !== 'graph') return { facts: { mode: mode === 'secret' ? 'secret' : 'default' } };
  if (!eventId) throw badRequest('eventId 항목이 필요합니다.', 'eventId');
  const event = await findOwnEvent(db, sharer.id, eventId);
  if (event.lifetimeIncome === null) throw new ApiError(409, 'LIFETIME_NOT_COMPLETED', NOT_COMPLETED_MESSAGE);
  const facts: ShareFacts = mode === 'money' ? { mode, lifetimeIncome: event.lifetimeIncome } : { mode };
  return { facts, eventId };
}

export interface ShareDeps {
  db: Database;
  now: () => Date;
  rateLimits: RateLimits;
}

/** Checks what may be shared first, so only a share that would be recorded counts against the IP. */
export async function createShare(
  { db, now, rateLimits }: ShareDeps,
  sharer: Sharer,
  request: { mode: ShareMode; eventId?: string },
  origin: string,
  clientIp: string,
): Promise<ShareContent> {
  const { facts, eventId } = await factsOf(db, sharer, request.mode, request.eventId);
  const claimed = await rateLimits.claimWithin('share-ip', clientIp, {
    limit: SHARES_PER_IP_PER_HOUR,
    windowMs: HOUR_MS,
  });
  if (!claimed.granted) throw new RetryLaterError(SHARE_LIMIT_MESSAGE, claimed.retryAfterMs);
  const code = newShareCode();
  await db.insert(shares).values({
    mode: facts.mode,
    candidateId: sharer.kind === 'candidate' ? sharer.id : null,
    partnerId: sharer.kind === 'partner' ? sharer.id : null,
    eventId: eventId ?? null,
    code,
    createdAt: now(),
  });
  return shareContent(origin, facts, code);
}
