import { ApiError, NetworkError } from '../../../lib/http';

export const OFFLINE_MESSAGE = '인터넷 연결을 확인한 뒤 다시 시도해 주세요.';

/** The server's Korean message verbatim; our own words only when there is none. */
export function messageOf(error: unknown): string {
  if (error instanceof NetworkError) return OFFLINE_MESSAGE;
  if (error instanceof ApiError) return error.message;
  return '요청을 완료하지 못했습니다. 잠시 후 다시 시도해 주세요.';
}
