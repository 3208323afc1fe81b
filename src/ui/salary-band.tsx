/**
 * A salary band as text ("7,800만~8,800만원", contract/money.ts formatBand) that never breaks inside
 * an amount: each end stays whole, and a band too long for its line breaks only after the "~"
 * ("1억 2,500만~" / "1억 4,000만원"), never before it.
 */
import { css } from '@linaria/core';
import { formatManwon } from '../contract/money';

const whole = css`
  white-space: nowrap;
`;

export function SalaryBand({ min, max }: { min: number; max: number }) {
  if (min === max) return <span className={whole}>{formatManwon(min)}</span>;
  return (
    <>
      <span className={whole}>{`${formatManwon(min).replace(/원$/, '')}~`}</span>
      <wbr />
      <span className={whole}>{formatManwon(max)}</span>
    </>
  );
}
