/**
 * Leaving the sign-up midway asks first (SPEC §8: "진짜 종료할까요?"). The app bar's 닫기 (✕) is the
 * one way out of these steps: while the prompt is mounted it asks instead of leaving, and only
 * 종료하기 leaves, for the home page.
 */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useBackOverride } from '../../lib/back-override';
import { ConfirmAlert } from '../../ui/confirm-alert';

export const EXIT_TITLE = '진짜 종료할까요?';
export const EXIT_SUBTITLE = '예상연봉 확인까지 얼마남지 않았어요.';

export function ExitPrompt() {
  const [asking, setAsking] = useState(false);
  const [, navigate] = useLocation();
  useBackOverride(() => setAsking(true));
  return (
    <ConfirmAlert
      view={asking}
      title={EXIT_TITLE}
      subtit={EXIT_SUBTITLE}
      left={{ title: '종료하기', function: () => navigate('/', { replace: true }) }}
      right={{ title: '계속하기', function: () => setAsking(false) }}
      onClose={() => setAsking(false)}
    />
  );
}
