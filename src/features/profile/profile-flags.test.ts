import { describe, expect, it } from 'vitest';
import type { ProfileV3 } from '../../contract/profile';
import { profileFlags } from './profile-flags';

const base = {
  careerItems: [],
  userSalaryItems: [],
  githubUrl: '',
  linkedinUrl: '',
  resumeUrl: '',
  portfolioUrl: '',
} as unknown as ProfileV3;

describe('profileFlags', () => {
  it('derives isCareer, isSalary and isLink', () => {
    expect(profileFlags(base)).toEqual({ isCareer: false, isSalary: false, isLink: false });
    expect(
      profileFlags({
        ...base,
        careerItems: [
          { id: 1, company: 'A', job: 'B', start: '2020-01', end: '', detail: '', hide: true, verified: true },
        ],
        userSalaryItems: [{ inputSalary: null, hopeSalary: 9000 }],
        githubUrl: 'https://github.com/haneul',
      }),
    ).toEqual({ isCareer: true, isSalary: true, isLink: true });
  });
});
