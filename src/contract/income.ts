/**
 * The lifetime-income event (SPEC §1, §7 income, §9 limits): a signed-in candidate's tax-office
 * incomes of 2018–2022, with the salaries and careers verified at sign-up, become an estimate of
 * what they earn in a working life, drawn as a graph in 5-year windows ending last year, and
 * shared in five modes. Amounts are 만원.
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
  size,
  string,
} from 'superstruct';
import { IsoDateTime, rule, Uuid } from './validators';

/** SPEC §9: the lookup covers these years. */
export const LIFETIME_VERIFY_YEARS = [2018, 2019, 2020, 2021, 2022] as const;
/** SPEC §9: the graph shows 5-year windows, the first ending last year. */
export const LIFETIME_WINDOW_YEARS = 5;
/**
 * How many status polls the client makes (2 s apart) before it gives up: 150 × 2 s = 300 s, past
 * the provider's 270 s approval window (the waiting screen promises 5 minutes). The server decides
 * by time, not by this count: an unapproved lookup fails (410) once the window has passed.
 */
export const LIFETIME_STATUS_LOOP_COUNT = 150;
/** The age the estimate works until (the legal retirement age in Korea). */
export const RETIREMENT_AGE = 60;
/** The estimate raises the yearly income up to this age and keeps it flat after, until retirement. */
export const GROWTH_UNTIL_AGE = 50;

export const ShareMode = enums(['money', 'graph', 'secret', 'partners', 'default']);
export type ShareMode = Infer<typeof ShareMode>;

/** POST /income/lifetime/verify: start the tax-office lookup (approval in the messenger or PASS app). */
export const LIFETIME_YEARS_MESSAGE = '소득은 2018년부터 2022년까지 조회할 수 있어요.';
/** Exactly the years of LIFETIME_VERIFY_YEARS, in any order. */
const isLifetimeYears = (years: readonly number[]) =>
  new Set(years).size === LIFETIME_VERIFY_YEARS.length &&
  years.every((year) => (LIFETIME_VERIFY_YEARS as readonly number[]).includes(year));

export const LifetimeVerify = object({
  years: rule(size(array(integer()), 5, 5), 'lifetimeYears', isLifetimeYears, LIFETIME_YEARS_MESSAGE),
  /** 1 Kakao, 5 PASS (as in sign-up). */
  loginTypeLevel: enums([1, 5]),
  /** 0 SKT, 1 KT, 2 LG U+ (PASS only). */
  telecom: optional(enums([0, 1, 2])),
});
export type LifetimeVerify = Infer<typeof LifetimeVerify>;
export const LifetimeVerifyStarted = object({ eventId: Uuid });

/** GET /income/lifetime/verify/status?eventId&loadCount: polled until DONE or FAILED. */
/** loadCount: 1…999 as the query carries it; only echoed, never what ends a lookup. */
export const LifetimeStatusQuery = object({ eventId: Uuid, loadCount: pattern(string(), /^[1-9]\d{0,2}$/) });
export const LifetimeStatus = object({
  status: enums(['WAITING', 'DONE', 'FAILED']),
  /** The poll this answers, echoed so a late answer to an older poll can be ignored. */
  loadCount: integer(),
  /** Korean copy when FAILED (SPEC §8 lookup table). */
  message: optional(string()),
  /** The SPEC §8 lookup status when FAILED (410 not approved within the 270 s window, 412 daily limit, …). */
  failureStatus: optional(integer()),
});
export type LifetimeStatus = Infer<typeof LifetimeStatus>;

/** POST /income/lifetime: one window of the yearly series. */
export const LifetimeWindowRequest = object({ eventId: Uuid, startYear: integer(), endYear: integer() });
export const YearIncome = object({
  year: integer(),
  amount: integer(),
  /** VERIFIED by the tax office or the health insurance, or ESTIMATED from those figures. */
  kind: enums(['VERIFIED', 'ESTIMATED']),
});
export type YearIncome = Infer<typeof YearIncome>;
export const LifetimeWindow = object({
  startYear: integer(),
  endYear: integer(),
  items: array(YearIncome),
  /** An earlier window exists (the career started before startYear). */
  hasEarlier: boolean(),
});
export type LifetimeWindow = Infer<typeof LifetimeWindow>;

/** 422 NO_INCOME: the tax office found no income in 2018–2022, so there is nothing to estimate from. */
export const NO_INCOME_MESSAGE =
  '확인된 소득이 없어요. 2018년부터 2022년까지 국세청에 신고된 소득이 있어야 계산할 수 있어요.';

/**
 * Where a year's figure comes from: the tax office (this lookup, or the salary lookup of the
 * sign-up), the health insurance (the verified salaries of the sign-up), or the estimate.
 */
export const IncomeSource = enums(['TAX_OFFICE', 'HEALTH_INSURANCE', 'ESTIMATED']);
export type IncomeSource = Infer<typeof IncomeSource>;
/** Consecutive years of one source, either all with income or all without (the tax office found none). */
export const IncomeSpan = object({
  source: IncomeSource,
  firstYear: integer(),
  lastYear: integer(),
  /** The years' sum, 만원. */
  total: integer(),
});
export type IncomeSpan = Infer<typeof IncomeSpan>;
/**
 * Why growthRate is what it is: OWN the candidate's own verified yearly growth; CAPPED that growth
 * was above the cap, so the cap; NOT_RISING it was 0 or less, so 0; TOO_FEW_YEARS fewer than two
 * full years of verified income to measure it, so the cap.
 */
export const GrowthBasis = enums(['OWN', 'CAPPED', 'NOT_RISING', 'TOO_FEW_YEARS']);
export type GrowthBasis = Infer<typeof GrowthBasis>;

/** POST /income/lifetime/complete: the estimate. */
export const LifetimeComplete = object({ eventId: Uuid });
export const LifetimeResult = object({
  eventId: Uuid,
  lifetimeIncome: integer(),
  /** First and last year of the working life the estimate covers. */
  careerStartYear: integer(),
  retirementYear: integer(),
  /** Yearly growth used for the future, in percent (one decimal). */
  growthRate: number(),
  growthBasis: GrowthBasis,
  /** The sum of the verified years from careerStartYear on. */
  verifiedTotal: integer(),
  /** careerStartYear … retirementYear by source, oldest first: what is verified and what is estimated. */
  spans: array(IncomeSpan),
  completedAt: IsoDateTime,
});
export type LifetimeResult = Infer<typeof LifetimeResult>;
/** GET /income/lifetime/result: the caller's latest completed estimate, null before the first. */
export const LatestLifetimeResult = object({ result: nullable(LifetimeResult) });
export type LatestLifetimeResult = Infer<typeof LatestLifetimeResult>;

/** GET /income/lifetime/item?prevName=: the next "secret" card — what people in another job earn. */
export const SecretItemQuery = object({ prevName: optional(size(string(), 0, 60)) });
export const SecretItem = object({
  /** The job label the figures are about. */
  name: string(),
  /**
   * Average and median (만원) rounded to the nearest 100 (100만원): exact live figures would give
   * away the pay of whoever just joined (avg×n − the previous avg×(n−1)).
   */
  averageSalary: integer(),
  medianSalary: integer(),
  /** How many verified salaries the figures come from (at least SECRET_GROUP_MIN). */
  sampleSize: integer(),
});
export type SecretItem = Infer<typeof SecretItem>;
/** A job's figures are shown only when this many people back them, so nobody's pay can be singled out. */
export const SECRET_GROUP_MIN = 5;
/** 404 SECRET_UNAVAILABLE: no job has SECRET_GROUP_MIN verified salaries yet. */
export const SECRET_UNAVAILABLE_MESSAGE = '아직 공개할 수 있는 직군별 연봉 정보가 없어요. 잠시 후 다시 확인해 주세요.';

/** POST /income/lifetime/share: records the share and answers what to share. */
export const ShareRequest = object({ mode: ShareMode, eventId: optional(Uuid) });
export const ShareContent = object({
  mode: ShareMode,
  /** Absolute URL with utm parameters (utm_content identifies this share). */
  url: string(),
  title: string(),
  description: string(),
});
export type ShareContent = Infer<typeof ShareContent>;
