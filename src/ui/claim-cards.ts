import { color, font, radius, space } from './tokens';

/**
 * The look of our claims ("21%" in large type over a line or two), for a list's styled template: the
 * landing's and /introduce's differ in columns and lines below. A string, not a component, so the
 * rules are copied into each list's stylesheet at build time and nothing of it is shipped as script
 * or as a chunk the landing's first screen would wait for.
 */
export const claimCards = `
  display: grid;
  gap: ${space.md};
  padding: 0;
  list-style: none;

  & li {
    padding: ${space.lg};
    border-radius: ${radius.lg};
    background: ${color.primarySoft};
  }
  & strong {
    display: block;
    color: ${color.primary};
    font-size: ${font.size.display};
  }
`;
