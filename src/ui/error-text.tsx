/**
 * What went wrong with a form or an action, said under it in the danger colour: a refusal from the
 * server, a check that failed. One look everywhere (it was declared page by page); give it
 * role="alert" where it appears after an action.
 */
import { styled } from '@linaria/react';
import { color, font, space } from './tokens';

export const ErrorText = styled.p`
  margin: 0 0 ${space.md};
  color: ${color.danger};
  font-size: ${font.size.caption};
`;
