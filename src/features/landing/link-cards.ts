import { styled } from '@linaria/react';
import { font, radius, space } from '../../ui/tokens';

/** Links as cards, one above the other, each a bold line and a short one (banners, blog posts). */
export const LinkCards = styled.ul`
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  & a {
    display: block;
    border-radius: ${radius.lg};
    text-decoration: none;
  }
  & strong {
    display: block;
  }
  & span {
    font-size: ${font.size.caption};
  }
`;
