/** Job labels (직군 and 직무) search and the popular-jobs counter (SPEC §2 job search). */
import { stripSearchText } from './search-text';

/** Participant counts grow by one per whole 10 minutes since this moment. */
export const POPULAR_COUNT_EPOCH = Date.parse('2024-01-01T00:00:00+09:00');
export const POPULAR_COUNT_PERIOD_MS = 10 * 60_000;

export function popularCount(baseCount: number, now: Date): number {
  return baseCount + Math.max(0, Math.floor((now.getTime() - POPULAR_COUNT_EPOCH) / POPULAR_COUNT_PERIOD_MS));
}

export interface JobLabelRow {
  jobLabel: string;
  subLabels: readonly string[];
}

const normalize = (text: string) => stripSearchText(text).toLowerCase();

/**
 * Labels whose name contains q keep all their sub-labels; other labels keep only the sub-labels
 * that contain q. Matching ignores case and the characters the input may not hold (e.g. '·').
 */
export function matchJobLabels(rows: readonly JobLabelRow[], q: string) {
  const wanted = normalize(q);
  return rows.flatMap((row) => {
    if (normalize(row.jobLabel).includes(wanted)) return [{ jobLabel: row.jobLabel, jobSubLabels: [...row.subLabels] }];
    const jobSubLabels = row.subLabels.filter((label) => normalize(label).includes(wanted));
    return jobSubLabels.length > 0 ? [{ jobLabel: row.jobLabel, jobSubLabels }] : [];
  });
}
