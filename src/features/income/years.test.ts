import { describe, expect, it } from 'vitest';
import { latestWindow, shiftWindow } from './years';

describe('graph windows', () => {
  it('starts with the five years ending last year and steps by five', () => {
    const latest = latestWindow(new Date('2026-11-22T03:00:00.000Z'));
    expect(latest).toEqual({ startYear: 2021, endYear: 2025 });
    expect(shiftWindow(latest, -1)).toEqual({ startYear: 2016, endYear: 2020 });
    expect(shiftWindow(latest, 1)).toEqual({ startYear: 2026, endYear: 2030 });
  });
});
