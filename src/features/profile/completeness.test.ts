import { describe, expect, it } from 'vitest';
import type { ProfileV3 } from '../../contract/profile';
import { completenessItems, completenessPercent } from './completeness';

const empty: ProfileV3 = {
  careerItems: [],
  userSalaryItems: [],
  healthSalary: false,
  githubUrl: '',
  linkedinUrl: '',
  resumeUrl: '',
  portfolioUrl: '',
  resumeFile: null,
  portfolioFile: null,
  email: '',
  hashtags: [],
  techStackItems: [],
  agent: false,
  jobLabel: '개발',
  jobSubLabel: '백엔드',
  interestCount: 0,
  isActivate: true,
  submittedAt: null,
  willingness: null,
  isMajor: null,
};

describe('profile completeness', () => {
  it('gives 16% per completed item and 100% when all six are done', () => {
    expect(completenessPercent(completenessItems(empty))).toBe(0);
    const some = { ...empty, hashtags: ['백엔드'], healthSalary: true, resumeUrl: 'https://example.com/cv' };
    expect(completenessPercent(completenessItems(some))).toBe(48);
    const all: ProfileV3 = {
      ...some,
      interestCount: 2,
      techStackItems: ['Java'],
      careerItems: [
        {
          id: 1,
          company: 'A',
          job: '백엔드',
          start: '2020-01',
          end: '',
          detail: '결제 서버',
          hide: false,
          verified: true,
        },
      ],
    };
    expect(completenessPercent(completenessItems(all))).toBe(100);
  });
});
