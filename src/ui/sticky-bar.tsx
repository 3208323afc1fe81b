import { styled } from '@linaria/react';
import { color, layout, space } from './tokens';

/** The sticky bottom action bar (SPEC §2): the page's main actions stay under the thumb. */
export const StickyBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 10;
  display: flex;
  gap: ${space.sm};
  max-width: ${layout.maxWidth};
  margin: ${space.xl} -${space.xl} 0;
  padding: ${space.md} ${space.xl} calc(${space.md} + env(safe-area-inset-bottom));
  background: linear-gradient(to bottom, rgba(255, 255, 255, 0), ${color.surface} 24%);

  & > * {
    flex: 1;
  }
`;
