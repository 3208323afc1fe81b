/**
 * A private JSON answer the browser keeps and revalidates: a strong ETag that names the body
 * (derived from what the body depends on, not from its bytes), 304 with no body when the client's
 * copy is still it, and `Cache-Control: private, no-cache` instead of the
 * API's no-store, so the browser's own HTTP cache asks every time and downloads only a changed
 * body. `Vary: Authorization` keeps one candidate's stored copy from answering another's request
 * on a shared browser (their tokens differ); `private` keeps it out of any shared cache.
 */
import type { Context } from 'hono';

/**
 * If-None-Match compares weakly (RFC 9110 §13.1.2): compress() weakens our ETag on a gzipped
 * body, and the browser sends back the weakened one.
 */
function matches(ifNoneMatch: string | undefined, etag: string) {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * 304 when the request's If-None-Match names `tag`, the body's tag as it is now, without building
 * the body; otherwise the body `build` answers, with the tag of what it was built from.
 */
export async function revalidatedJson(
  c: Context,
  tag: string,
  build: () => Promise<{ json: string; tag: string }>,
): Promise<Response> {
  const headers = (etag: string) => ({ ETag: etag, 'Cache-Control': 'private, no-cache', Vary: 'Authorization' });
  if (matches(c.req.header('If-None-Match'), `"${tag}"`)) return c.body(null, 304, headers(`"${tag}"`));
  const built = await build();
  return c.body(built.json, 200, { ...headers(`"${built.tag}"`), 'Content-Type': 'application/json' });
}
