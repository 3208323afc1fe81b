import type { ShareOutcome } from './share';

/** What the UI says after a share; nothing when the user closed the share sheet themselves. */
export function shareOutcomeMessage(outcome: ShareOutcome): string | undefined {
  switch (outcome) {
    case 'kakao':
      return '카카오톡 공유 화면을 열었어요';
    case 'web-share':
      return '공유했어요';
    case 'copied':
      return '링크를 복사했어요';
    case 'failed':
      return '공유하지 못했어요. 잠시 후 다시 시도해 주세요.';
    case 'cancelled':
      return undefined;
  }
}

export const SHARE_REQUEST_FAILED = '공유할 링크를 만들지 못했어요. 잠시 후 다시 시도해 주세요.';
