/** The filter form as typed (strings) and its checks before it becomes the URL query. */
import { formatManwon } from '../../../contract/money';
import type { PoolFilters } from './pool-filters';

export interface PoolFilterDraft {
  jobLabel: string;
  minYears: string;
  maxYears: string;
  salaryMin: string;
  salaryMax: string;
  techStack: string;
  hashtag: string;
}

export type PoolFilterErrors = Partial<Record<'years' | 'salary', string>>;

const YEARS_MAX = 50;
const POOL_SALARY_MAX = 200000; // 만원

const text = (value: string | undefined) => value ?? '';
const number = (value: number | undefined) => (value === undefined ? '' : String(value));

export function draftFromFilters(filters: PoolFilters): PoolFilterDraft {
  return {
    jobLabel: text(filters.jobLabel),
    minYears: number(filters.minYears),
    maxYears: number(filters.maxYears),
    salaryMin: number(filters.salaryMin),
    salaryMax: number(filters.salaryMax),
    techStack: text(filters.techStack),
    hashtag: text(filters.hashtag),
  };
}

const optionalNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));
const optionalText = (value: string) => value.trim() || undefined;

function rangeError(low: number | undefined, high: number | undefined, ceiling: number, words: RangeWords) {
  if ((low ?? 0) > ceiling || (high ?? 0) > ceiling) return words.ceiling;
  if (low !== undefined && high !== undefined && low > high) return words.order;
  return undefined;
}

interface RangeWords {
  ceiling: string;
  order: string;
}

/** New filters always start from the first page. */
export function filtersFromDraft(draft: PoolFilterDraft): { filters: PoolFilters; errors: PoolFilterErrors } {
  const filters: PoolFilters = {
    jobLabel: optionalText(draft.jobLabel),
    minYears: optionalNumber(draft.minYears),
    maxYears: optionalNumber(draft.maxYears),
    salaryMin: optionalNumber(draft.salaryMin),
    salaryMax: optionalNumber(draft.salaryMax),
    techStack: optionalText(draft.techStack),
    hashtag: optionalText(draft.hashtag.replace(/^#+/, '')),
  };
  const errors: PoolFilterErrors = {};
  const years = rangeError(filters.minYears, filters.maxYears, YEARS_MAX, {
    ceiling: `경력 연차는 ${YEARS_MAX}년까지 입력할 수 있습니다.`,
    order: '최소 연차는 최대 연차보다 클 수 없습니다.',
  });
  if (years) errors.years = years;
  const salary = rangeError(filters.salaryMin, filters.salaryMax, POOL_SALARY_MAX, {
    ceiling: `연봉은 ${formatManwon(POOL_SALARY_MAX)}까지 입력할 수 있습니다.`,
    order: '최소 연봉은 최대 연봉보다 클 수 없습니다.',
  });
  if (salary) errors.salary = salary;
  return { filters, errors };
}
