/**
 * Sign-up and verification (SPEC §4, §5, §7; DESIGN.md §4). The identity providers speak
 * CODEF's two-way "simple auth": a request answers a continuation (jobIndex, threadIndex, jti,
 * twoWayTimestamp) and a second call, after the user approves in the messenger or PASS app,
 * completes it.
 */

import {
  array,
  boolean,
  enums,
  type Infer,
  integer,
  literal,
  max,
  min,
  number,
  object,
  optional,
  pattern,
  size,
  string,
  union,
} from 'superstruct';
import { SALARY_CAP } from './money';
import { ReferralToken } from './partners';
import { PhoneDigits, Uuid } from './validators';
import { CareerItem } from './verify-data';

/** 8-digit birthday, 1900–2099, real month and day. */
export const BIRTHDAY_8 = /^(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/;
export const Birthday = pattern(string(), BIRTHDAY_8);
export const Gender = enums(['남성', '여성']);
/** Korean or English letters only (spaces are stripped by the client). */
export const PersonName = pattern(string(), /^[가-힣a-zA-Z]{1,30}$/);
export const LoginTypeLevel = union([literal(1), literal(5)]);
export const Telecom = union([literal(0), literal(1), literal(2)]);
const Label = size(string(), 1, 30);

// Job labels

export const JobLabelSearchQuery = object({ q: size(string(), 0, 30) });
export const JobLabelItem = object({ jobLabel: string(), jobSubLabels: array(string()) });
export const JobLabelSearch = object({ items: array(JobLabelItem) });
export type JobLabelSearch = Infer<typeof JobLabelSearch>;

export const PopularJob = object({ rank: number(), jobLabel: string(), jobSubLabel: string(), count: number() });
export const PopularJobs = object({ items: array(PopularJob) });
export type PopularJobs = Infer<typeof PopularJobs>;

// Utm

export const UtmStatus = enums(['LANDING', 'JOB_CHOICE', 'AGREE', 'VERIFIED', 'SUBMITTED']);
export const UtmCreate = object({
  source: optional(size(string(), 0, 100)),
  campaign: optional(size(string(), 0, 100)),
  medium: optional(size(string(), 0, 100)),
  content: optional(size(string(), 0, 100)),
  term: optional(size(string(), 0, 100)),
  landing: size(string(), 1, 500),
});
export const UtmCreated = object({ id: Uuid });
export const UtmPatch = object({ id: Uuid, status: optional(UtmStatus), userId: optional(Uuid) });

// Existence and creation

export const ExistQuery = object({ name: PersonName, phone: PhoneDigits });
export const Existence = object({ existence: boolean() });

export const Consent = object({
  code: enums(['SERVICE', 'PRIVACY', 'THIRD_PARTY', 'MARKETING']),
  version: size(string(), 1, 20),
  agreed: boolean(),
});
export type Consent = Infer<typeof Consent>;

export const CreateUser = object({
  name: PersonName,
  phone: PhoneDigits,
  gender: Gender,
  birthday: Birthday,
  jobLabel: Label,
  jobSubLabel: Label,
  userSelect: optional(size(string(), 0, 30)),
  reapply: optional(boolean()),
  consents: size(array(Consent), 1, 10),
  /** The partner link (/r/{token}) that brought the person; an unknown token is ignored. */
  referralToken: optional(ReferralToken),
});
export type CreateUser = Infer<typeof CreateUser>;
/** The sign-up being built; its id is the credential of the following steps. */
export const CreatedUser = object({ id: Uuid });

// Verification (career)

export const VerificationRequest = object({
  id: Uuid,
  loginTypeLevel: LoginTypeLevel,
  phone: PhoneDigits,
  name: PersonName,
  birthday: Birthday,
  gender: Gender,
  telecom: optional(Telecom),
});
export type VerificationRequest = Infer<typeof VerificationRequest>;

export const TwoWayContinuation = object({
  cfid: Uuid,
  jobIndex: integer(),
  threadIndex: integer(),
  jti: string(),
  twoWayTimestamp: number(),
});
export type TwoWayContinuation = Infer<typeof TwoWayContinuation>;

export const VerifyCompletion = object({
  cfid: Uuid,
  jobIndex: integer(),
  threadIndex: integer(),
  jti: string(),
  twoWayTimestamp: number(),
  reapply: optional(boolean()),
  isRestart: optional(boolean()),
});

export const Verified = object({
  existence: boolean(),
  userId: Uuid,
  accessToken: string(),
  refreshToken: string(),
  careerItems: array(CareerItem),
});
export type Verified = Infer<typeof Verified>;

/** 409 VERIFY_RESTARTED: the provider restarted the flow; the body carries the new continuation. */
export const VerifyRestarted = object({ continuation: TwoWayContinuation });

/** 208: the person already has an account. */
export const AlreadyMember = object({ existence: literal(true) });

// Salary

export const SalaryByYear = object({ year: integer(), salary: integer() });
export const HealthSalary = object({ salaryItems: array(SalaryByYear) });
export type HealthSalary = Infer<typeof HealthSalary>;

export const TaxRequest = object({
  name: PersonName,
  phone: PhoneDigits,
  /** Birthday (6) + resident-number back part (7): used in memory for the lookup, never stored. */
  identity: pattern(string(), /^\d{6}[1-4]\d{6}$/),
  consent: literal(true),
});
/**
 * The tax office's lookup is confirmed in the same two-way flow as the certificate's.
 * @alias
 */
export const TaxVerify = TwoWayContinuation;
export const TaxResult = object({ salaryByTax: integer() });

const Amount = max(min(integer(), 0), SALARY_CAP);

export const SalaryItem = union([
  object({ type: literal('INPUT'), year: union([literal(2023), literal(2024), literal(2025)]), salary: Amount }),
  object({ type: literal('HOPE'), year: literal(2025), salary: Amount }),
  object({ type: literal('REWARD'), year: literal(2024), additionReward: Amount }),
]);
export const SaveSalary = object({
  salaryType: enums(['HEALTH', 'TAX']),
  salaryItems: size(array(SalaryItem), 1, 10),
});
export type SaveSalary = Infer<typeof SaveSalary>;

// Verify data (GET /users/verify): verify-data.ts

// Schools and majors

export const SchoolSearchQuery = object({ q: size(string(), 2, 50) });
export const SchoolSearch = object({ items: array(object({ type: string(), name: string() })) });
export const MajorSearchQuery = object({ q: size(string(), 1, 50) });
export const MajorSearch = object({ items: array(string()) });
