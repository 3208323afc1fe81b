/** How the console writes careers, salaries and phone numbers. */
import type { AnonymousCandidate } from '../../../contract/biz';
import { formatManwon } from '../../../contract/money';
import { formatPhone } from '../../../lib/phone';

type Career = AnonymousCandidate['careers'][number];

/** "2021-03" → "2021.03". */
const formatYearMonth = (value: string) => value.replace('-', '.');

/** "2021.03 ~ 재직 중" */
export const careerPeriod = (career: Career) =>
  `${formatYearMonth(career.start)} ~ ${career.end ? formatYearMonth(career.end) : '재직 중'}`;

/** Current employment first, then by start month, newest first. */
export const newestCareersFirst = <T extends Career>(careers: readonly T[]) =>
  [...careers].sort((a, b) => Number(a.end !== '') - Number(b.end !== '') || b.start.localeCompare(a.start));

/** "한빛모빌리티 · 백엔드 외 2곳": the current (or latest) career and how many more. */
export function careersSummary(careers: readonly Career[]): string {
  const [latest] = newestCareersFirst(careers);
  if (!latest) return '경력 정보 없음';
  const rest = careers.length - 1;
  return `${latest.company} · ${latest.job}${rest > 0 ? ` 외 ${rest}곳` : ''}`;
}

export const salaryOrDash = (amount: number | null, missing = '정보 없음') =>
  amount === null ? missing : formatManwon(amount);

/** "01012345678" → "010-1234-5678". */
export const displayPhone = (digits: string) => formatPhone(digits);
