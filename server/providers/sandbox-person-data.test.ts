import { describe, expect, it } from 'vitest';
import { demoCandidate, demoCandidateProfile } from '../db/seed-content/demo-candidate';
import { sandboxCareers, sandboxHealthSalaries, sandboxIncomes, sandboxTaxSalary } from './sandbox-person-data';

const frontend = { label: '개발', subLabel: '프론트엔드' };
const support = { label: '고객지원·CS', subLabel: 'CS 매니저' };
const people = [
  ['이서준', '19910312'],
  ['박지우', '19880705'],
  ['Jiwoo', '20010101'],
  ['최하은', '19790222'],
] as const;

describe('a sandbox person in the job they chose', () => {
  it.each(people)('gives %s (%s), signed up as 개발 · 프론트엔드, only frontend careers', (name, birthday) => {
    const careers = sandboxCareers(name, birthday, frontend);
    expect(careers.length).toBeGreaterThan(0);
    for (const career of careers) expect(career.job).toBe('프론트엔드');
    expect(careers).toEqual(sandboxCareers(name, birthday, frontend));
  });

  it.each(people)('pays %s (%s) as the job pays: a developer more than a support agent', (name, birthday) => {
    const developer = sandboxHealthSalaries(name, birthday, frontend);
    const agent = sandboxHealthSalaries(name, birthday, support);
    for (const [index, { salary }] of developer.entries()) expect(salary).toBeGreaterThan(agent[index].salary);
    const health2024 = developer.find((entry) => entry.year === 2024)?.salary ?? 0;
    const tax = sandboxTaxSalary(name, birthday, frontend);
    expect(Math.abs(tax - health2024)).toBeLessThanOrEqual(Math.ceil(health2024 * 0.05));
  });

  it.each(people)('starts %s (%s)’s tax-office incomes with their first frontend career', (name, birthday) => {
    const [first] = sandboxCareers(name, birthday, frontend);
    const startYear = Number(first.start.slice(0, 4));
    const incomes = sandboxIncomes(name, birthday, [2018, 2019, 2020, 2021, 2022], frontend);
    const salary2023 = sandboxHealthSalaries(name, birthday, frontend)[0].salary;
    for (const { year, amount } of incomes) {
      if (year < startYear) expect(amount).toBe(0);
      else expect(amount).toBeGreaterThan(0);
      expect(amount).toBeLessThan(salary2023);
    }
  });

  it('pays the same person more the longer they have worked', () => {
    const seasoned = sandboxHealthSalaries('최하은', '19790222', frontend)[0].salary;
    const junior = sandboxHealthSalaries('최하은', '20010222', frontend)[0].salary;
    expect(
      sandboxCareers('최하은', '20010222', frontend)[0].start > sandboxCareers('최하은', '19790222', frontend)[0].start,
    ).toBe(true);
    expect(seasoned).toBeGreaterThan(junior);
  });
});

describe('the demo candidate in the sandbox', () => {
  const { name, birthday } = demoCandidate;
  const job = { label: demoCandidate.jobLabel, subLabel: demoCandidate.jobSubLabel };

  it('finds the careers her profile was seeded with', () => {
    expect(sandboxCareers(name, birthday, job)).toEqual(
      demoCandidateProfile.careers.map((career) => ({
        company: career.company,
        job: career.job,
        start: career.startMonth,
        end: career.endMonth,
      })),
    );
  });

  it('finds her seeded health-insurance salaries, and the tax office agrees with 2024', () => {
    const seeded = demoCandidateProfile.salaries
      .filter((row) => row.source === 'HEALTH')
      .map((row) => ({ year: row.year, salary: row.amount }));
    expect(sandboxHealthSalaries(name, birthday, job)).toEqual(seeded);
    expect(sandboxTaxSalary(name, birthday, job)).toBe(seeded.find((row) => row.year === 2024)?.salary);
  });
});
