import { type Infer, object, optional, string } from 'superstruct';

/** Every error the API answers has this body: `{"status":{"code":"…","message":"한국어 메시지"}}`. */
export const ErrorBody = object({
  status: object({
    code: string(),
    message: string(),
    /** The request field at fault, for BAD_REQUEST. */
    field: optional(string()),
  }),
});
export type ErrorBody = Infer<typeof ErrorBody>;

export const ErrorCode = {
  badRequest: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  expiredToken: 'EXPIRED_TOKEN',
  invalidToken: 'INVALID_TOKEN',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  notMember: 'NOT_MEMBER',
  conflict: 'CONFLICT',
  /** A COMPANY message room the candidate can no longer write in (MESSAGE_COMPANY_BLOCKED). */
  messageBlocked: 'MESSAGE_BLOCKED',
  /** An Idempotency-Key already used for another request (another body or another route). */
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  /** A body sent as anything but JSON (`Content-Type: application/json`) to a JSON route. */
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  codeExpired: 'CODE_EXPIRED',
  codeInvalid: 'CODE_INVALID',
  senderUnavailable: 'SENDER_UNAVAILABLE',
  providerUnavailable: 'PROVIDER_UNAVAILABLE',
  /**
   * SPEC §8's "지금은 서비스 점검 중 입니다.": a lookup provider's maintenance (419), and 503 with
   * Retry-After while the database cannot be reached — the app then shows its maintenance state.
   */
  maintenance: 'MAINTENANCE',
  internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
