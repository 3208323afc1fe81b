import { formatRemaining } from '../lib/remaining-time';
import { useCountdown } from '../lib/use-countdown';

/** A live "6일 13:04:09" (then `suffix`) until the deadline; `ended` once it passes. */
export function Countdown({ deadline, ended, suffix = '' }: { deadline: string; ended: string; suffix?: string }) {
  const left = useCountdown(Date.parse(deadline));
  if (left <= 0) return ended;
  return (
    <>
      <time dateTime={deadline}>{formatRemaining(left)}</time>
      {suffix}
    </>
  );
}
