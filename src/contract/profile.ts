/**
 * The candidate's profile as companies will see it, and what the candidate edits (SPEC §3 profile
 * v3, profile form, more-info patch; §5 validation; §7 profile calls). Messages SPEC gives are verbatim.
 */
import {
  array,
  boolean,
  coerce,
  enums,
  type Infer,
  integer,
  literal,
  nullable,
  object,
  optional,
  pattern,
  type Struct,
  size,
  string,
  union,
} from 'superstruct';
import { RowId, rule, YEAR_MONTH } from './validators';

export const CAREER_DETAIL_MAX = 2000;
/** Careers one patch may carry (verified and hand-added together). */
export const CAREERS_MAX = 30;
export const HASHTAG_LENGTH_MAX = 15;
export const HASHTAGS_MAX = 30;
export const HASHTAGS_FULL_MESSAGE = '더 이상 추가할 수 없습니다.';
export const HASHTAG_TOO_LONG_MESSAGE = '해시태그는 15자까지 입력할 수 있어요.';
export const INVALID_URL_MESSAGE = '유효하지 않은 url입니다.';
export const INVALID_EMAIL_MESSAGE = '유효하지 않은 이메일 입니다.';
/** SPEC §5 textarea limit, e.g. "2000자까지 작성 가능해요". */
export const textLimitMessage = (limit: number) => `${limit}자까지 작성 가능해요`;
export const CAREER_PERIOD_MESSAGE = '퇴사 연월은 입사 연월보다 빠를 수 없어요.';
/** A verified career's company, job and dates come from the health insurance. */
export const VERIFIED_CAREER_MESSAGE = '인증된 경력의 회사, 직무, 기간은 바꿀 수 없어요.';
export const VERIFIED_CAREER_REMOVAL_MESSAGE = '인증된 경력은 삭제할 수 없어요. 대신 숨길 수 있어요.';
export const CAREER_NOT_FOUND_MESSAGE = '경력을 찾을 수 없어요.';
export const INTEREST_COMPANIES_MAX = 6;
export const interestLimitMessage = (limit: number) => `나의 관심회사는 최대 ${limit}개까지만 선택할 수 있어요!`;
export const COMPANY_NOT_FOUND_MESSAGE = '회사를 찾을 수 없습니다.';
export const COMPANY_SEARCH_RESULTS_MAX = 20;
export const TECH_STACK_RESULTS_MAX = 20;
export const TECH_STACK_RECOMMENDATIONS = 10;
export const TECH_STACKS_MAX = 30;
export const TECH_STACK_FALLBACK = ['Spring', 'React', 'Python'] as const;
export const SURVEY_CODES = ['Q1', 'Q2', 'Q3'] as const;
/** SPEC §1 and §9: the estimated-salary banner shows 48 hours after the submit. */
export const REPORT_DELAY_HOURS = 48;
/** SPEC §9: 16% per completed item of six; 100% when all six. */
export const COMPLETENESS_STEP = 16;
/** SPEC §4: the answer of a stop while the profile is already hidden (the client shows it as the toast). */
export const ALREADY_STOPPED_MESSAGE = '이미 제안을 받지 않고 있어요.';
/** SPEC §4: the toast after a submit that made a stopped profile visible again (`restarted: true`). */
export const PROFILE_RESTARTED_MESSAGE = '기업에 프로필이 다시 공개되었어요.';
/** SPEC §9: a deleted account that had offers is kept this long, hidden, then purged. */
export const DELETED_ACCOUNT_RETENTION_DAYS = 30;

/** http(s) URL with a host, at most 500 characters. */
export const WEB_URL = /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]{2,}$/i;
export const LINKEDIN_URL = /^https?:\/\/([a-z]{2,3}\.)?linkedin\.com\/.+/i;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const URL_LENGTH_MAX = 500;
const EMAIL_LENGTH_MAX = 200;

/** Text with its surrounding spaces removed before it is checked. */
const trimmed = <T extends string>(struct: Struct<T, null>) => coerce(struct, string(), (value) => value.trim());

/** '' (not given) or a link; anything else answers SPEC's "유효하지 않은 url입니다.". */
const OptionalUrl = (shape: RegExp) =>
  rule(
    trimmed(string()),
    'url',
    (value) => value === '' || (value.length <= URL_LENGTH_MAX && shape.test(value)),
    INVALID_URL_MESSAGE,
  );
const isEmail = (value: string) => value.length <= EMAIL_LENGTH_MAX && EMAIL.test(value);
/** An e-mail address; anything else answers SPEC's "유효하지 않은 이메일 입니다.". */
export const EmailAddress = rule(trimmed(string()), 'email', isEmail, INVALID_EMAIL_MESSAGE);
const OptionalEmail = rule(
  trimmed(string()),
  'email',
  (value) => value === '' || isEmail(value),
  INVALID_EMAIL_MESSAGE,
);

/**
 * SPEC §5 hashtag input: spaces removed, split on '#', empty parts and duplicates (ignoring case,
 * the first spelling kept) dropped, order kept. The client and the server normalise alike; the
 * limits (15 characters each, 30 tags) are checked on the result.
 */
export function normalizeHashtags(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const entry of entries) {
    for (const part of entry.replace(/\s+/gu, '').split('#')) {
      const key = part.toLowerCase();
      if (part === '' || seen.has(key)) continue;
      seen.add(key);
      tags.push(part);
    }
  }
  return tags;
}
/** Length as people count it (an emoji is one). */
export const hashtagLength = (tag: string) => Array.from(tag).length;

/** One normalised hashtag as the server stores it. */
export const Hashtag = size(pattern(string(), /^[^\s#]+$/), 1, HASHTAG_LENGTH_MAX);
/** Hashtags as typed: normalised (normalizeHashtags) and limited on the server. */
export const HashtagInput = size(array(size(string(), 0, 500)), 0, 100);

export const ProfileCareer = object({
  id: integer(),
  company: string(),
  job: string(),
  /** YYYY-MM */
  start: string(),
  /** YYYY-MM, or '' while employed there. */
  end: string(),
  detail: string(),
  /** Hidden from companies: never in the console's pool or anonymous profile. */
  hide: boolean(),
  /** Verified careers come from the health insurance: their company, job and dates cannot be edited. */
  verified: boolean(),
});
export type ProfileCareer = Infer<typeof ProfileCareer>;

/** A stored file the candidate uploaded (resume or portfolio); its readUrl is a short-lived signed link. */
export const StoredFile = object({ id: integer(), name: string(), size: integer(), readUrl: string() });
export type StoredFile = Infer<typeof StoredFile>;

export const WILLINGNESS = ['ACTIVE', 'OPEN', 'NOT_NOW'] as const;
export const WillingnessValue = enums(WILLINGNESS);
/** How the willingness reads where companies see it (the console, the candidate's preview). */
export const WILLINGNESS_LABELS: Record<(typeof WILLINGNESS)[number], string> = {
  ACTIVE: '적극적으로 이직 준비 중',
  OPEN: '좋은 제안이면 고려',
  NOT_NOW: '당장은 생각 없음',
};

/** `GET /v3/users/profile`; also the answer of `PATCH /v2/users/more/{id}`. */
export const ProfileV3 = object({
  /** In the candidate's order. */
  careerItems: array(ProfileCareer),
  /** One entry: the latest typed salary (INPUT) and the hoped-for one (HOPE), 만원; null when not given. */
  userSalaryItems: array(object({ inputSalary: nullable(integer()), hopeSalary: nullable(integer()) })),
  /** Whether a health-insurance salary above 0 was verified (a completeness item). */
  healthSalary: boolean(),
  githubUrl: string(),
  linkedinUrl: string(),
  resumeUrl: string(),
  portfolioUrl: string(),
  resumeFile: nullable(StoredFile),
  portfolioFile: nullable(StoredFile),
  email: string(),
  hashtags: array(string()),
  techStackItems: array(string()),
  /** Wants an agent's help. */
  agent: boolean(),
  jobLabel: string(),
  jobSubLabel: string(),
  /** Interest companies chosen (the "user select" completeness item). */
  interestCount: integer(),
  /** How ready to move; null before asked. Always sent (optional only for clients built before it). */
  willingness: optional(nullable(WillingnessValue)),
  /** Majored in a field related to the job; null before asked. Always sent, as willingness. */
  isMajor: optional(nullable(boolean())),
  isActivate: boolean(),
  submittedAt: nullable(string()),
});
export type ProfileV3 = Infer<typeof ProfileV3>;

export const CareerEdit = object({
  /** Absent for a career the candidate adds by hand. */
  id: optional(RowId),
  company: trimmed(size(string(), 1, 50)),
  job: trimmed(size(string(), 1, 50)),
  start: pattern(string(), YEAR_MONTH),
  /** YYYY-MM, or '' while employed there. */
  end: union([pattern(string(), YEAR_MONTH), literal('')]),
  detail: rule(
    string(),
    'careerDetail',
    (value) => value.length <= CAREER_DETAIL_MAX,
    textLimitMessage(CAREER_DETAIL_MAX),
  ),
  hide: boolean(),
});
export type CareerEdit = Infer<typeof CareerEdit>;

/**
 * `PATCH /v2/users/more/{id}` (SPEC §3 more-info patch): replaces these fields and the careers.
 * Every verified career must be in `careerItems` (only its detail and hide change); hand-added
 * ones missing from it are removed. File ids come from the upload call; null removes the file.
 * May carry an `Idempotency-Key` header: a replay answers the first response (DESIGN §3).
 */
export const MorePatch = object({
  email: OptionalEmail,
  resumeUrl: OptionalUrl(WEB_URL),
  portfolioUrl: OptionalUrl(WEB_URL),
  resumeFileId: nullable(RowId),
  portfolioFileId: nullable(RowId),
  githubUrl: OptionalUrl(WEB_URL),
  linkedinUrl: OptionalUrl(LINKEDIN_URL),
  hashtags: HashtagInput,
  careerItems: size(array(CareerEdit), 0, CAREERS_MAX),
  agent: boolean(),
  jobLabel: optional(trimmed(size(string(), 1, 30))),
  jobSubLabel: optional(trimmed(size(string(), 1, 30))),
});
export type MorePatch = Infer<typeof MorePatch>;

export const CompanyMode = enums(['interest', 'restrict']);
export type CompanyMode = Infer<typeof CompanyMode>;

export const ChosenCompany = object({
  id: integer(),
  name: string(),
  logo: string(),
  /** The current employer in restrict mode: always restricted, cannot be removed. */
  locked: boolean(),
});
/** `GET /users/companies/{mode}` (and the PATCH's answer): locked companies first, then the chosen ones. */
export const ChosenCompanies = object({
  companyItems: array(ChosenCompany),
  /** Most that may be chosen (interest: 6, or more when more were chosen before); null: no limit. */
  limit: nullable(integer()),
});
export type ChosenCompanies = Infer<typeof ChosenCompanies>;
/** `PATCH /users/companies/{mode}`: the whole new list (locked companies may be left out). */
export const ChooseCompanies = object({ companyIds: size(array(RowId), 0, 50) });
export type ChooseCompanies = Infer<typeof ChooseCompanies>;
/** `PATCH /v2/users/select/{id}`: the interest companies, as the sign-up names them. */
export const UserSelectUpdate = object({ userSelect: size(array(RowId), 0, 50) });

/** `GET /users/companies/search?q=` */
export const CompanySearchQuery = object({ q: size(string(), 1, 30) });
export const CompanySearchResult = object({
  companyItems: array(object({ id: integer(), name: string(), logo: string() })),
});
export type CompanySearchResult = Infer<typeof CompanySearchResult>;

/** `GET /users/techStackSearch?q=`; special characters are ignored. */
export const TechStackQuery = object({ q: size(string(), 0, 30) });
/** Answer of techStackSearch (at most 20) and techStackRecommend (at most 10). */
export const TechStackSearch = object({ items: array(string()) });
export type TechStackSearch = Infer<typeof TechStackSearch>;
/** `PATCH /users/techstack`: trimmed, duplicates (ignoring case) dropped; answered as stored. */
export const TechStackUpdate = object({
  techStackItems: size(array(trimmed(size(string(), 1, 40))), 0, TECH_STACKS_MAX),
});
export type TechStackUpdate = Infer<typeof TechStackUpdate>;
/** `PATCH /users/hashtag`: answered normalised. */
export const HashtagUpdate = object({ hashtags: HashtagInput });
export const HashtagList = object({ hashtags: array(string()) });
export type HashtagList = Infer<typeof HashtagList>;
export const EmailUpdate = object({ email: EmailAddress });
export type EmailUpdate = Infer<typeof EmailUpdate>;
export const Willingness = object({ willingness: WillingnessValue });
export type Willingness = Infer<typeof Willingness>;
export const IsMajor = object({ isMajor: boolean() });
export type IsMajor = Infer<typeof IsMajor>;

/** `GET /users/surveys/{id}` and the PATCH (each code at most once; answers are upserted). */
export const SurveyAnswers = object({
  userSurveyItems: size(
    array(object({ code: enums(SURVEY_CODES), answer: trimmed(size(string(), 0, 500)) })),
    0,
    SURVEY_CODES.length,
  ),
});
export type SurveyAnswers = Infer<typeof SurveyAnswers>;

export type SurveyCode = (typeof SURVEY_CODES)[number];
export const UNKNOWN_SURVEY_CODE_MESSAGE = '알 수 없는 설문 문항입니다.';
/**
 * `GET /users/surveys/answer/{id}?surveyCodeItems=Q1,Q2`: the caller's answers to the codes named,
 * comma-separated; answers `SurveyAnswers` (codes not answered yet are left out).
 */
export const SurveyAnswerQuery = object({ surveyCodeItems: size(string(), 1, 50) });
export type SurveyAnswerQuery = Infer<typeof SurveyAnswerQuery>;

/** The codes of a `surveyCodeItems` value, repeats dropped, or undefined when one is not a survey code. */
export function surveyCodesOf(surveyCodeItems: string): SurveyCode[] | undefined {
  const parts = surveyCodeItems.split(',').map((part) => part.trim());
  if (!parts.every((part): part is SurveyCode => (SURVEY_CODES as readonly string[]).includes(part))) return undefined;
  return [...new Set(parts)];
}

/** `GET /v3/users/report`: the estimated salary, available 48 hours after the submit. */
export const SalaryReport = object({
  available: boolean(),
  /** When it becomes available; null before the first submit. */
  availableAt: nullable(string()),
  /** 만원; null while unavailable or without a verified salary. */
  estimatedMin: nullable(integer()),
  estimatedMax: nullable(integer()),
  /** Verified salary the estimate starts from. */
  basis: nullable(integer()),
  /** Other candidates' salaries the estimate used (0: the career-years rule alone). */
  peers: integer(),
});
export type SalaryReport = Infer<typeof SalaryReport>;

/** `PATCH /v2/users/stop`: the profile no longer receives offers. */
export const StopResult = object({ isActivate: literal(false) });
export type StopResult = Infer<typeof StopResult>;

/**
 * `POST /v3/users/submit`: `{ ok: true }`, and `restarted: true` when the submit made a stopped
 * profile visible again (the client toasts PROFILE_RESTARTED_MESSAGE).
 */
export const SubmitResult = object({ ok: literal(true), restarted: optional(literal(true)) });
export type SubmitResult = Infer<typeof SubmitResult>;

/** `DELETE /v3/users`. */
export const DeleteAccount = object({ reason: trimmed(size(string(), 1, 500)) });
export type DeleteAccount = Infer<typeof DeleteAccount>;
