/** A settings page's parts: each one's heading, and the quiet line that explains a part or stands in for an empty one. */
import { styled } from '@linaria/react';
import { color, font, space } from '../../ui/tokens';

export const SectionHeading = styled.h2`
  margin: ${space.xl} 0 ${space.sm};
  font-size: ${font.size.bodyLarge};
  font-weight: ${font.weight.bold};
`;

export const QuietLine = styled.p`
  margin: 0;
  color: ${color.textMuted};
`;
