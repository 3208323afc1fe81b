/**
 * hono/compress's rules (4.13), with its headers set in place (response-headers.ts): Hono's
 * version sets Vary with c.header(), which rebuilt every JSON answer around a stream of its body,
 * compressed or not. Gzip or deflate as the client prefers them (q-values), compressible types only;
 * not for 206, HEAD, an encoded body, Cache-Control: no-transform or a body known to be under 1 KB;
 * Vary: Accept-Encoding on whatever it could have compressed; a strong ETag made weak.
 */
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { deleteResponseHeader, setResponseHeader } from './response-headers';

const ENCODINGS = ['gzip', 'deflate'] as const;
const THRESHOLD_BYTES = 1024;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** The encoding the client prefers of ours: q=1 wins at once, otherwise the highest q above 0. */
function selectEncoding(header: string | undefined) {
  if (header === undefined) return undefined;
  const accepts = parseAccept(header);
  const wildcard = accepts.find((accept) => accept.type === '*')?.q;
  let best: { encoding: (typeof ENCODINGS)[number]; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const q = accepts.find((accept) => accept.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

function compressible(response: Response, method: string) {
  const { headers } = response;
  const length = headers.get('Content-Length');
  const type = headers.get('Content-Type');
  return !(
    response.status === 206 ||
    headers.has('Content-Encoding') ||
    headers.has('Transfer-Encoding') ||
    method === 'HEAD' ||
    (length && Number(length) < THRESHOLD_BYTES) ||
    !type ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
    NO_TRANSFORM.test(headers.get('Cache-Control') ?? '')
  );
}

export function compress(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!compressible(c.res, c.req.method)) return;
    const vary = c.res.headers.get('Vary');
    if (vary !== '*' && !(vary && VARIES_BY_ENCODING.test(vary))) {
      setResponseHeader(c, 'Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    const encoding = selectEncoding(c.req.header('Accept-Encoding'));
    if (!encoding || !c.res.body) return;
    c.res = new Response(c.res.body.pipeThrough(new CompressionStream(encoding)), c.res);
    deleteResponseHeader(c, 'Content-Length');
    setResponseHeader(c, 'Content-Encoding', encoding);
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) setResponseHeader(c, 'ETag', `W/${etag}`);
  };
}
