/**
 * AWS Signature Version 4 for S3-compatible stores (AWS S3, MinIO, R2, …), with node:crypto only.
 * Two forms: a presigned URL (the signature in the query, for the browser's PUT and GET) and a
 * signed request (the Authorization header, for the server's HEAD, ranged GET and DELETE). The
 * payload is never hashed: both forms sign UNSIGNED-PAYLOAD. Temporary credentials (an assumed
 * role's) add their session token, signed, as X-Amz-Security-Token in the query or a header.
 *
 * Paths and query strings are encoded here, once, exactly as they are signed, so what goes over
 * the wire is the canonical form. The pieces are exported for verifiers (the tests' S3 stand-in).
 */
import { createHash, createHmac } from 'node:crypto';

export const ALGORITHM = 'AWS4-HMAC-SHA256';
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
/** The longest a presigned URL may live (AWS's limit: 7 days). */
export const PRESIGN_EXPIRES_MAX = 604_800;

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** `s3` for every S3-compatible store. */
  service: string;
  /** The session token of temporary credentials (STS), absent for a long-lived key. */
  sessionToken?: string;
}

export const SECURITY_TOKEN = 'X-Amz-Security-Token';

/** RFC 3986 encoding as SigV4 wants it: everything but A–Z a–z 0–9 - _ . ~ is %XX (upper case). */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The path with each segment encoded once (a segment that arrives encoded is decoded first). */
export function canonicalPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
}

/** Query pairs encoded and sorted by name, then value. */
export function canonicalQuery(pairs: readonly (readonly [string, string])[]): string {
  return pairs
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([nameA, valueA], [nameB, valueB]) =>
      nameA < nameB ? -1 : nameA > nameB ? 1 : valueA < valueB ? -1 : valueA > valueB ? 1 : 0,
    )
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** `20130524T000000Z` and `20130524`. */
function amzDate(at: Date): { dateTime: string; date: string } {
  const dateTime = `${at.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  return { dateTime, date: dateTime.slice(0, 8) };
}

const credentialScope = (date: string, credentials: SigV4Credentials) =>
  `${date}/${credentials.region}/${credentials.service}/aws4_request`;

export interface CanonicalRequestParts {
  method: string;
  /** The URL's pathname; encoded by canonicalPath. */
  pathname: string;
  /** Every query pair but X-Amz-Signature, decoded. */
  query: readonly (readonly [string, string])[];
  /** Header values by lower-case name; only the signed ones are read. */
  headers: Readonly<Record<string, string>>;
  /** Lower-case header names. */
  signedHeaders: readonly string[];
  payloadHash: string;
}

export function canonicalRequest(parts: CanonicalRequestParts): string {
  const names = [...parts.signedHeaders].sort();
  const headerLines = names.map((name) => `${name}:${(parts.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`);
  return [
    parts.method.toUpperCase(),
    canonicalPath(parts.pathname),
    canonicalQuery(parts.query),
    headerLines.join(''),
    names.join(';'),
    parts.payloadHash,
  ].join('\n');
}

const sha256Hex = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
const hmac = (key: Buffer | string, value: string) => createHmac('sha256', key).update(value, 'utf8').digest();

function stringToSign(dateTime: string, scope: string, request: string): string {
  return [ALGORITHM, dateTime, scope, sha256Hex(request)].join('\n');
}

/** HMAC chain over date, region, service and "aws4_request", keyed by "AWS4" + the secret. */
function signingKey(credentials: SigV4Credentials, date: string): Buffer {
  const dateKey = hmac(`AWS4${credentials.secretAccessKey}`, date);
  return hmac(hmac(hmac(dateKey, credentials.region), credentials.service), 'aws4_request');
}

/** The hex signature of a canonical request made at `dateTime` (YYYYMMDDTHHMMSSZ). */
export function signCanonical(credentials: SigV4Credentials, dateTime: string, request: string): string {
  const date = dateTime.slice(0, 8);
  const toSign = stringToSign(dateTime, credentialScope(date, credentials), request);
  return createHmac('sha256', signingKey(credentials, date)).update(toSign, 'utf8').digest('hex');
}

export interface PresignInput {
  method: string;
  /** Without a query: the query string is built here. */
  url: URL;
  credentials: SigV4Credentials;
  now: Date;
  expiresInSeconds: number;
  /** Headers besides Host the request must carry exactly (e.g. Content-Type), by any case. */
  headers?: Readonly<Record<string, string>>;
  /** Extra query parameters, signed too (e.g. response-content-disposition). */
  query?: Readonly<Record<string, string>>;
}

/** A URL anyone holding it may use for `method` until `expiresInSeconds` after `now`. */
export function presignUrl(input: PresignInput): string {
  const { dateTime, date } = amzDate(input.now);
  const headers = lowerCaseHeaders({ ...input.headers, host: input.url.host });
  const signedHeaders = Object.keys(headers).sort();
  const query: [string, string][] = [
    ...Object.entries(input.query ?? {}),
    ['X-Amz-Algorithm', ALGORITHM],
    ['X-Amz-Credential', `${input.credentials.accessKeyId}/${credentialScope(date, input.credentials)}`],
    ['X-Amz-Date', dateTime],
    ['X-Amz-Expires', String(input.expiresInSeconds)],
    ['X-Amz-SignedHeaders', signedHeaders.join(';')],
    ...(input.credentials.sessionToken ? [[SECURITY_TOKEN, input.credentials.sessionToken] as [string, string]] : []),
  ];
  const request = canonicalRequest({
    method: input.method,
    pathname: input.url.pathname,
    query,
    headers,
    signedHeaders,
    payloadHash: UNSIGNED_PAYLOAD,
  });
  const signature = signCanonical(input.credentials, dateTime, request);
  const signed = canonicalQuery([...query, ['X-Amz-Signature', signature]]);
  return `${input.url.origin}${canonicalPath(input.url.pathname)}?${signed}`;
}

export interface SignRequestInput {
  method: string;
  url: URL;
  credentials: SigV4Credentials;
  now: Date;
  /** Headers to send and sign besides Host, x-amz-date and x-amz-content-sha256 (e.g. Range). */
  headers?: Readonly<Record<string, string>>;
  /** Default UNSIGNED-PAYLOAD; the SHA-256 hex of the body when it is signed. */
  payloadHash?: string;
}

/** The headers to send with a request signed in its Authorization header (Host is left to fetch). */
export function signRequest(input: SignRequestInput): Record<string, string> {
  const { dateTime, date } = amzDate(input.now);
  const payloadHash = input.payloadHash ?? UNSIGNED_PAYLOAD;
  const sent = lowerCaseHeaders({
    ...input.headers,
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': dateTime,
    ...(input.credentials.sessionToken ? { [SECURITY_TOKEN]: input.credentials.sessionToken } : {}),
  });
  const headers = { ...sent, host: input.url.host };
  const signedHeaders = Object.keys(headers).sort();
  const request = canonicalRequest({
    method: input.method,
    pathname: input.url.pathname,
    query: [...input.url.searchParams.entries()],
    headers,
    signedHeaders,
    payloadHash,
  });
  const signature = signCanonical(input.credentials, dateTime, request);
  const credential = `${input.credentials.accessKeyId}/${credentialScope(date, input.credentials)}`;
  return {
    ...sent,
    authorization: `${ALGORITHM} Credential=${credential},SignedHeaders=${signedHeaders.join(';')},Signature=${signature}`,
  };
}

function lowerCaseHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}
