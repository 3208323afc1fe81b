/**
 * Sends one Web Push message (RFC 8030) to one subscription: the payload encrypted for it
 * (web-push-crypto.ts), a VAPID token for the push service's origin (vapid.ts), TTL and Urgency.
 *
 * The endpoint is a URL the browser gave us; we POST opaque bytes to it only when it is a known
 * push service's https address (push-services.ts) resolving to public addresses only, connect to
 * the addresses we checked (push-network.ts), never follow a redirect and never read the answer's
 * body. The endpoint's path is a capability (anyone holding it may push), so only its host is
 * ever logged.
 */

import { type PushTransport, postPush, publicAddressesOf, type Resolver, systemResolver } from './push-network';
import { isUncheckedTestOrigin, type PushEndpointPolicy, pushEndpointProblem } from './push-services';
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
 * it. refused: the endpoint is not a known push service's https address, nothing was sent and
 * nothing ever will be: forget it. failed: anything else (a refusal, a timeout, a host resolving
 * to a private address): the subscription stays, the caller logs.
 */
export type PushOutcome =
  | { kind: 'delivered' }
  | { kind: 'gone'; status: number }
  | { kind: 'refused'; reason: string }
  | { kind: 'failed'; reason: string };

export interface WebPushClient {
  publicKey: string;
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}

/** A push service that does not answer within this is counted as failed; the notification was recorded anyway. */
const PUSH_TIMEOUT_MS = 10_000;

/** A network failure as it may be logged: its name or system code, never its message (which names the address). */
function networkReason(error: unknown): string {
  if (!(error instanceof Error)) return 'network unknown';
  if (error.name === 'TimeoutError') return 'timeout';
  const code = (error as { code?: unknown }).code;
  return `network ${typeof code === 'string' && /^[A-Z_]+$/.test(code) ? code : error.name}`;
}

export function createWebPushClient(options: {
  signer: VapidSigner;
  /** mailto: or https: contact the push service may use (the JWT's sub). */
  subject: string;
  now: () => Date;
  /** Which endpoints may be pushed to (env.push). */
  policy: PushEndpointPolicy;
  resolve?: Resolver;
  transport?: PushTransport;
  timeoutMs?: number;
}): WebPushClient {
  const resolve = options.resolve ?? systemResolver;
  const transport = options.transport ?? postPush;
  return {
    publicKey: options.signer.publicKey,
    async send(target, message) {
      let url: URL;
      try {
        url = new URL(target.endpoint);
      } catch {
        return { kind: 'refused', reason: 'invalid endpoint' };
      }
      const problem = pushEndpointProblem(url, options.policy);
      if (problem) return { kind: 'refused', reason: problem };
      let body: Buffer;
      try {
        body = encryptPayload(Buffer.from(message.payload), {
          p256dh: Buffer.from(target.p256dh, 'base64url'),
          auth: Buffer.from(target.auth, 'base64url'),
        });
      } catch (error) {
        return { kind: 'failed', reason: error instanceof RangeError ? 'payload too large' : 'invalid keys' };
      }
      const authorization = await options.signer.authorization({
        audience: url.origin,
        subject: options.subject,
        expiresAt: new Date(options.now().getTime() + VAPID_TOKEN_SECONDS * 1000),
      });
      // Resolved once, here: the connection goes to these addresses and no others.
      const checked = isUncheckedTestOrigin(url, options.policy)
        ? undefined
        : await publicAddressesOf(url.hostname, resolve);
      if (checked && !checked.ok) return { kind: 'failed', reason: checked.reason };
      try {
        const status = await transport({
          url,
          headers: {
            Authorization: authorization,
            'Content-Encoding': 'aes128gcm',
            'Content-Type': 'application/octet-stream',
            TTL: String(Math.max(0, Math.floor(message.ttlSeconds))),
            Urgency: message.urgency,
          },
          body: new Uint8Array(body),
          timeoutMs: options.timeoutMs ?? PUSH_TIMEOUT_MS,
          addresses: checked?.addresses,
        });
        if (status >= 200 && status < 300) return { kind: 'delivered' };
        if (status === 404 || status === 410) return { kind: 'gone', status };
        return { kind: 'failed', reason: `status ${status}` };
      } catch (error) {
        return { kind: 'failed', reason: networkReason(error) };
      }
    },
  };
}
