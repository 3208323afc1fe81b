/**
 * Who asks for an offers page, and what it should carry for them. The page cookie is checked
 * exactly as requireSession('candidate') checks a bearer token; anything less than a live
 * candidate's token — none, expired, forged, a partner's or a console's, a deleted account — gets
 * the ordinary shell, never an error: the app then signs in or refreshes as it always did.
 */
import { getCookie } from 'hono/cookie';
import { FIRST_OFFERS_PAGES } from '../../../src/contract/first-offers';
import { CANDIDATE_PAGE_COOKIE } from '../../../src/contract/page-cookie';
import type { AppDeps } from '../../app-deps';
import { ApiError } from '../../errors/api-error';
import { carriesFirstOffers, type FirstOffersReader } from '../../http/first-offers';
import { firstOffersJson } from './first-offers';

export function firstOffersReader(
  deps: Pick<AppDeps, 'accessTokens' | 'db' | 'now' | 'logger' | 'env' | 'databaseKind'>,
): FirstOffersReader {
  return async (c, pathname) => {
    const query = carriesFirstOffers(pathname) ? FIRST_OFFERS_PAGES[pathname] : undefined;
    const token = query ? getCookie(c, CANDIDATE_PAGE_COOKIE) : undefined;
    if (!query || !token) return undefined;
    const verified = await deps.accessTokens.verify(token);
    if (!verified.ok || verified.claims.kind !== 'candidate') return undefined;
    try {
      // The database has just answered: what GET /health would say now.
      const health = { ok: true, database: deps.databaseKind, sandbox: deps.env.sandbox, version: deps.env.version };
      return await firstOffersJson(deps.db, verified.claims.subjectId, query, deps.now(), health);
    } catch (error) {
      // A deleted account's token may live a few more minutes: the shell without offers, like any stranger's.
      if (!(error instanceof ApiError)) {
        deps.logger.warn('first offers not read', {
          path: pathname,
          error: error instanceof Error ? error.name : 'unknown',
        });
      }
      return undefined;
    }
  };
}
