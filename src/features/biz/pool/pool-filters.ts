/**
 * The candidate pool's filters live in the URL query (/biz?jobLabel=백엔드&minYears=3), so a
 * reload, a shared link or the back button shows the same results. Each parameter is checked
 * against the contract on its own: one bad value is dropped, the others still apply.
 */
import { validate } from 'superstruct';
import { CandidatePoolQuery } from '../../../contract/biz';

export type PoolFilters = CandidatePoolQuery;
type FilterName = keyof PoolFilters;

/** The order parameters appear in the URL. */
const POOL_FILTER_NAMES = [
  'jobLabel',
  'minYears',
  'maxYears',
  'salaryMin',
  'salaryMax',
  'techStack',
  'hashtag',
  'page',
] as const satisfies readonly FilterName[];

export function parsePoolFilters(search: string): PoolFilters {
  const params = new URLSearchParams(search);
  const filters: Record<string, string | number> = {};
  for (const name of POOL_FILTER_NAMES) {
    const raw = params.get(name)?.trim();
    if (!raw) continue;
    const [error, checked] = validate({ [name]: raw }, CandidatePoolQuery, { coerce: true });
    const value = checked?.[name];
    if (!error && value !== undefined) filters[name] = value;
  }
  if (filters.page === 1) delete filters.page;
  return filters as PoolFilters;
}

/** "jobLabel=…&minYears=3" without empty values or page 1; "" when nothing is set. */
export function poolFiltersToSearch(filters: PoolFilters): string {
  const params = new URLSearchParams();
  for (const name of POOL_FILTER_NAMES) {
    const value = filters[name];
    if (value === undefined || value === '') continue;
    if (name === 'page' && value === 1) continue;
    params.set(name, String(value));
  }
  return params.toString();
}

export const poolHref = (filters: PoolFilters) => {
  const search = poolFiltersToSearch(filters);
  return search ? `/biz?${search}` : '/biz';
};
