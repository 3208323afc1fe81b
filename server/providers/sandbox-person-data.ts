/**
 * Demo careers and salaries of the sandbox, derived only from name + birthday (DESIGN.md §4): the
 * same person always gets the same 1–4 consecutive careers at seeded companies, ending with a
 * current job, health-insurance salaries between 3,000 and 12,000 만원, and tax-office incomes of
 * earlier years that lead up to those salaries.
 */
import { createHash } from 'node:crypto';
import { seedCompanies } from '../db/seed-content/companies';
import { seedJobLabels } from '../db/seed-content/jobs';
import { HEALTH_SALARY_YEARS, type ProviderCareer, type YearIncomeAmount, type YearSalary } from './identity-provider';

const SALARY_MIN = 3000; // 만원
const SALARY_MAX = 12000; // 만원
/** The current job starts before this month, so the data never depends on the clock. */
const ANCHOR_MONTH = 2025 * 12 + 5; // 2025-06
const WORKING_AGE = 20;

/** A small deterministic generator (mulberry32) seeded from a hash of the inputs. */
function randomFor(purpose: string, name: string, birthday: string): () => number {
  let state = createHash('sha256').update(`${purpose}|${name}|${birthday}`).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const between = (random: () => number, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

const monthText = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** Oldest first; the last one is the current job (end ''). */
export function sandboxCareers(name: string, birthday: string): ProviderCareer[] {
  const random = randomFor('careers', name, birthday);
  const wanted = between(random, 1, 4);
  const companies = shuffled(seedCompanies, random);
  const family = seedJobLabels[between(random, 0, seedJobLabels.length - 1)];
  const earliest = Math.min((Number(birthday.slice(0, 4)) + WORKING_AGE) * 12, ANCHOR_MONTH);

  const periods: { start: number; end: number | undefined }[] = [];
  let start = Math.max(ANCHOR_MONTH - between(random, 6, 36), earliest);
  periods.push({ start, end: undefined });
  while (periods.length < wanted) {
    const end = start - 1;
    const previousStart = end - between(random, 12, 48) + 1;
    if (previousStart < earliest) break;
    periods.unshift({ start: previousStart, end });
    start = previousStart;
  }
  return periods.map((period, index) => ({
    company: companies[index].name,
    job: family.subLabels[between(random, 0, family.subLabels.length - 1)],
    start: monthText(period.start),
    end: period.end === undefined ? '' : monthText(period.end),
  }));
}

const clampSalary = (value: number) => Math.min(SALARY_MAX, Math.max(SALARY_MIN, Math.round(value)));

export function sandboxHealthSalaries(name: string, birthday: string): YearSalary[] {
  const random = randomFor('health', name, birthday);
  let salary = between(random, SALARY_MIN, 9000);
  return HEALTH_SALARY_YEARS.map((year, index) => {
    if (index > 0) salary = clampSalary(salary * (1.02 + random() * 0.08));
    return { year, salary };
  });
}

/** Close to the 2024 health-insurance salary, as the tax office would report it. */
export function sandboxTaxSalary(name: string, birthday: string): number {
  const random = randomFor('tax', name, birthday);
  const health2024 = sandboxHealthSalaries(name, birthday).find((entry) => entry.year === 2024)?.salary ?? SALARY_MIN;
  return clampSalary(health2024 * (0.95 + random() * 0.1));
}

/** Yearly raises the incomes before 2023 are discounted by, so they lead up to the 2023 salary. */
const PAST_RAISE_MIN = 0.03;
const PAST_RAISE_MAX = 0.08;

/**
 * The tax office's income of each year: nothing before the first career started, then the 2023
 * health-insurance salary discounted by a steady yearly raise, for the months worked that year.
 * The careers are consecutive (sandboxCareers), so every month from the first start counts.
 */
export function sandboxIncomes(name: string, birthday: string, years: readonly number[]): YearIncomeAmount[] {
  const random = randomFor('income', name, birthday);
  const raise = PAST_RAISE_MIN + random() * (PAST_RAISE_MAX - PAST_RAISE_MIN);
  const [first] = sandboxCareers(name, birthday);
  const [startYear, startMonth] = first.start.split('-').map(Number);
  const salary2023 = sandboxHealthSalaries(name, birthday)[0].salary;
  return [...years]
    .sort((a, b) => a - b)
    .map((year) => {
      const months = year < startYear ? 0 : year === startYear ? 13 - startMonth : 12;
      const yearly = salary2023 / (1 + raise) ** (HEALTH_SALARY_YEARS[0] - year);
      return { year, amount: Math.round((yearly * months) / 12) };
    });
}
