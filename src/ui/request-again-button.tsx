/**
 * 인증 다시 요청하기 on a screen that waits for an approval in the messenger or PASS app. The
 * request stays valid for 5 minutes (SPEC §9), so a new one is offered once that has passed; until
 * then the button says how long is left.
 */
import { styled } from '@linaria/react';
import { useId } from 'react';
import { formatMinutesSeconds, useCountdown } from '../lib/use-countdown';
import { Button } from './button';
import { color, font, space } from './tokens';

/** SPEC §9: a verification request waits 5 minutes for the approval. */
export const APPROVAL_WAIT_MS = 5 * 60_000;

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  margin-top: ${space.md};
`;

const Hint = styled.p`
  margin: 0;
  color: ${color.textSub};
  font-size: ${font.size.caption};
  text-align: center;
`;

export interface RequestAgainButtonProps {
  /** When the new request becomes available (epoch ms); undefined: at once. */
  availableAt?: number;
  busy: boolean;
  onRequest: () => void;
}

export function RequestAgainButton({ availableAt, busy, onRequest }: RequestAgainButtonProps) {
  const left = useCountdown(availableAt);
  const hintId = useId();
  const waiting = left > 0;
  return (
    <Wrapper>
      <Button
        type="button"
        variant="secondary"
        disabled={waiting || busy}
        aria-busy={busy}
        aria-describedby={waiting ? hintId : undefined}
        onClick={onRequest}
      >
        인증 다시 요청하기
      </Button>
      {waiting ? <Hint id={hintId}>{`${formatMinutesSeconds(left)} 뒤에 다시 요청할 수 있어요`}</Hint> : null}
    </Wrapper>
  );
}
