import { ApiError } from '../../lib/http';

/** SPEC §8 "저장되었습니다.": the toast after every save on these pages. */
export const SAVED_MESSAGE = '저장되었습니다.';
export const OFFLINE_MESSAGE = '인터넷에 연결되어 있지 않아요. 연결을 확인한 뒤 다시 시도해 주세요.';
const RETRY_MESSAGE = '요청을 완료하지 못했습니다. 잠시 후 다시 시도해 주세요.';

/** What a failed save says: the server's Korean message when it gave one (e.g. the interest limit). */
export function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.status === 401 ? RETRY_MESSAGE : error.message || RETRY_MESSAGE;
  return OFFLINE_MESSAGE;
}
