/** What a failed send says in its bubble, whether "다시 보내기" can help, and what an undone 삭제 says. */
import { MESSAGE_COMPANY_BLOCKED, MESSAGE_UNVIEWABLE } from '../../contract/messages';
import type { DiscardResult } from '../../contract/outbox';
import { ApiError, NetworkError } from '../../lib/http';
import { isRoomGone } from '../../lib/use-conversation';
import type { SendFailure } from '../../ui/use-pending-sends';
import { isBlocked } from './api';

const SEND_OFFLINE = '보내지 못했어요. 인터넷 연결을 확인해 주세요.';
const SEND_FAILED = '보내지 못했어요. 잠시 후 다시 보내 주세요.';

export function describeSendFailure(error: unknown): SendFailure {
  if (isBlocked(error)) return { message: MESSAGE_COMPANY_BLOCKED, retryable: false };
  if (isRoomGone(error)) return { message: MESSAGE_UNVIEWABLE, retryable: false };
  if (error instanceof NetworkError) return { message: SEND_OFFLINE, retryable: true };
  // A text the server refuses (400) or a key reused with another text (422) will not pass on a retry.
  if (error instanceof ApiError && (error.status === 400 || error.status === 422)) {
    return { message: error.message, retryable: false };
  }
  return { message: SEND_FAILED, retryable: true };
}

/** What a 삭제 (or 수정) of a message on its way says when it did not remove it; nothing when it did. */
export function discardNotice(result: DiscardResult): string | undefined {
  if (result === 'sending') return '이미 보내는 중이라 삭제하지 못했어요.';
  if (result === 'sent') return '이미 보낸 메시지라 삭제하지 못했어요.';
  if (result === 'failed') return '삭제하지 못했어요. 다시 시도해 주세요.';
  return undefined;
}
