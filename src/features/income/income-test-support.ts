import type { LifetimeResult, LifetimeWindow, SecretItem } from '../../contract/income';

export const EVENT_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

/** The candidate: careers from 2019, tax-office income in 2021–2022, verified salaries 2023–2025. */
export const lifetimeResult: LifetimeResult = {
  eventId: EVENT_ID,
  lifetimeIncome: 288_652,
  careerStartYear: 2019,
  retirementYear: 2053,
  growthRate: 3,
  growthBasis: 'CAPPED',
  verifiedTotal: 25_344,
  spans: [
    { source: 'TAX_OFFICE', firstYear: 2019, lastYear: 2020, total: 0 },
    { source: 'TAX_OFFICE', firstYear: 2021, lastYear: 2022, total: 7344 },
    { source: 'HEALTH_INSURANCE', firstYear: 2023, lastYear: 2025, total: 18_000 },
    { source: 'ESTIMATED', firstYear: 2026, lastYear: 2053, total: 263_308 },
  ],
  completedAt: '2026-11-22T03:00:00.000Z',
};

export const recentWindow: LifetimeWindow = {
  startYear: 2021,
  endYear: 2025,
  hasEarlier: true,
  items: [
    { year: 2021, amount: 5200, kind: 'VERIFIED' },
    { year: 2022, amount: 5600, kind: 'VERIFIED' },
    { year: 2023, amount: 5800, kind: 'ESTIMATED' },
    { year: 2024, amount: 6000, kind: 'ESTIMATED' },
    { year: 2025, amount: 12_400, kind: 'ESTIMATED' },
  ],
};

export const earlierWindow: LifetimeWindow = {
  startYear: 2016,
  endYear: 2020,
  hasEarlier: false,
  items: [
    { year: 2016, amount: 3100, kind: 'ESTIMATED' },
    { year: 2017, amount: 3300, kind: 'ESTIMATED' },
    { year: 2018, amount: 3900, kind: 'VERIFIED' },
    { year: 2019, amount: 4400, kind: 'VERIFIED' },
    { year: 2020, amount: 4800, kind: 'VERIFIED' },
  ],
};

export const secretItem = (name: string, overrides: Partial<SecretItem> = {}): SecretItem => ({
  name,
  averageSalary: 6200,
  medianSalary: 5800,
  sampleSize: 1234,
  ...overrides,
});

export const shareContent = (mode: string) => ({
  mode,
  url: `https://boltx.example/${mode}?utm_source=share&utm_medium=kakao&utm_content=abc123`,
  title: '친구가 생애 소득을 확인했어요',
  description: '나의 생애 소득은 얼마일까요?',
});
