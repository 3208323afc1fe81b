/**
 * A small S3-compatible store for the tests, on node:http: one bucket, objects in memory, PUT, GET
 * (with Range and the response-content-* overrides), HEAD and DELETE, addressed path-style.
 *
 * It authenticates every request as S3 does: a presigned URL (signature in the query) or an
 * Authorization header, recomputing the SigV4 signature from the request as received. A wrong
 * signature, an unknown key, a request past X-Amz-Expires or a header date more than 15 minutes
 * off its clock is 403. Its clock is settable, so a test can move it with the app's. Started with a
 * session token, it stands for temporary credentials: a request without that token, signed, is 403.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ALGORITHM,
  canonicalRequest,
  PRESIGN_EXPIRES_MAX,
  SECURITY_TOKEN,
  type SigV4Credentials,
  signCanonical,
  UNSIGNED_PAYLOAD,
} from '../../server/providers/sigv4';

interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

interface HandledRequest {
  method: string;
  key: string;
  auth: 'presigned' | 'header' | 'none';
  status: number;
  /** The X-Amz-Security-Token it carried (query or header). */
  securityToken?: string;
}

export interface S3StandIn {
  /** `http://127.0.0.1:<port>`, for S3_ENDPOINT. */
  endpoint: string;
  bucket: string;
  credentials: SigV4Credentials;
  /** The env variables that point the app at this store. */
  env: Record<string, string>;
  objects: Map<string, StoredObject>;
  handled: HandledRequest[];
  /** Judge expiry by this clock from now on (the app's, so advancing one advances both). */
  useClock(now: () => Date): void;
  close(): Promise<void>;
}

const CLOCK_SKEW_MS = 15 * 60_000;
const BODY_MAX = 64 * 1_048_576;

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}

export async function startS3StandIn(options: { sessionToken?: string } = {}): Promise<S3StandIn> {
  const bucket = 'boltx-test';
  const credentials: SigV4Credentials = {
    accessKeyId: 'STANDINACCESSKEY',
    secretAccessKey: 'stand-in/secret+key=with/odd+characters',
    region: 'ap-northeast-2',
    service: 's3',
    sessionToken: options.sessionToken,
  };
  const objects = new Map<string, StoredObject>();
  const handled: HandledRequest[] = [];
  let now = () => new Date();

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const refusal = error instanceof Refusal ? error : new Refusal(500, 'InternalError');
      handled.push({ method: request.method ?? '', key: '', auth: 'none', status: refusal.status });
      sendError(response, refusal);
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const method = request.method ?? 'GET';
    const [rawPath, rawQuery = ''] = (request.url ?? '/').split('?', 2);
    const query = parseQuery(rawQuery);
    const auth = authenticate(method, rawPath, query, request);
    const securityToken = new Map(query).get(SECURITY_TOKEN) ?? headerValues(request)['x-amz-security-token'];
    const [, bucketSegment, ...keySegments] = rawPath.split('/');
    if (decodeURIComponent(bucketSegment ?? '') !== bucket) throw new Refusal(404, 'NoSuchBucket');
    const key = keySegments.map(decodeURIComponent).join('/');
    const done = (status: number) => handled.push({ method, key, auth, status, securityToken });

    if (method === 'PUT') {
      if (request.headers['if-none-match'] === '*' && objects.has(key)) throw new Refusal(412, 'PreconditionFailed');
      const bytes = await readBody(request);
      objects.set(key, { bytes, contentType: request.headers['content-type'] ?? 'binary/octet-stream' });
      response.writeHead(200, { ETag: `"${createHash('md5').update(bytes).digest('hex')}"` }).end();
      return done(200);
    }
    if (method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
      return done(204);
    }
    if (method !== 'GET' && method !== 'HEAD') throw new Refusal(405, 'MethodNotAllowed');
    const stored = objects.get(key);
    if (!stored) {
      if (method === 'HEAD') {
        response.writeHead(404).end();
        return done(404);
      }
      throw new Refusal(404, 'NoSuchKey');
    }
    const overrides = new Map(query);
    const headers: Record<string, string> = {
      'Content-Type': overrides.get('response-content-type') ?? stored.contentType,
      'Accept-Ranges': 'bytes',
    };
    const disposition = overrides.get('response-content-disposition');
    if (disposition) headers['Content-Disposition'] = disposition;
    const cacheControl = overrides.get('response-cache-control');
    if (cacheControl) headers['Cache-Control'] = cacheControl;
    if (method === 'HEAD') {
      response.writeHead(200, { ...headers, 'Content-Length': String(stored.bytes.byteLength) }).end();
      return done(200);
    }
    const range = rangeOf(request.headers.range, stored.bytes.byteLength);
    if (range === 'unsatisfiable') throw new Refusal(416, 'InvalidRange');
    if (range) {
      const part = stored.bytes.subarray(range.start, range.end + 1);
      response
        .writeHead(206, {
          ...headers,
          'Content-Length': String(part.byteLength),
          'Content-Range': `bytes ${range.start}-${range.end}/${stored.bytes.byteLength}`,
        })
        .end(part);
      return done(206);
    }
    response.writeHead(200, { ...headers, 'Content-Length': String(stored.bytes.byteLength) }).end(stored.bytes);
    return done(200);
  }

  /** Which way the request is signed; throws a 403 unless the signature holds now. */
  function authenticate(
    method: string,
    pathname: string,
    query: [string, string][],
    request: IncomingMessage,
  ): 'presigned' | 'header' {
    const headers = headerValues(request);
    const fromQuery = new Map(query);
    if (fromQuery.has('X-Amz-Signature')) {
      if (fromQuery.get('X-Amz-Algorithm') !== ALGORITHM) throw new Refusal(400, 'AuthorizationQueryParametersError');
      const dateTime = fromQuery.get('X-Amz-Date') ?? '';
      const expires = Number(fromQuery.get('X-Amz-Expires'));
      if (!Number.isInteger(expires) || expires < 1 || expires > PRESIGN_EXPIRES_MAX) {
        throw new Refusal(400, 'AuthorizationQueryParametersError');
      }
      checkCredential(fromQuery.get('X-Amz-Credential') ?? '', dateTime);
      const signedAt = parseAmzDate(dateTime);
      if (now().getTime() > signedAt + expires * 1000) throw new Refusal(403, 'AccessDenied: Request has expired');
      if (signedAt > now().getTime() + CLOCK_SKEW_MS) throw new Refusal(403, 'AccessDenied: Request is not yet valid');
      const signedHeaders = (fromQuery.get('X-Amz-SignedHeaders') ?? '').split(';');
      if (!signedHeaders.includes('host')) throw new Refusal(403, 'AccessDenied: host must be signed');
      const unsigned = query.filter(([name]) => name !== 'X-Amz-Signature');
      const expected = signCanonical(
        credentials,
        dateTime,
        canonicalRequest({ method, pathname, query: unsigned, headers, signedHeaders, payloadHash: UNSIGNED_PAYLOAD }),
      );
      checkSignature(fromQuery.get('X-Amz-Signature') ?? '', expected);
      checkSessionToken(fromQuery.get(SECURITY_TOKEN));
      return 'presigned';
    }

    const authorization = headers.authorization;
    if (!authorization) throw new Refusal(403, 'AccessDenied');
    const match = authorization.match(
      /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]{64})$/,
    );
    if (!match) throw new Refusal(400, 'AuthorizationHeaderMalformed');
    const [, credential, signedList, signature] = match;
    const dateTime = headers['x-amz-date'] ?? '';
    checkCredential(credential, dateTime);
    if (Math.abs(now().getTime() - parseAmzDate(dateTime)) > CLOCK_SKEW_MS) {
      throw new Refusal(403, 'RequestTimeTooSkewed');
    }
    const signedHeaders = signedList.split(';');
    for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
      if (!signedHeaders.includes(required)) throw new Refusal(403, `AccessDenied: ${required} must be signed`);
    }
    const payloadHash = headers['x-amz-content-sha256'] ?? '';
    if (payloadHash !== UNSIGNED_PAYLOAD && !/^[0-9a-f]{64}$/.test(payloadHash)) {
      throw new Refusal(400, 'InvalidArgument: x-amz-content-sha256');
    }
    const expected = signCanonical(
      credentials,
      dateTime,
      canonicalRequest({ method, pathname, query, headers, signedHeaders, payloadHash }),
    );
    checkSignature(signature, expected);
    if (headers['x-amz-security-token'] !== undefined && !signedHeaders.includes('x-amz-security-token')) {
      throw new Refusal(403, 'AccessDenied: x-amz-security-token must be signed');
    }
    checkSessionToken(headers['x-amz-security-token']);
    return 'header';
  }

  /** Temporary credentials are valid only with their session token; a long-lived key takes none. */
  function checkSessionToken(given: string | undefined) {
    if (given !== credentials.sessionToken) throw new Refusal(403, 'InvalidToken');
  }

  function checkCredential(credential: string, dateTime: string) {
    const [accessKeyId, date, region, service, terminal, ...rest] = credential.split('/');
    if (accessKeyId !== credentials.accessKeyId) throw new Refusal(403, 'InvalidAccessKeyId');
    if (
      rest.length > 0 ||
      date !== dateTime.slice(0, 8) ||
      region !== credentials.region ||
      service !== credentials.service ||
      terminal !== 'aws4_request'
    ) {
      throw new Refusal(403, 'SignatureDoesNotMatch: credential scope');
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    endpoint,
    bucket,
    credentials,
    env: {
      S3_ENDPOINT: endpoint,
      S3_REGION: credentials.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      ...(options.sessionToken ? { S3_SESSION_TOKEN: options.sessionToken } : {}),
    },
    objects,
    handled,
    useClock(clock) {
      now = clock;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** Query pairs as sent (percent-decoded; `+` is not a space in a signed query). */
function parseQuery(raw: string): [string, string][] {
  if (!raw) return [];
  return raw.split('&').map((pair) => {
    const at = pair.indexOf('=');
    const name = at < 0 ? pair : pair.slice(0, at);
    const value = at < 0 ? '' : pair.slice(at + 1);
    return [decodeURIComponent(name), decodeURIComponent(value)];
  });
}

function headerValues(request: IncomingMessage): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) values[name] = Array.isArray(value) ? value.join(',') : value;
  }
  return values;
}

function parseAmzDate(dateTime: string): number {
  const match = dateTime.match(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/);
  if (!match) throw new Refusal(403, 'AccessDenied: X-Amz-Date');
  const [, year, month, day, hour, minute, second] = match.map(Number);
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

function checkSignature(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw new Refusal(403, 'SignatureDoesNotMatch');
}

function rangeOf(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = header?.match(/^bytes=(\d+)-(\d*)$/);
  if (!match) return undefined;
  const start = Number(match[1]);
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(match[2] ? Number(match[2]) : size - 1, size - 1) };
}

async function readBody(request: IncomingMessage): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of request) {
    total += (chunk as Buffer).byteLength;
    if (total > BODY_MAX) throw new Refusal(400, 'EntityTooLarge');
    chunks.push(chunk as Buffer);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

function sendError(response: ServerResponse, refusal: Refusal) {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const [code] = refusal.code.split(':');
  response
    .writeHead(refusal.status, { 'Content-Type': 'application/xml' })
    .end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${refusal.code}</Message></Error>`);
}
