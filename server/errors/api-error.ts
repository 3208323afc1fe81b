import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ErrorBody, ErrorCode } from '../../src/contract/errors';

/** A refusal the client is meant to read: status, code and a Korean message. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return { status: { code: this.code, message: this.message, ...(this.field ? { field: this.field } : {}) } };
  }
}

export const badRequest = (message: string, field?: string) => new ApiError(400, ErrorCode.badRequest, message, field);
export const unauthorized = () => new ApiError(401, ErrorCode.unauthorized, '로그인이 필요합니다.');
export const forbidden = () => new ApiError(403, ErrorCode.forbidden, '접근 권한이 없습니다.');
export const notFound = (message = '요청한 정보를 찾을 수 없습니다.') => new ApiError(404, ErrorCode.notFound, message);
