/**
 * Amounts in the UI are 만원 (DESIGN.md §3). Large ones read in Korean units (SPEC §9: 만, 억,
 * 조, 경): 7,200 → "7,200만원", 12,500 → "1억 2,500만원", 10,000 → "1억원". In the contract
 * because the server's notifications must read amounts exactly as the app does.
 */
export const SALARY_FLOOR = 2400; // 만원, SPEC §5
export const SALARY_CAP = 200000; // 만원

const UNITS = [
  { name: '경', size: 10n ** 12n },
  { name: '조', size: 10n ** 8n },
  { name: '억', size: 10n ** 4n },
] as const;

/**
 * 7200 → "7,200": Korean groups digits by three, as English does. Not Intl (nor toLocaleString):
 * a page's first formatter loads the locale's data, measured at ~260 ms at 4× CPU in the offers
 * page's first render.
 */
const grouped = (value: bigint | number | string) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** At most one decimal, rounded: 1.25 → "1.3", 2 → "2", 1234.5 → "1,234.5". */
function withOneDecimal(value: number): string {
  const [whole, fraction] = String(Math.round(value * 10) / 10).split('.');
  return fraction ? `${grouped(whole ?? '')}.${fraction}` : grouped(whole ?? '');
}

/** A 만원 amount in Korean units. */
export function formatManwon(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  let rest = BigInt(Math.round(Math.abs(amount)));
  const sign = amount < 0 ? '-' : '';
  const parts: string[] = [];
  for (const unit of UNITS) {
    const count = rest / unit.size;
    if (count > 0n) parts.push(`${grouped(count)}${unit.name}`);
    rest %= unit.size;
  }
  if (rest > 0n || parts.length === 0) parts.push(`${grouped(rest)}만`);
  return `${sign}${parts.join(' ')}원`;
}

/**
 * A short label where room is scarce (a chart's bar): the largest unit with one decimal, without
 * 원 — "6,200만", "1.2억", "2억", "1.5조".
 */
export function compactManwon(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  const sign = amount < 0 ? '-' : '';
  const size = Math.abs(amount);
  for (const unit of UNITS) {
    const inUnit = size / Number(unit.size);
    if (inUnit >= 1) return `${sign}${withOneDecimal(inUnit)}${unit.name}`;
  }
  return `${sign}${grouped(Math.round(size))}만`;
}

/** A salary band: "6,500만~7,800만원", or one amount when both ends agree. */
export function formatBand(min: number, max: number): string {
  if (min === max) return formatManwon(min);
  const low = formatManwon(min).replace(/원$/, '');
  return `${low}~${formatManwon(max)}`;
}
