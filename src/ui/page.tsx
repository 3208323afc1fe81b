import { styled } from '@linaria/react';
import { color, font, layout, space } from './tokens';

/** A screen of the app: a phone-width column on any display. */
export const Page = styled.main`
  min-height: 100dvh;
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: ${space.xl} ${space.xl} calc(${space.xxxl} + env(safe-area-inset-bottom));
  background: ${color.surface};
`;

export const Title = styled.h1`
  margin: ${space.lg} 0 ${space.sm};
  font-size: ${font.size.title};
  font-weight: ${font.weight.bold};
  line-height: 1.4;
  white-space: pre-line;
`;

export const Lead = styled.p`
  margin: 0 0 ${space.xl};
  color: ${color.textSub};
`;
