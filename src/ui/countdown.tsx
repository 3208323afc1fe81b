import { formatRemaining } from '../lib/kst';
import { useCountdown } from '../lib/use-countdown';

/** A live "6일 13:04:09" until the deadline; `ended` once it passes. */
export function Countdown({ deadline, ended }: { deadline: string; ended: string }) {
  const left = useCountdown(Date.parse(deadline));
  return <time dateTime={deadline}>{left > 0 ? formatRemaining(left) : ended}</time>;
}
