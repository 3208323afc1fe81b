/**
 * The candidate's education (SPEC §3 degree entry, §5 at most 10, §7 /users/schools). Search
 * results for schools and majors are in signup.ts (SchoolSearch, MajorSearch).
 */
import {
  array,
  assign,
  coerce,
  enums,
  type Infer,
  integer,
  literal,
  object,
  partial,
  pattern,
  size,
  string,
  union,
} from 'superstruct';
import { PositiveId, YEAR_MONTH } from './validators';

/** SPEC §5 and §9: at most 10 school entries. */
export const SCHOOL_ENTRY_LIMIT = 10;
export const SCHOOL_LIMIT_CODE = 'SCHOOL_LIMIT';
export const SCHOOL_LIMIT_MESSAGE = '학력은 최대 10개까지 추가 가능합니다.';
/** 400 when an entry ends before it starts. */
export const SCHOOL_PERIOD_MESSAGE = '졸업 연월은 입학 연월보다 빠를 수 없어요.';

export const DEGREES = ['고등학교', '전문학사', '학사', '석사', '박사'] as const;
export const Degree = enums(DEGREES);
export type Degree = Infer<typeof Degree>;

const YearMonth = pattern(string(), YEAR_MONTH);

/** Text with its surrounding spaces removed before the length is checked. */
const TrimmedText = (min: number, max: number) => coerce(size(string(), min, max), string(), (value) => value.trim());

export const SchoolEntry = object({
  school: TrimmedText(1, 50),
  /** '' when there is none (e.g. 고등학교). */
  major: TrimmedText(0, 50),
  degree: Degree,
  /** YYYY-MM, the month the candidate entered. */
  start: YearMonth,
  /** YYYY-MM, or '' while still attending. */
  end: union([YearMonth, literal('')]),
});
export type SchoolEntry = Infer<typeof SchoolEntry>;

/** PATCH /users/schools/{id}: any of the fields. */
export const SchoolEntryPatch = partial(SchoolEntry);
export type SchoolEntryPatch = Infer<typeof SchoolEntryPatch>;

export const StoredSchoolEntry = assign(object({ id: integer() }), SchoolEntry);
export type StoredSchoolEntry = Infer<typeof StoredSchoolEntry>;

export const SchoolEntryList = object({ userSchoolItems: array(StoredSchoolEntry) });
export type SchoolEntryList = Infer<typeof SchoolEntryList>;

/** The {id} of /users/schools/{id}: a row id like every path id (1…2³¹−1), anything else a 400. */
export const SchoolEntryIdParam = object({ id: PositiveId });
