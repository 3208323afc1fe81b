/** Job labels (직군 and 직무) search and the popular-jobs counter (SPEC §2 job search). */
import { matchesSearch, stripSearchText } from '../../../src/contract/search-text';

/** Participant counts grow by one per whole 10 minutes since this moment. */
const POPULAR_COUNT_EPOCH = Date.parse('2024-01-01T00:00:00+09:00');
const POPULAR_COUNT_PERIOD_MS = 10 * 60_000;

export function popularCount(baseCount: number, now: Date): number {
  return baseCount + Math.max(0, Math.floor((now.getTime() - POPULAR_COUNT_EPOCH) / POPULAR_COUNT_PERIOD_MS));
}

export interface JobLabelRow {
  jobLabel: string;
  subLabels: readonly string[];
}

/**
 * The sub-labels whose pair with their label matches q, spaces and case ignored on both sides and
 * the characters the input may not hold (e.g. '·') dropped: "백엔드 개발", "백엔드개발" and
 * "개발 백엔드" all find 개발 · 백엔드, and "개발" keeps every sub-label of 개발. An empty q
 * lists everything.
 */
export function matchJobLabels(rows: readonly JobLabelRow[], q: string) {
  const query = stripSearchText(q);
  if (query === '') return rows.map((row) => ({ jobLabel: row.jobLabel, jobSubLabels: [...row.subLabels] }));
  const pairMatches = (jobLabel: string, subLabel: string) =>
    matchesSearch(stripSearchText(`${subLabel} ${jobLabel}`), query) ||
    matchesSearch(stripSearchText(`${jobLabel} ${subLabel}`), query);
  return rows.flatMap((row) => {
    const jobSubLabels = row.subLabels.filter((label) => pairMatches(row.jobLabel, label));
    return jobSubLabels.length > 0 ? [{ jobLabel: row.jobLabel, jobSubLabels }] : [];
  });
}
