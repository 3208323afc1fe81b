/**
 * Public content of the landing, marketing and help pages (SPEC §1 marketing content, §7 blog): FAQ, the rolling strip, blog posts, the offer ranking and a job's career detail, and the
 * first-party analytics events. Amounts are 만원.
 */
import {
  array,
  boolean,
  enums,
  type Infer,
  integer,
  nullable,
  number,
  object,
  optional,
  pattern,
  record,
  size,
  string,
  union,
} from 'superstruct';
import { IsoDateTime } from './validators';

export const FaqVariant = enums(['general', 'company', 'event']);
export type FaqVariant = Infer<typeof FaqVariant>;
export const FaqQuery = object({ variant: optional(FaqVariant) });
const FaqItem = object({ id: integer(), question: string(), answer: string() });
export const FaqList = object({ variant: FaqVariant, items: array(FaqItem) });
export type FaqList = Infer<typeof FaqList>;

/** SPEC §3 Rolling item. */
const RollingItem = object({ name: string(), title: string() });
export const RollingList = object({ items: array(RollingItem) });
export type RollingList = Infer<typeof RollingList>;

/** One registration detail of the footer: as configured, or in sandbox mode a sample the footer marks 예시. */
export const CompanyDetail = object({ value: string(), sample: boolean() });
/** GET /company-details: the footer's registration details; null where the operator configured none. */
export const CompanyDetails = object({
  representative: nullable(CompanyDetail),
  registrationNumber: nullable(CompanyDetail),
  /** 직업정보제공사업 신고번호 */
  jobInformationNumber: nullable(CompanyDetail),
});
export type CompanyDetails = Infer<typeof CompanyDetails>;

/** GET /v3/users/forums/blog */
export const BlogPost = object({
  id: integer(),
  title: string(),
  summary: string(),
  /** Where the post is read (our blog, absolute https URL). */
  url: string(),
  /** Same-origin image path, '' when none. */
  thumbnail: string(),
  publishedAt: IsoDateTime,
});
export type BlogPost = Infer<typeof BlogPost>;
export const BlogQuery = object({ limit: optional(pattern(string(), /^\d{1,2}$/)) });
export const BlogList = object({ items: array(BlogPost) });
export type BlogList = Infer<typeof BlogList>;

/** GET /ranking: companies ranked by the offers they sent in the last 30 days (SPEC /rankingtalk). */
const RankingItem = object({
  rank: integer(),
  companyName: string(),
  logo: string(),
  offerCount: integer(),
  /**
   * Average raise the offers proposed over the candidates' verified pay, percent; null unless at
   * least SALARY_STATS_GROUP_MIN candidates with a verified salary received them.
   */
  averageRaise: nullable(number()),
});
export const Ranking = object({
  items: array(RankingItem),
  /** The 30-day window the ranking counts, KST dates (YYYY-MM-DD). */
  from: string(),
  to: string(),
});
export type Ranking = Infer<typeof Ranking>;

/** GET /careers/{id}: a job family's page (/careerdetail/{id}), from verified data only. */
export const CareerDetail = object({
  id: integer(),
  jobLabel: string(),
  subLabels: array(string()),
  /**
   * Verified salary figures, null unless at least SALARY_STATS_GROUP_MIN people back them. Average
   * and median (만원) are rounded to the nearest 100 (100만원): exact live figures would give away
   * the pay of whoever just joined (avg×n − the previous avg×(n−1)).
   */
  salary: nullable(object({ average: integer(), median: integer(), sampleSize: integer() })),
  /**
   * The offers' average salary band for this job in the last 90 days, rounded to 100만원 like every
   * published pay figure; null unless at least SALARY_STATS_GROUP_MIN candidates received them.
   */
  offerBand: nullable(object({ salaryMin: integer(), salaryMax: integer(), offerCount: integer() })),
  topTechStacks: array(string()),
});
export type CareerDetail = Infer<typeof CareerDetail>;
export const CareerList = object({ items: array(object({ id: integer(), jobLabel: string() })) });
export type CareerList = Infer<typeof CareerList>;
/** Figures are published only when this many people back them, so nobody can be singled out. */
export const SALARY_STATS_GROUP_MIN = 5;

/**
 * POST /events: first-party analytics (SPEC §7): a page view on every route change, `user_id`
 * after login. No names, phones or free text: only the event, the path and small scalar properties.
 */
const AnalyticsEventName = enums(['page_view', 'user_id', 'signup_step', 'share', 'install']);
export const AnalyticsEvent = object({
  name: AnalyticsEventName,
  /** The app path without its query (utm parameters are recorded by the utm record). */
  path: pattern(size(string(), 1, 300), /^\/[^?#]*$/),
  /** A random id per browser, not a person. */
  anonymousId: pattern(string(), /^[A-Za-z0-9-]{8,64}$/),
  properties: optional(
    record(pattern(string(), /^[a-zA-Z_]{1,40}$/), union([size(string(), 0, 100), number(), boolean()])),
  ),
});
export type AnalyticsEvent = Infer<typeof AnalyticsEvent>;
export const AnalyticsBatch = object({ events: size(array(AnalyticsEvent), 1, 20) });
export type AnalyticsBatch = Infer<typeof AnalyticsBatch>;
