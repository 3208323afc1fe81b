/**
 * Demo careers and salaries of the sandbox, derived deterministically (DESIGN.md §4): the same
 * person always gets the same 1–4 consecutive careers at seeded companies, ending with a current
 * job, health-insurance salaries between 3,000 and 12,000 만원, and tax-office incomes of earlier
 * years that lead up to those salaries. The careers are in the job the person chose at sign-up
 * (PersonIdentity.job), and the pay follows that job's typical pay and the years worked; a caller
 * that does not know the job gets one derived from name + birthday. The demo candidate (seeded,
 * README's tour) gets her seeded careers and salaries, so a lookup agrees with her profile.
 */
import { createHash } from 'node:crypto';
import { seedCompanies } from '../db/seed-content/companies';
import { demoCandidate, demoCandidateProfile } from '../db/seed-content/demo-candidate';
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

interface SandboxJob {
  label: string;
  subLabel: string;
}

const isDemoCandidate = (name: string, birthday: string) =>
  name === demoCandidate.name && birthday === demoCandidate.birthday;

/** The chosen job, or one derived from the draw when the caller does not know it. */
function jobOf(job: SandboxJob | undefined, random: () => number): SandboxJob {
  const family = seedJobLabels[between(random, 0, seedJobLabels.length - 1)];
  const derived = {
    label: family.jobLabel,
    subLabel: family.subLabels[between(random, 0, family.subLabels.length - 1)],
  };
  if (!job) return derived;
  // A free entry (기타) may leave the sub-label empty: the label names the job then.
  return { label: job.label, subLabel: job.subLabel || job.label };
}

/** Oldest first; the last one is the current job (end ''). Every career is in the person's job. */
export function sandboxCareers(name: string, birthday: string, job?: SandboxJob): ProviderCareer[] {
  if (isDemoCandidate(name, birthday)) {
    return demoCandidateProfile.careers.map((career) => ({
      company: career.company,
      job: career.job,
      start: career.startMonth,
      end: career.endMonth,
    }));
  }
  const random = randomFor('careers', name, birthday);
  const wanted = between(random, 1, 4);
  const companies = shuffled(seedCompanies, random);
  const { subLabel } = jobOf(job, random);
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
    job: subLabel,
    start: monthText(period.start),
    end: period.end === undefined ? '' : monthText(period.end),
  }));
}

const clampSalary = (value: number) => Math.min(SALARY_MAX, Math.max(SALARY_MIN, Math.round(value)));

/** A typical 2023 salary (만원) of someone with a few years in the job, by job label. */
const TYPICAL_PAY: Record<string, number> = {
  개발: 6000,
  데이터: 5800,
  디자인: 4700,
  기획·PM: 5400,
  마케팅: 4500,
  영업: 5000,
  인사·HR: 4600,
  재무·회계: 5000,
  경영지원: 4400,
  고객지원·CS: 3700,
  의료·바이오: 5200,
  엔지니어링·생산: 5100,
};
const OTHER_JOB_PAY = 4500;
/** Pay grows with the years worked before 2023, up to this many. */
const EXPERIENCE_YEARS_COUNTED = 12;

/** Years worked before 2023 in the careers (consecutive, so from the first start). */
function yearsBefore2023(careers: readonly ProviderCareer[]): number {
  const [first] = careers;
  const [year, month] = first.start.split('-').map(Number);
  return Math.max(0, (2023 * 12 - (year * 12 + month - 1)) / 12);
}

export function sandboxHealthSalaries(name: string, birthday: string, job?: SandboxJob): YearSalary[] {
  if (isDemoCandidate(name, birthday)) {
    return demoCandidateProfile.salaries
      .filter((row) => row.source === 'HEALTH')
      .map((row) => ({ year: row.year, salary: row.amount }));
  }
  const random = randomFor('health', name, birthday);
  const careers = sandboxCareers(name, birthday, job);
  const typical = TYPICAL_PAY[job?.label ?? careerFamily(careers)] ?? OTHER_JOB_PAY;
  const experience = Math.min(yearsBefore2023(careers), EXPERIENCE_YEARS_COUNTED);
  let salary = clampSalary(typical * (0.7 + 0.06 * experience) * (0.9 + random() * 0.2));
  return HEALTH_SALARY_YEARS.map((year, index) => {
    if (index > 0) salary = clampSalary(salary * (1.02 + random() * 0.08));
    return { year, salary };
  });
}

/** The job label whose sub-labels hold the careers' job (a derived job is always a seeded one). */
function careerFamily(careers: readonly ProviderCareer[]): string {
  const job = careers.at(-1)?.job ?? '';
  return seedJobLabels.find((family) => (family.subLabels as readonly string[]).includes(job))?.jobLabel ?? '';
}

/** Close to the 2024 health-insurance salary, as the tax office would report it (the demo candidate's exactly). */
export function sandboxTaxSalary(name: string, birthday: string, job?: SandboxJob): number {
  const random = randomFor('tax', name, birthday);
  const health2024 =
    sandboxHealthSalaries(name, birthday, job).find((entry) => entry.year === 2024)?.salary ?? SALARY_MIN;
  if (isDemoCandidate(name, birthday)) return health2024;
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
export function sandboxIncomes(
  name: string,
  birthday: string,
  years: readonly number[],
  job?: SandboxJob,
): YearIncomeAmount[] {
  const random = randomFor('income', name, birthday);
  const raise = PAST_RAISE_MIN + random() * (PAST_RAISE_MAX - PAST_RAISE_MIN);
  const [first] = sandboxCareers(name, birthday, job);
  const [startYear, startMonth] = first.start.split('-').map(Number);
  const salary2023 = sandboxHealthSalaries(name, birthday, job)[0].salary;
  return [...years]
    .sort((a, b) => a - b)
    .map((year) => {
      const months = year < startYear ? 0 : year === startYear ? 13 - startMonth : 12;
      const yearly = salary2023 / (1 + raise) ** (HEALTH_SALARY_YEARS[0] - year);
      return { year, amount: Math.round((yearly * months) / 12) };
    });
}
