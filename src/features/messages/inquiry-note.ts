import { styled } from '@linaria/react';
import { color, font, radius, space } from '../../ui/tokens';

/** A quiet note above an inquiry form: where it is written from, or how a visitor could sign in instead. */
export const InquiryNote = styled.p`
  margin: 0 0 ${space.lg};
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.sm};
  background: ${color.background};
  color: ${color.textSub};
  font-size: ${font.size.caption};
  overflow-wrap: anywhere;
`;
