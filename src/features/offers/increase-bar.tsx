import { styled } from '@linaria/react';
import { color, font, radius, space } from '../../ui/tokens';

const Track = styled.div`
  height: 6px;
  margin-top: ${space.xs};
  border-radius: ${radius.pill};
  background: ${color.background};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  border-radius: ${radius.pill};
  background: ${color.primary};
`;

const Caption = styled.p`
  margin: ${space.sm} 0 0;
  font-size: ${font.size.caption};
  font-weight: ${font.weight.bold};
  color: ${color.primary};
`;

/** The raise over the verified salary; SPEC §9: the bar only when the rate is positive. */
export function IncreaseBar({ rate }: { rate: number }) {
  if (rate <= 0) return null;
  const width = Math.min(100, rate * 2);
  return (
    <div>
      <Caption>{`현재 연봉보다 ${rate}% 높아요`}</Caption>
      <Track aria-hidden="true">
        <Fill style={{ width: `${width}%` }} />
      </Track>
    </div>
  );
}
