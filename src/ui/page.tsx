import { styled } from '@linaria/react';
import { color, font, layout, space } from './tokens';

/**
 * The height of the shell's top area above the page (app/top-area.tsx keeps it current): a screen
 * that fills the window (a message room) takes the rest, so nothing of it falls below the fold.
 */
export const TOP_AREA_HEIGHT_PROPERTY = '--top-area-height';
export const belowTopArea = `calc(100dvh - var(${TOP_AREA_HEIGHT_PROPERTY}, 0px))`;

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
