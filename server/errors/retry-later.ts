/**
 * A 429 (or a 503) that says when to come back. Domain modules throw RetryLaterError; routes that may refuse
 * with it put `sendRetryAfter` (http/send-retry-after.ts) before their handler, which adds the
 * Retry-After header (whole seconds, at least 1) to the error answer the app's error handler made.
 */
import { ErrorCode } from '../../src/contract/errors';
import { ApiError } from './api-error';

export class RetryLaterError extends ApiError {
  constructor(
    message: string,
    readonly retryAfterMs: number,
    /** 503 when a service we depend on (an SMS or mail provider) is away rather than a limit reached. */
    unavailable?: { code: string },
  ) {
    super(unavailable ? 503 : 429, unavailable?.code ?? ErrorCode.tooManyRequests, message);
  }

  get retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(this.retryAfterMs / 1000));
  }
}

/** A wait in words, for messages: "30초", "2분", "1시간". */
export function koreanDuration(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds}초`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes}분`;
  return `${Math.ceil(minutes / 60)}시간`;
}
