/**
 * Referral partners (SPEC §1, §3): sign-in, their page, and the public look-up of a referral
 * link. Refresh and logout are the shared /auth calls; a partner token opens only /partners/me
 * (and partners shares), as every other kind of token opens only its own doors.
 */
import { Hono } from 'hono';
import { object } from 'superstruct';
import * as apiPaths from '../../../src/contract/api-paths';
import type { TokenPair } from '../../../src/contract/auth';
import {
  PartnerLogin,
  type PartnerMe,
  REFERRAL_NOT_FOUND,
  type ReferralInfo,
  ReferralToken,
} from '../../../src/contract/partners';
import type { AppDeps, AppEnv } from '../../app-deps';
import { loginPartner, referralInfo, requireActivePartner } from '../../domain/partners';
import { ApiError } from '../../errors/api-error';
import { clientNetwork } from '../../http/client-network';
import { parseJson } from '../../http/parse';
import { requireSession, subjectOf } from '../../http/require-session';
import { sendRetryAfter } from '../../http/send-retry-after';
import { partnerMe } from './partner-referrals';

const ReferralParams = object({ token: ReferralToken });

export function partnerRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.post(apiPaths.partnerLogin, sendRetryAfter, async (c) => {
    const credentials = await parseJson(c, PartnerLogin);
    const tokens = await loginPartner(deps, credentials, clientNetwork(c, deps.env.trustProxy));
    return c.json(tokens satisfies TokenPair);
  });

  app.get(apiPaths.partnerMe, requireSession(deps, 'partner'), async (c) => {
    const partner = await requireActivePartner(deps.db, subjectOf(c));
    return c.json((await partnerMe(deps.db, partner)) satisfies PartnerMe);
  });

  // A mangled link is the same dead end as an unknown one: 404 with the link message, not 400.
  app.get(apiPaths.referral, async (c) => {
    const token = c.req.param('token');
    if (!ReferralParams.is({ token })) throw new ApiError(404, 'REFERRAL_NOT_FOUND', REFERRAL_NOT_FOUND);
    return c.json((await referralInfo(deps.db, token)) satisfies ReferralInfo);
  });

  return app;
}
