/**
 * SPEC §7 calls of older versions the app still names, each served by the domain code of its newer
 * call, in the shape SPEC §3 gives it.
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
  nullable,
  object,
  string,
  union,
} from 'superstruct';
import { SALARY_CAP } from './money';
import { Offer } from './offers';
import { ProfileCareer } from './profile';
import { CareerItem } from './verify-data';

/** `GET /users/profile/{id}`: SPEC §3 "profile form" — files as their (signed, 10-minute) links. */
export const ProfileForm = object({
  careerItems: array(ProfileCareer),
  resumeUrl: string(),
  portfolioUrl: string(),
  resumeFileUrl: nullable(string()),
  portfolioFileUrl: nullable(string()),
  githubUrl: string(),
  linkedinUrl: string(),
  email: string(),
  hashtags: array(string()),
  agent: boolean(),
  jobLabel: string(),
});
export type ProfileForm = Infer<typeof ProfileForm>;

/** `GET /v2/users/profile`: SPEC §3 profile — careers, salaries and the two links. */
export const ProfileV2 = object({
  careerItems: array(ProfileCareer),
  userSalaryItems: array(object({ inputSalary: nullable(integer()), hopeSalary: nullable(integer()) })),
  githubUrl: string(),
  linkedinUrl: string(),
});
export type ProfileV2 = Infer<typeof ProfileV2>;

/** A typed salary as `POST /v2/users/salary` takes it. */
const TypedSalaryItem = union([
  object({ type: literal('INPUT'), year: integer(), salary: integer() }),
  object({ type: literal('HOPE'), year: integer(), salary: integer() }),
  object({ type: literal('REWARD'), year: integer(), additionReward: integer() }),
]);

/** `GET /v2/users/salary`: what `POST /v2/users/salary` saved, in its shape. */
export const SalaryV2 = object({ salaryType: enums(['HEALTH', 'TAX']), salaryItems: array(TypedSalaryItem) });
export type SalaryV2 = Infer<typeof SalaryV2>;

/** `GET /v3/users/salary`: SPEC §3 session salary fields (만원). */
export const SalaryV3 = object({
  salaryType: enums(['HEALTH', 'TAX']),
  salaryItems: array(TypedSalaryItem),
  /** The latest health-insurance salary; null when none. */
  salaryByHealth: nullable(integer()),
  /** The latest tax-office income; null when none (or deleted). */
  salaryByTax: nullable(integer()),
  /** The latest typed contract salary: "2025년 계약 연봉". */
  inputSalary: nullable(object({ title: string(), amount: integer() })),
  hopeSalary: nullable(integer()),
  additionReward: nullable(integer()),
});
export type SalaryV3 = Infer<typeof SalaryV3>;

/** `GET /v2/users/offers` and `GET /users/offers/{userId}/{companyId}`: cards without the counts. */
export const OfferItems = object({ offerItems: array(Offer) });
export type OfferItems = Infer<typeof OfferItems>;

/** `GET /users/career`: the candidate's careers, verified and added, in their order. */
export const CareerList = object({ careerItems: array(CareerItem) });
export type CareerList = Infer<typeof CareerList>;

/** `PATCH /users/additional`: SPEC §3 REWARD (2024, additionReward), 만원. */
export const AdditionalUpdate = object({ additionReward: max(min(integer(), 0), SALARY_CAP) });
export type AdditionalUpdate = Infer<typeof AdditionalUpdate>;

/** `POST /v2/users/verify`: SPEC §3 verify response. */
export const VerifiedV2 = object({ accessToken: string(), refreshToken: string(), existence: boolean() });
export type VerifiedV2 = Infer<typeof VerifiedV2>;
