/**
 * One API call as the rehearsal's traffic makes it, and what its answer was: `ok` (2xx),
 * `maintenance` (the app's own 503 MAINTENANCE JSON with Retry-After — the known state of a
 * database outage, which the app shows and its outbox waits out), or a failure named by its
 * status and the app's error code, by `HAProxy page` when the balancer answered with its own HTML
 * instead of a replica, or by the network error when no answer came.
 */
import { ErrorCode } from '../../src/contract/errors';

/** A request that takes longer is a failure (the client gives up). */
const REQUEST_TIMEOUT_MS = 30_000;

export interface CallAnswer {
  /** ok, maintenance, or the failure's name: `503 HAProxy page`, `500 INTERNAL`, `network ECONNRESET`… */
  outcome: string;
  status?: number;
  /** The parsed JSON body of a 2xx answer. */
  body?: unknown;
}

export interface Call {
  method: string;
  path: string;
  token?: string;
  json?: unknown;
  idempotencyKey?: string;
}

function parsed(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function errorCodeOf(body: unknown): string | undefined {
  const status = (body as { status?: { code?: unknown } } | undefined)?.status;
  return typeof status?.code === 'string' ? status.code : undefined;
}

function networkErrorName(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError' || error.name === 'AbortError')
    return `timeout after ${REQUEST_TIMEOUT_MS / 1000} s`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? error.message;
}

export async function call(baseUrl: string, request: Call): Promise<CallAnswer> {
  const headers: Record<string, string> = {};
  if (request.json !== undefined) headers['Content-Type'] = 'application/json';
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey;
  try {
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers,
      body: request.json === undefined ? undefined : JSON.stringify(request.json),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    const { status } = response;
    if (status >= 200 && status < 300) return { outcome: 'ok', status, body: parsed(text) };
    if ((response.headers.get('content-type') ?? '').includes('text/html')) {
      return { outcome: `${status} HAProxy page`, status };
    }
    const code = errorCodeOf(parsed(text));
    if (status === 503 && code === ErrorCode.maintenance && response.headers.has('retry-after')) {
      return { outcome: 'maintenance', status };
    }
    return { outcome: code ? `${status} ${code}` : String(status), status };
  } catch (error) {
    return { outcome: `network ${networkErrorName(error)}` };
  }
}
