/**
 * "새 버전이 준비됐어요": a new build waits to take over. A non-modal card at the bottom — it
 * never takes focus from what the person is typing; 지금 업데이트 saves drafts and reloads
 * under the new version (lib/service-worker-updates.ts), 나중에 leaves it for the next start.
 */
import { styled } from '@linaria/react';
import { useId, useState } from 'react';
import type { WaitingUpdate } from '../lib/service-worker';
import { Button } from '../ui/button';
import { PromptActions, PromptHeading, PromptText } from '../ui/prompt-card';
import { color, layout, radius, space } from '../ui/tokens';

const Card = styled.div`
  position: fixed;
  left: 50%;
  bottom: calc(${space.lg} + env(safe-area-inset-bottom));
  z-index: 120;
  transform: translateX(-50%);
  width: calc(100% - ${space.xxl});
  max-width: calc(${layout.maxWidth} - ${space.xxl});
  padding: ${space.lg};
  border-radius: ${radius.lg};
  background: ${color.surface};
  box-shadow: 0 8px 32px rgba(0, 0, 0, 0.18);
`;

export function UpdatePrompt({ update, onLater }: { update: WaitingUpdate; onLater: () => void }) {
  const titleId = useId();
  const textId = useId();
  const [applying, setApplying] = useState(false);
  return (
    <Card role="dialog" aria-modal="false" aria-labelledby={titleId} aria-describedby={textId}>
      <PromptHeading id={titleId}>새 버전이 준비됐어요</PromptHeading>
      <PromptText id={textId}>업데이트하면 작성 중인 내용을 저장한 뒤 새 버전으로 다시 열어요.</PromptText>
      <PromptActions>
        <Button type="button" variant="secondary" disabled={applying} onClick={onLater}>
          나중에
        </Button>
        <Button
          type="button"
          disabled={applying}
          onClick={() => {
            setApplying(true);
            void update.apply();
          }}
        >
          {applying ? '업데이트하는 중…' : '지금 업데이트'}
        </Button>
      </PromptActions>
    </Card>
  );
}
