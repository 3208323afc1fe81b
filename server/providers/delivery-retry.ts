/**
 * Bounded retries for a delivery (an SMS, an e-mail): only a failure the attempt marks retryable
 * (the network, a timeout, the provider's 5xx or 429) is tried again, after a growing, jittered wait
 * or the wait the provider asked for — and never one longer than `maxWaitMs`, so a person waiting on
 * a sign-in code is answered within seconds. Anything else (a refused number, our credentials
 * refused) fails at once.
 */

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** The wait before the second try; doubled before each next one (±25 % jitter). */
  backoffMs: number;
  /** A longer wait (a provider's Retry-After) ends the retries instead. */
  maxWaitMs: number;
  sleep?: (ms: number) => Promise<void>;
}

/** A failure worth another try; `retryAfterMs` when the provider said how long to wait. */
export class RetryableFailure extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const jittered = (ms: number) => Math.round(ms * (0.75 + Math.random() * 0.5));

/** Runs `attempt` until it succeeds, fails for good, or the policy's tries or patience run out (the last failure is thrown). */
export async function withRetries<T>(attempt: (tried: number) => Promise<T>, policy: RetryPolicy): Promise<T> {
  const sleep = policy.sleep ?? wait;
  for (let tried = 1; ; tried += 1) {
    try {
      return await attempt(tried);
    } catch (error) {
      if (!(error instanceof RetryableFailure) || tried >= policy.attempts) throw error;
      const pause = error.retryAfterMs ?? jittered(policy.backoffMs * 2 ** (tried - 1));
      if (pause > policy.maxWaitMs) throw error;
      await sleep(pause);
    }
  }
}

/** Seconds of an HTTP Retry-After header (delta-seconds or an HTTP date) as milliseconds; undefined when absent or unreadable. */
export function retryAfterMsOf(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
