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

/**
 * What the raise is over: the basis the server names ("2025년 계약 연봉"), or the current salary. The
 * rate compares the top of the offered band, so it is a ceiling ("최대"), not what every offer in the band pays.
 */
const increaseCaption = (rate: number, basis: string | null | undefined) =>
  `${basis || '현재 연봉'}보다 최대 ${rate}% 높아요`;

/**
 * The raise over the candidate's most recent salary, naming which one; SPEC §9: the bar only when
 * the rate is positive (the server stores 0 for an offer at or below it).
 */
export function IncreaseBar({ rate, basis }: { rate: number; basis?: string | null }) {
  if (rate <= 0) return null;
  const width = Math.min(100, rate * 2);
  return (
    <div>
      <Caption>{increaseCaption(rate, basis)}</Caption>
      <Track aria-hidden="true">
        <Fill style={{ width: `${width}%` }} />
      </Track>
    </div>
  );
}
