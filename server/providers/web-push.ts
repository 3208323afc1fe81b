/**
 * Sends one Web Push message (RFC 8030) to one subscription: the payload encrypted for it
 * (web-push-crypto.ts), a VAPID token for the push service's origin (vapid.ts), TTL and Urgency.
 *
 * The endpoint is a URL the browser gave us; we POST opaque bytes to it, never follow a redirect
 * and never read the answer's body. The endpoint's path is a capability (anyone holding it may
 * push), so only its host is ever logged.
 */

import { VAPID_TOKEN_SECONDS, type VapidSigner } from './vapid';
import { encryptPayload } from './web-push-crypto';

export interface PushTarget {
  endpoint: string;
  /** base64url, as the browser's PushSubscription.toJSON() gives them. */
  p256dh: string;
  auth: string;
}

export type Urgency = 'very-low' | 'low' | 'normal' | 'high';

export interface PushMessage {
  payload: string;
  /** How long the push service may hold the message for an offline device. */
  ttlSeconds: number;
  urgency: Urgency;
}

/**
 * delivered: the push service took it. gone: the subscription no longer exists (404/410), forget
 * it. failed: anything else (a refusal, a timeout): the subscription stays, the caller logs.
 */
export type PushOutcome = { kind: 'delivered' } | { kind: 'gone'; status: number } | { kind: 'failed'; reason: string };

export interface WebPushClient {
  publicKey: string;
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}

/** A push service that does not answer within this is counted as failed; the notification was recorded anyway. */
export const PUSH_TIMEOUT_MS = 10_000;

export function createWebPushClient(options: {
  signer: VapidSigner;
  /** mailto: or https: contact the push service may use (the JWT's sub). */
  subject: string;
  now: () => Date;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): WebPushClient {
  const fetchImpl = options.fetch ?? fetch;
  return {
    publicKey: options.signer.publicKey,
    async send(target, message) {
      let url: URL;
      try {
        url = new URL(target.endpoint);
      } catch {
        return { kind: 'failed', reason: 'invalid endpoint' };
      }
      let body: Buffer;
      try {
        body = encryptPayload(Buffer.from(message.payload), {
          p256dh: Buffer.from(target.p256dh, 'base64url'),
          auth: Buffer.from(target.auth, 'base64url'),
        });
      } catch (error) {
        return { kind: 'failed', reason: error instanceof RangeError ? 'payload too large' : 'invalid keys' };
      }
      const authorization = options.signer.authorization({
        audience: url.origin,
        subject: options.subject,
        expiresAt: new Date(options.now().getTime() + VAPID_TOKEN_SECONDS * 1000),
      });
      try {
        const response = await fetchImpl(url, {
          method: 'POST',
          headers: {
            Authorization: authorization,
            'Content-Encoding': 'aes128gcm',
            'Content-Type': 'application/octet-stream',
            TTL: String(Math.max(0, Math.floor(message.ttlSeconds))),
            Urgency: message.urgency,
          },
          body: new Uint8Array(body),
          redirect: 'manual',
          signal: AbortSignal.timeout(options.timeoutMs ?? PUSH_TIMEOUT_MS),
        });
        // The body is never used; release the connection.
        await response.body?.cancel().catch(() => undefined);
        if (response.status >= 200 && response.status < 300) return { kind: 'delivered' };
        if (response.status === 404 || response.status === 410) return { kind: 'gone', status: response.status };
        return { kind: 'failed', reason: `status ${response.status}` };
      } catch (error) {
        const name = error instanceof Error ? error.name : 'unknown';
        return { kind: 'failed', reason: name === 'TimeoutError' ? 'timeout' : `network ${name}` };
      }
    },
  };
}
