import { styled } from '@linaria/react';
import { color, font, radius } from '../../ui/tokens';
import { useLikeOffer } from './api';

const Toggle = styled.button`
  display: inline-flex;
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

/** Keep an offer to look at again (SPEC §4 like / un-like). */
export function LikeButton({ id, isLike }: { id: number; isLike: boolean }) {
  const like = useLikeOffer(id);
  const pressed = like.isPending ? like.variables : isLike;
  return (
    <Toggle
      type="button"
      aria-pressed={pressed}
      aria-label="관심 제안"
      disabled={like.isPending}
      onClick={() => like.mutate(!isLike)}
    >
      {pressed ? '♥' : '♡'}
    </Toggle>
  );
}
