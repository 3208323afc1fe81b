import { describe, expect, it } from 'vitest';
import { careersFrom, healthSalaryFrom, taxIncomeFrom, taxIncomesFrom } from './codef-identity-provider';
import { identityMatches } from './sandbox-identity-provider';
import { sandboxCareers, sandboxHealthSalaries, sandboxIncomes, sandboxTaxSalary } from './sandbox-person-data';

const people = [
  ['김하늘', '19930415'],
  ['이서준', '19910312'],
  ['Jiwoo', '20040101'],
  ['박민', '19650707'],
  ['최', '20100505'],
] as const;

describe('sandbox people', () => {
  it.each(people)(
    'gives %s (%s) 1–4 consecutive careers ending with the current job, always the same',
    (name, birthday) => {
      const careers = sandboxCareers(name, birthday);
      expect(careers).toEqual(sandboxCareers(name, birthday));
      expect(careers.length).toBeGreaterThanOrEqual(1);
      expect(careers.length).toBeLessThanOrEqual(4);
      expect(careers.at(-1)?.end).toBe('');
      expect(new Set(careers.map((career) => career.company)).size).toBe(careers.length);
      for (const [index, career] of careers.entries()) {
        expect(career.start).toMatch(/^\d{4}-\d{2}$/);
        if (index < careers.length - 1) {
          expect(career.end >= career.start).toBe(true);
          expect(career.end < careers[index + 1].start).toBe(true);
        }
      }
    },
  );

  it.each(people)('gives %s (%s) salaries for 2023–2025 between 3,000 and 12,000 만원', (name, birthday) => {
    const salaries = sandboxHealthSalaries(name, birthday);
    expect(salaries.map((entry) => entry.year)).toEqual([2023, 2024, 2025]);
    for (const { salary } of [...salaries, { salary: sandboxTaxSalary(name, birthday) }]) {
      expect(Number.isInteger(salary)).toBe(true);
      expect(salary).toBeGreaterThanOrEqual(3000);
      expect(salary).toBeLessThanOrEqual(12000);
    }
  });

  it.each(people)(
    'gives %s (%s) no income before the first career and then up to the 2023 salary',
    (name, birthday) => {
      const years = [2018, 2019, 2020, 2021, 2022];
      const incomes = sandboxIncomes(name, birthday, years);
      expect(incomes).toEqual(sandboxIncomes(name, birthday, [...years].reverse()));
      expect(incomes.map((income) => income.year)).toEqual(years);
      const [firstCareer] = sandboxCareers(name, birthday);
      const startYear = Number(firstCareer.start.slice(0, 4));
      const salary2023 = sandboxHealthSalaries(name, birthday)[0].salary;
      let previous = 0;
      for (const { year, amount } of incomes) {
        expect(Number.isInteger(amount)).toBe(true);
        if (year < startYear) expect(amount).toBe(0);
        else expect(amount).toBeGreaterThan(0);
        expect(amount).toBeLessThan(salary2023);
        // Full years only grow; the first year counts only the months worked.
        if (year > startYear + 1) expect(amount).toBeGreaterThan(previous);
        previous = amount;
      }
    },
  );

  it('tells people apart', () => {
    expect(sandboxHealthSalaries('김하늘', '19930415')).not.toEqual(sandboxHealthSalaries('김하늘', '19930416'));
  });
});

describe('resident number check of the sandbox', () => {
  it('wants the birthday in front and the century and gender digit', () => {
    expect(identityMatches('9304151234567', '19930415', '남성')).toBe(true);
    expect(identityMatches('9304152234567', '19930415', '여성')).toBe(true);
    expect(identityMatches('0401013234567', '20040101', '남성')).toBe(true);
    expect(identityMatches('0401014234567', '20040101', '여성')).toBe(true);
    expect(identityMatches('9304151234567', '19930415', '여성')).toBe(false);
    expect(identityMatches('9304163234567', '19930416', '남성')).toBe(false);
    expect(identityMatches('9304161234567', '19930415', '남성')).toBe(false);
  });
});

describe('CODEF data', () => {
  it('keeps employee memberships as careers, oldest first, with YYYY-MM months', () => {
    expect(
      careersFrom([
        { resJoinUserType: '직장가입자', resCompanyNm: ' 나래 ', commStartDate: '20220301', commEndDate: '' },
        { resJoinUserType: '지역가입자', resCompanyNm: '', commStartDate: '20180101', commEndDate: '20181231' },
        { resJoinUserType: '직장가입자', resCompanyNm: '가온', commStartDate: '20190301', commEndDate: '20220228' },
      ]),
    ).toEqual([
      { company: '가온', start: '2019-03', end: '2022-02' },
      { company: '나래', start: '2022-03', end: '' },
    ]);
    expect(careersFrom({ unexpected: true })).toEqual([]);
  });

  it('turns monthly premiums into a yearly salary in 만원 and reads the tax income of a year', () => {
    expect(healthSalaryFrom({ resPaymentList: Array(12).fill({ resPaymentAmt: '177,250' }) })).toBe(6000);
    expect(healthSalaryFrom({})).toBe(0);
    expect(taxIncomeFrom({ resIncomeList: [{ resAttrYear: '2024', resIncomeAmt: '58,000,000' }] }, 2024)).toBe(5800);
    expect(taxIncomeFrom({ resIncomeList: [] }, 2024)).toBe(0);
  });

  it('reads the income of every requested year, oldest first, 0 for a year the certificate lacks', () => {
    const data = {
      resIncomeList: [
        { resAttrYear: '2022', resIncomeAmt: '51,234,567' },
        { resAttrYear: '2020', resIncomeAmt: '42,500,000' },
      ],
    };
    expect(taxIncomesFrom(data, [2022, 2021, 2020])).toEqual([
      { year: 2020, amount: 4250 },
      { year: 2021, amount: 0 },
      { year: 2022, amount: 5123 },
    ]);
  });
});
