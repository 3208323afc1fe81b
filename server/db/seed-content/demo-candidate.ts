/**
 * The sandbox's demo candidate 김하늘 (README's tour): who she is, and the verified careers and
 * salaries her profile is seeded with. The sandbox identity provider answers her lookups with the
 * same careers and salaries (providers/sandbox-person-data.ts), so a re-verification agrees with them.
 */

export const demoCandidate = {
  name: '김하늘',
  phone: '01012345678',
  birthday: '19930415',
  gender: '여성',
  jobLabel: '개발',
  jobSubLabel: '백엔드',
} as const;

/** What makes the demo candidate a full member of the pool: keywords, verified careers and salaries. */
export const demoCandidateProfile = {
  hashtags: ['백엔드', 'MSA', '대용량트래픽'],
  techStacks: ['Java', 'Spring', 'Kotlin', 'AWS'],
  careers: [
    { company: '든든보안랩', job: '백엔드', startMonth: '2019-03', endMonth: '2021-08' },
    { company: '해솔데이터', job: '백엔드', startMonth: '2021-09', endMonth: '' },
  ],
  salaries: [
    { source: 'HEALTH', type: 'INPUT', year: 2023, amount: 5600 },
    { source: 'HEALTH', type: 'INPUT', year: 2024, amount: 6000 },
    { source: 'HEALTH', type: 'INPUT', year: 2025, amount: 6400 },
    { source: 'INPUT', type: 'INPUT', year: 2025, amount: 6400 },
    { source: 'INPUT', type: 'HOPE', year: 2025, amount: 7500 },
  ],
} as const;
