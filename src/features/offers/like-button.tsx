import { styled } from '@linaria/react';
import { discardEntry } from '../../lib/outbox-client';
import { color, font, radius } from '../../ui/tokens';
import { useLikeOffer } from './api';
import { queuedLikeValue, useOfferDecisions } from './offer-decisions';

const Toggle = styled.button`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: ${color.surface};
  color: ${color.textMuted};
  font-size: ${font.size.title};
  cursor: pointer;

  &[aria-pressed='true'] {
    color: ${color.danger};
    border-color: ${color.danger};
  }
`;

/**
 * Keep an offer to look at again (SPEC §4 like / un-like). Without a connection the change waits
 * in the outbox and the heart shows it; pressing again takes the waiting change back.
 */
export function LikeButton({ id, isLike }: { id: number; isLike: boolean }) {
  const like = useLikeOffer(id);
  const waiting = useOfferDecisions(id).like;
  const queued = queuedLikeValue(waiting);
  const shown = queued ?? isLike;
  const pressed = like.isPending ? like.variables : shown;
  return (
    <Toggle
      type="button"
      aria-pressed={pressed}
      aria-label="관심 제안"
      disabled={like.isPending}
      onClick={() => (waiting && queued !== undefined ? void discardEntry(waiting.id) : like.mutate(!shown))}
    >
      {pressed ? '♥' : '♡'}
    </Toggle>
  );
}
