/** The graph's 5-year windows (SPEC §9): the first ends last year, in Korean time. */
import { LIFETIME_WINDOW_YEARS } from '../../contract/income';
import { kstYear } from '../../contract/kst';

export interface YearWindow {
  startYear: number;
  endYear: number;
}

/** The window ending last year (KST). */
export function latestWindow(now: Date = new Date()): YearWindow {
  const endYear = kstYear(now) - 1;
  return { startYear: endYear - LIFETIME_WINDOW_YEARS + 1, endYear };
}

/** The window `steps` windows later (positive) or earlier (negative). */
export function shiftWindow(window: YearWindow, steps: number): YearWindow {
  const by = steps * LIFETIME_WINDOW_YEARS;
  return { startYear: window.startYear + by, endYear: window.endYear + by };
}
