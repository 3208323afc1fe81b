/**
 * Career, health-insurance salary and tax lookups behind one interface. Every provider speaks the
 * two-way "simple auth" protocol of CODEF: a start answers a continuation (jobIndex, threadIndex,
 * jti, twoWayTimestamp) and a notification reaches the person's messenger or PASS app; after they
 * approve, a completion with that continuation returns the data. The sandbox (DESIGN.md §4) and
 * the CODEF adapter implement it; bootstrap picks one.
 */
import { LIFETIME_VERIFY_YEARS } from '../../src/contract/income';
import type { LookupStatus } from '../domain/lookup-errors';

export interface TwoWayState {
  jobIndex: number;
  threadIndex: number;
  jti: string;
  /** Milliseconds since the epoch, as the provider stamped the request. */
  twoWayTimestamp: number;
}

export type LoginTypeLevel = 1 | 5; // 1 Kakao, 5 PASS
export type Telecom = 0 | 1 | 2; // SKT, KT, LG U+

export interface PersonIdentity {
  name: string;
  /** Digits only. */
  phone: string;
  /** YYYYMMDD */
  birthday: string;
  gender: string;
  loginTypeLevel: LoginTypeLevel;
  telecom: Telecom;
  /**
   * The job the person chose at sign-up. Real providers are not told it (the agencies know careers,
   * not our labels); the sandbox makes up careers and pay in that job, so a demo stays coherent.
   */
  job?: { label: string; subLabel: string };
}

/** The provider's own key for a flow (CODEF's `id`): later lookups of the same flow reuse the approval. */
type SessionKey = string;

export interface ProviderCareer {
  company: string;
  /** The provider may not know the job title; the sign-up's sub-label stands in then. */
  job?: string;
  /** YYYY-MM */
  start: string;
  /** YYYY-MM, or '' while employed there. */
  end: string;
}

export interface YearSalary {
  year: number;
  /** 만원 */
  salary: number;
}

export type StartResult = { kind: 'continue'; twoWay: TwoWayState } | { kind: 'failed'; status: LookupStatus };

export type CompleteResult<T> =
  | { kind: 'done'; value: T }
  /** Not approved in the app yet. */
  | { kind: 'pending' }
  /** The provider gave up on this continuation (too many early completions): start again. */
  | { kind: 'restart' }
  | { kind: 'failed'; status: LookupStatus };

export interface TaxIdentity extends PersonIdentity {
  /** Birthday (6) + resident-number back part (7). Used for this call only: never stored, never logged. */
  identity: string;
}

export interface IdentityProvider {
  readonly name: 'sandbox' | 'codef' | 'unconfigured';
  startCareerAuth(person: PersonIdentity, sessionKey: SessionKey): Promise<StartResult>;
  completeCareerAuth(
    person: PersonIdentity,
    twoWay: TwoWayState,
    sessionKey: SessionKey,
  ): Promise<CompleteResult<ProviderCareer[]>>;
  /** Health-insurance salaries of 2023–2025, within the approval of an earlier career flow. */
  lookupHealthSalary(person: PersonIdentity, sessionKey: SessionKey): Promise<CompleteResult<YearSalary[]>>;
  startTaxAuth(person: TaxIdentity, sessionKey: SessionKey): Promise<StartResult>;
  /** The tax office's income of last year (만원). */
  completeTaxAuth(person: PersonIdentity, twoWay: TwoWayState, sessionKey: SessionKey): Promise<CompleteResult<number>>;
  /**
   * The lifetime-income event: the tax office's yearly incomes of `years` (INCOME_LOOKUP_YEARS only),
   * approved in the app like the career flow; no resident number is involved.
   */
  startIncomeAuth(person: PersonIdentity, years: readonly number[], sessionKey: SessionKey): Promise<StartResult>;
  /** One entry per requested year, oldest first, 0 where the tax office has no income. */
  completeIncomeAuth(
    person: PersonIdentity,
    years: readonly number[],
    twoWay: TwoWayState,
    sessionKey: SessionKey,
  ): Promise<CompleteResult<YearIncomeAmount[]>>;
}

export interface YearIncomeAmount {
  year: number;
  /** 만원 */
  amount: number;
}

/** The app approval of a continuation times out after 4 min 30 s (CODEF). */
export const TWO_WAY_WINDOW_MS = 270_000;

export const HEALTH_SALARY_YEARS = [2023, 2024, 2025] as const;
/** The year whose income the tax lookup reports. */
export const TAX_SALARY_YEAR = 2024;

/** The years the income lookup of the lifetime event may ask for (SPEC §9). */
const INCOME_LOOKUP_YEARS = LIFETIME_VERIFY_YEARS;

/** Refuses years outside INCOME_LOOKUP_YEARS: the routes check first, so this is a programming error. */
export function assertIncomeYears(years: readonly number[]): void {
  const allowed: readonly number[] = INCOME_LOOKUP_YEARS;
  if (years.length === 0 || years.some((year) => !allowed.includes(year))) {
    throw new RangeError(`income lookup years must be within ${allowed.join(', ')}`);
  }
}
