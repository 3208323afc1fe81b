/**
 * Who asks for an offers page, and what it should carry for them (contract/first-offers.ts). The
 * page cookie is checked exactly as requireSession('candidate') checks a bearer token; anything
 * less than a live candidate's token — none, expired, forged, a partner's or a console's, a
 * deleted account — gets the ordinary shell, never an error: the app then signs in or refreshes as
 * it always did.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { FIRST_OFFERS_ELEMENT_ID, FIRST_OFFERS_PAGES } from '../../src/contract/first-offers';
import { CANDIDATE_PAGE_COOKIE } from '../../src/contract/page-cookie';
import type { AppDeps } from '../app-deps';
import { firstOffersJson } from '../domain/first-offers';
import { ApiError } from '../errors/api-error';

/** The first offers of `pathname` for the request's candidate, as JSON text; undefined for anyone else or any other page. */
export type FirstOffersReader = (c: Context, pathname: string) => Promise<string | undefined>;

/** Whether the shell of `pathname` depends on the page cookie. */
export const carriesFirstOffers = (pathname: string) => Object.hasOwn(FIRST_OFFERS_PAGES, pathname);

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

/**
 * The shell with the offers in a JSON data block: never executed, so the CSP's script-src does not
 * apply to it. `<` is escaped (JSON allows \u003c anywhere in a string), so no text of an offer can
 * close the element or open a comment.
 */
export function withFirstOffers(shell: string, json: string): string {
  const block = `<script type="application/json" id="${FIRST_OFFERS_ELEMENT_ID}">${json.replaceAll('<', '\\u003c')}</script>`;
  // A function, not a string, as the replacement: an offer's `$&` must stay text.
  return shell.includes('</body>') ? shell.replace('</body>', () => `${block}\n</body>`) : `${shell}${block}`;
}
