/**
 * The console's candidate pool at scale, written by INSERT … SELECT generate_series so 100,000
 * candidates take seconds. The spread is what the search filters on: job families weighted as the
 * seeded popularity suggests, 0–20 years of careers over one to three companies, verified salaries
 * that follow the years, tech stacks typical of the job, a few hashtags; 90 % submitted over the
 * last 45 days (so about two thirds inside the 30-day attack period), 5 % paused, 1 % deleted.
 * Candidate n has the phone 0108nnnnnnn, so sizes grow by adding the next range.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { seedCompanies } from '../../server/db/seed-content/companies';
import { seedJobLabels } from '../../server/db/seed-content/jobs';
import { seedTechStacks } from '../../server/db/seed-content/tech-stacks';
import { companyNameKey } from '../../server/domain/company-name-key';
import { seededRandom } from './stats';

const PROFILE_TEMPLATES = 600;
/** Relative share of each job family in the pool; families not named weigh 1. */
const FAMILY_WEIGHTS: Record<string, number> = { 개발: 8, 데이터: 3, 디자인: 3, 기획·PM: 3, 마케팅: 2, 영업: 2 };
export const POOL_HASHTAGS = [
  '대용량트래픽',
  '리더십',
  'MSA',
  '스타트업',
  '글로벌',
  '커머스',
  '핀테크',
  '오픈소스',
  '데이터기반',
  '애자일',
  '협업',
  'B2B',
  'SaaS',
  '자동화',
  '성장',
  '모바일',
  '클라우드',
  '보안',
  '교육',
  '헬스케어',
];
const EXTRA_EMPLOYERS = [
  '새빛소프트',
  '다온테크',
  '한울시스템즈',
  '라온커머스',
  '미르랩스',
  '가온네트웍스',
  '누리소프트',
  '해오름정보',
];

/** "family|sub-label|stack,stack|tag,tag" lines the SQL picks from by a hash of n. */
function profileTemplates(): string[] {
  const random = seededRandom(9);
  const families = seedJobLabels.flatMap((job) => Array(FAMILY_WEIGHTS[job.jobLabel] ?? 1).fill(job));
  return Array.from({ length: PROFILE_TEMPLATES }, () => {
    const job = families[Math.floor(random() * families.length)];
    const subLabel = job.subLabels[Math.floor(random() * job.subLabels.length)];
    const typical = seedTechStacks.filter((stack) => stack.jobLabels.includes(job.jobLabel));
    const stacks = [...typical].sort(() => random() - 0.5).slice(0, 2 + Math.floor(random() * 3));
    const tags = [...POOL_HASHTAGS].sort(() => random() - 0.5).slice(0, 1 + Math.floor(random() * 3));
    return [job.jobLabel, subLabel, stacks.map((stack) => stack.name).join(','), tags.join(',')].join('|');
  });
}

const jsonArray = (values: readonly string[]) =>
  sql`(select array_agg(value) from json_array_elements_text(${JSON.stringify(values)}::json))`;

/** Adds candidates first..last (1-based) with their careers and salaries, then refreshes the planner's statistics. */
export async function seedPool(db: Database, first: number, last: number): Promise<void> {
  await seedPoolCandidates(db, first, last);
  await seedPoolHistories(db, first, last);
  await db.execute(sql`analyze`);
}

/**
 * The candidates rows alone (no careers, no salaries, statistics not refreshed): for a check that
 * reads only the candidates table (tests/api/pool-job-search.test.ts), where the other two tables
 * were three quarters of the seeding's time.
 */
export async function seedPoolCandidates(db: Database, first: number, last: number): Promise<void> {
  await db.execute(sql`
    with templates as (select ${jsonArray(profileTemplates())} as list)
    insert into candidates (name, phone, birthday, gender, job_label, job_sub_label, is_activate, created_at,
      deleted_at, submitted_at, first_submitted_at, hashtags, tech_stacks)
    select '후보' || n, '0108' || lpad(n::text, 7, '0'),
      (1975 + abs(hashint4(n * 7)) % 28)::text || '0' || (1 + abs(hashint4(n * 11)) % 9)::text || '15',
      case when n % 2 = 0 then '여성' else '남성' end,
      split_part(profile, '|', 1), split_part(profile, '|', 2),
      abs(hashint4(n * 13)) % 100 >= 5,
      now() - interval '60 days',
      case when abs(hashint4(n * 17)) % 100 = 0 then now() - interval '1 day' end,
      submitted, submitted,
      string_to_array(split_part(profile, '|', 4), ','), string_to_array(split_part(profile, '|', 3), ',')
    from generate_series(${first}::int, ${last}::int) as n,
      templates,
      lateral (select list[1 + abs(hashint4(n)) % array_length(list, 1)] as profile,
        case when abs(hashint4(n * 19)) % 100 < 90
          then now() - (abs(hashint4(n * 23)) % (45 * 24 * 60)) * interval '1 minute' end as submitted) as picked`);
}

/** Careers and salaries of candidates first..last, already seeded. */
async function seedPoolHistories(db: Database, first: number, last: number): Promise<void> {
  const employers = [...seedCompanies.map((company) => company.name), ...EXTRA_EMPLOYERS];
  // Career months in total (0–20 years) split over 1–3 employers; the last one is current for 70 %.
  await db.execute(sql`
    with employer_names as (select ${jsonArray(employers)} as names, ${jsonArray(employers.map(companyNameKey))} as keys),
    people as (
      select c.id, n, abs(hashint4(n * 29)) % 240 as months, 1 + abs(hashint4(n * 31)) % 3 as jobs,
        abs(hashint4(n * 37)) % 100 < 70 as employed,
        (extract(year from now())::int * 12 + extract(month from now())::int - 1) as this_month
      from candidates c, lateral (select substr(c.phone, 5)::int as n) as serial
      where c.phone like '0108%' and substr(c.phone, 5)::int between ${first} and ${last})
    insert into careers (candidate_id, position, company, company_key, job, start_month, end_month)
    select id, position, names[pick], keys[pick], '실무',
      to_char(make_date(start_month / 12, start_month % 12 + 1, 1), 'YYYY-MM'),
      case when position = jobs and employed then ''
        else to_char(make_date(end_month / 12, end_month % 12 + 1, 1), 'YYYY-MM') end
    from people, employer_names, generate_series(1, jobs) as position,
      lateral (select 1 + abs(hashint4(n * 41 + position)) % array_length(names, 1) as pick,
        this_month - months + ((position - 1) * months) / jobs as start_month,
        greatest(this_month - months + (position * months) / jobs - 1, this_month - months + ((position - 1) * months) / jobs) as end_month) as span`);

  // Verified (health insurance) salaries for the last three years, and a hoped-for one for 80 %.
  await db.execute(sql`
    with people as (
      select c.id, n, 2800 + (abs(hashint4(n * 29)) % 240) * 25 + abs(hashint4(n * 43)) % 1500 as base
      from candidates c, lateral (select substr(c.phone, 5)::int as n) as serial
      where c.phone like '0108%' and substr(c.phone, 5)::int between ${first} and ${last})
    insert into salaries (candidate_id, source, type, year, amount)
    select id, 'HEALTH', 'INPUT', last_year - back, base - back * 150
    from people, generate_series(0, 2) as back, lateral (select extract(year from now())::int - 1 as last_year) as y
    union all
    select id, 'INPUT', 'HOPE', extract(year from now())::int - 1, base + base / 6 from people where n % 5 <> 0`);
}
