/**
 * What a client is told when a text message or an e-mail was not sent: 503 SENDER_UNAVAILABLE with
 * Retry-After (routes put `sendRetryAfter` before their handler) when the provider is away or
 * refuses our account, and 400 BAD_REQUEST when it refuses the recipient for good — each in the
 * Korean the route gives.
 */
import { ErrorCode } from '../../src/contract/errors';
import { ApiError } from '../errors/api-error';
import { RetryLaterError } from '../errors/retry-later';
import { RecipientRejectedError, SenderUnavailableError } from '../providers/message-sender';

export interface DeliveryCopy {
  /** Nothing was sent; trying later may work. */
  unavailable: string;
  /** The provider will never deliver to this number or address. */
  rejected: string;
  /** The request field holding the recipient, when the client sent it. */
  field?: string;
}

/** The refusal to answer for a sender's failure; undefined for anything else (a bug, thrown as it is). */
export function deliveryRefusal(error: unknown, copy: DeliveryCopy): ApiError | undefined {
  if (error instanceof SenderUnavailableError) {
    return new RetryLaterError(copy.unavailable, error.retryAfterMs, { code: ErrorCode.senderUnavailable });
  }
  if (error instanceof RecipientRejectedError)
    return new ApiError(400, ErrorCode.badRequest, copy.rejected, copy.field);
  return undefined;
}
