/** The inside of a card that offers one step with a way to put it off (a new version, installing the app). */
import { styled } from '@linaria/react';
import { color, font, space } from './tokens';

export const PromptHeading = styled.h2`
  margin: 0 0 ${space.xs};
  font-size: ${font.size.bodyLarge};
  font-weight: ${font.weight.bold};
`;

export const PromptText = styled.p`
  margin: 0 0 ${space.md};
  color: ${color.textSub};
  font-size: ${font.size.body};
`;

/** 나중에, then the step itself. */
export const PromptActions = styled.div`
  display: flex;
  gap: ${space.sm};
`;
