/**
 * The lifetime-income event (SPEC §1, §7 income, §9 limits): a signed-in candidate's tax-office
 * incomes of 2018–2022 become an estimate of what they earn in a working life, drawn as a graph
 * in 5-year windows ending last year, and shared in five modes. Amounts are 만원.
 */
import { array, boolean, enums, type Infer, integer, number, object, optional, size, string } from 'superstruct';
import { IsoDateTime, Uuid } from './validators';

/** SPEC §9: the lookup covers these years. */
export const LIFETIME_VERIFY_YEARS = [2018, 2019, 2020, 2021, 2022] as const;
/** SPEC §9: the graph shows 5-year windows, the first ending last year. */
export const LIFETIME_WINDOW_YEARS = 5;
/** How many status polls the client makes (2 s apart) before it gives up. */
export const LIFETIME_STATUS_LOOP_COUNT = 30;
/** The age the estimate works until. */
export const RETIREMENT_AGE = 60;

export const ShareMode = enums(['money', 'graph', 'secret', 'partners', 'default']);
export type ShareMode = Infer<typeof ShareMode>;

/** POST /income/lifetime/verify: start the tax-office lookup (approval in the messenger or PASS app). */
export const LifetimeVerify = object({
  years: size(array(integer()), 5, 5),
  /** 1 Kakao, 5 PASS (as in sign-up). */
  loginTypeLevel: enums([1, 5]),
  /** 0 SKT, 1 KT, 2 LG U+ (PASS only). */
  telecom: optional(enums([0, 1, 2])),
});
export type LifetimeVerify = Infer<typeof LifetimeVerify>;
export const LifetimeVerifyStarted = object({ eventId: Uuid });

/** GET /income/lifetime/verify/status?eventId&loadCount: polled until DONE or FAILED. */
export const LifetimeStatusQuery = object({ eventId: Uuid, loadCount: size(string(), 1, 3) });
export const LifetimeStatus = object({
  status: enums(['WAITING', 'DONE', 'FAILED']),
  /** The poll this answers, echoed so a late answer to an older poll can be ignored. */
  loadCount: integer(),
  /** Korean copy when FAILED (SPEC §8 lookup table). */
  message: optional(string()),
});
export type LifetimeStatus = Infer<typeof LifetimeStatus>;

/** POST /income/lifetime: one window of the yearly series. */
export const LifetimeWindowRequest = object({ eventId: Uuid, startYear: integer(), endYear: integer() });
export const YearIncome = object({
  year: integer(),
  amount: integer(),
  /** VERIFIED by the tax office, or ESTIMATED from them. */
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
  verifiedTotal: integer(),
  completedAt: IsoDateTime,
});
export type LifetimeResult = Infer<typeof LifetimeResult>;

/** GET /income/lifetime/item?prevName=: the next "secret" card — what people in another job earn. */
export const SecretItemQuery = object({ prevName: optional(size(string(), 0, 60)) });
export const SecretItem = object({
  /** The job label the figures are about. */
  name: string(),
  averageSalary: integer(),
  medianSalary: integer(),
  /** How many verified salaries the figures come from (at least SECRET_GROUP_MIN). */
  sampleSize: integer(),
});
export type SecretItem = Infer<typeof SecretItem>;
/** A job's figures are shown only when this many people back them, so nobody's pay can be singled out. */
export const SECRET_GROUP_MIN = 5;

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
