/**
 * HTTP to CODEF: an OAuth client-credentials token (cached until shortly before it expires), then
 * JSON product calls. CODEF answers product calls URL-encoded; both forms are read. Every call has
 * a timeout. Errors never carry the request body: it may hold a resident number.
 */
import type { CodefSettings } from '../env';

interface CodefResult {
  code: string;
  message?: string;
  extraMessage?: string;
  transactionId?: string;
}

export interface CodefResponse {
  result: CodefResult;
  data: unknown;
}

/** CODEF could not be reached, timed out, or answered something that is not a CODEF response. */
export class CodefUnavailableError extends Error {
  override name = 'CodefUnavailableError';
}

const TOKEN_MARGIN_MS = 60_000;

function decodeBody(text: string): unknown {
  const trimmed = text.trim();
  const json = trimmed.startsWith('{') ? trimmed : decodeURIComponent(trimmed.replace(/\+/g, ' '));
  return JSON.parse(json);
}

function isCodefResponse(value: unknown): value is CodefResponse {
  if (typeof value !== 'object' || value === null) return false;
  const result = (value as { result?: unknown }).result;
  return typeof result === 'object' && result !== null && typeof (result as { code?: unknown }).code === 'string';
}

export function createCodefClient(settings: CodefSettings, now: () => Date, fetchImpl: typeof fetch = fetch) {
  let cached: { token: string; expiresAt: number } | undefined;

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(settings.timeoutMs) });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
      throw new CodefUnavailableError(`CODEF ${reason}: ${new URL(url).pathname}`);
    }
  }

  async function accessToken(): Promise<string> {
    if (cached && cached.expiresAt > now().getTime()) return cached.token;
    if (!settings.clientId || !settings.clientSecret) throw new CodefUnavailableError('CODEF credentials missing');
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    const response = await send(settings.tokenUrl, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'read' }).toString(),
    });
    const body = (await response.json().catch(() => undefined)) as
      | { access_token?: unknown; expires_in?: unknown }
      | undefined;
    if (!response.ok || typeof body?.access_token !== 'string') {
      throw new CodefUnavailableError(`CODEF token refused (${response.status})`);
    }
    const lifetimeMs = (typeof body.expires_in === 'number' ? body.expires_in : 3600) * 1000;
    cached = { token: body.access_token, expiresAt: now().getTime() + lifetimeMs - TOKEN_MARGIN_MS };
    return cached.token;
  }

  async function post(productPath: string, body: Record<string, unknown>, retried = false): Promise<CodefResponse> {
    const token = await accessToken();
    const url = `${settings.apiUrl}${productPath}`;
    const response = await send(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status === 401 && !retried) {
      cached = undefined;
      return post(productPath, body, true);
    }
    const text = await response.text();
    let decoded: unknown;
    try {
      decoded = decodeBody(text);
    } catch {
      throw new CodefUnavailableError(`CODEF answered ${response.status} without a readable body: ${productPath}`);
    }
    if (!isCodefResponse(decoded)) {
      throw new CodefUnavailableError(`CODEF answered ${response.status} without a result: ${productPath}`);
    }
    return decoded;
  }

  return { post };
}

export type CodefClient = ReturnType<typeof createCodefClient>;
