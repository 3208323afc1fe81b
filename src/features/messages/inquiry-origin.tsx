/** Where the inquiry is written from, by the screen's name ("문의 위치: 자주 묻는 질문"); nothing for an unknown address. */
import { styled } from '@linaria/react';
import { screenNameOf } from '../../contract/screen-names';
import { color, font, radius, space } from '../../ui/tokens';

const Origin = styled.p`
  margin: 0 0 ${space.lg};
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.sm};
  background: ${color.background};
  color: ${color.textSub};
  font-size: ${font.size.caption};
  overflow-wrap: anywhere;
`;

export function InquiryOrigin({ from }: { from: string | undefined }) {
  const name = from ? screenNameOf(from) : undefined;
  return name ? <Origin>{`문의 위치: ${name}`}</Origin> : null;
}
