/**
 * The business console (DESIGN.md §5): recruiters of a verified company, and our agents and
 * operators. Candidates appear anonymized — no name, phone, email or file links — until they
 * accept the viewer's company's offer; their current employer and restricted companies never see them.
 */
import {
  array,
  boolean,
  coerce,
  enums,
  type Infer,
  integer,
  max,
  min,
  nullable,
  object,
  optional,
  pattern,
  size,
  string,
  trimmed,
} from 'superstruct';
import { CoffeechatMeeting } from './meetings';
import { formatManwon, SALARY_CAP, SALARY_FLOOR } from './money';
import { OfferRevision } from './offer-revisions';
import { OfferGroupStatus, OfferStatus, OfferType } from './offers';
import { WillingnessValue } from './profile';
import { IsoDateTime, PhoneDigits, RowId, rule, Uuid } from './validators';

export const BizRole = enums(['recruiter', 'agent', 'operator']);
export type BizRole = Infer<typeof BizRole>;

export const BizLoginRequest = object({
  email: size(trimmed(string()), 3, 200),
  password: size(string(), 1, 200),
});
export type BizLoginRequest = Infer<typeof BizLoginRequest>;

export const BizMe = object({
  id: Uuid,
  name: string(),
  email: string(),
  role: BizRole,
  /** The recruiter's company (a verified business); null for agents and operators. */
  company: nullable(object({ id: integer(), name: string(), logo: string(), registrationNumber: string() })),
});
export type BizMe = Infer<typeof BizMe>;

const QueryInteger = (low: number, high: number) =>
  coerce(max(min(integer(), low), high), string(), (value) => (/^\d{1,9}$/.test(value) ? Number(value) : Number.NaN));

/** `GET /biz/candidates`: filters of the candidate pool. Salaries in 만원. */
export const CandidatePoolQuery = object({
  jobLabel: optional(size(trimmed(string()), 1, 30)),
  minYears: optional(QueryInteger(0, 50)),
  maxYears: optional(QueryInteger(0, 50)),
  salaryMin: optional(QueryInteger(0, 200000)),
  salaryMax: optional(QueryInteger(0, 200000)),
  techStack: optional(size(trimmed(string()), 1, 40)),
  hashtag: optional(size(trimmed(string()), 1, 15)),
  page: optional(QueryInteger(1, 1000)),
});
export type CandidatePoolQuery = Infer<typeof CandidatePoolQuery>;

export const POOL_PAGE_SIZE = 20;

export const PoolCareer = object({ company: string(), job: string(), start: string(), end: string() });

/** A candidate as a company sees them before they accept: no name, phone, email or files. */
export const AnonymousCandidate = object({
  id: Uuid,
  /** e.g. "개발 · 백엔드 · 6년차" — never the name. */
  headline: string(),
  jobLabel: string(),
  jobSubLabel: string(),
  /** Whole years worked (the pool's year filters); shown as careerYearLabel's "N년차". */
  careerYears: integer(),
  /** Latest verified salary (health insurance or tax office); null when none. */
  verifiedSalary: nullable(integer()),
  hopeSalary: nullable(integer()),
  techStacks: array(string()),
  hashtags: array(string()),
  careers: array(PoolCareer),
  /** The viewer company's latest offer to this candidate, if any. */
  lastOfferStatus: nullable(OfferStatus),
});
export type AnonymousCandidate = Infer<typeof AnonymousCandidate>;

export const CandidatePool = object({
  items: array(AnonymousCandidate),
  page: integer(),
  hasNext: boolean(),
});
export type CandidatePool = Infer<typeof CandidatePool>;

/** A career on the profile page: the list's facts and the detail text, its contact data masked. */
export const ProfileViewCareer = object({
  company: string(),
  job: string(),
  start: string(),
  end: string(),
  /** What the candidate wrote, with phone numbers, e-mail addresses and links replaced by "***". */
  detail: string(),
});

/** A stored resume or portfolio: a signed download link that lives 10 minutes. */
export const SharedFile = object({ name: string(), size: integer(), readUrl: string() });
export type SharedFile = Infer<typeof SharedFile>;

/**
 * What the candidate shares with a company once they accepted its coffee chat (an offer MATCHED, or
 * the company picked in a curation) — until they delete the account or restrict that company.
 */
export const SharedProfile = object({
  name: string(),
  phone: PhoneDigits,
  email: nullable(string()),
  githubUrl: nullable(string()),
  linkedinUrl: nullable(string()),
  resumeUrl: nullable(string()),
  portfolioUrl: nullable(string()),
  resumeFile: nullable(SharedFile),
  portfolioFile: nullable(SharedFile),
});
export type SharedProfile = Infer<typeof SharedProfile>;

/**
 * `GET /biz/candidates/{id}`, and the candidate's own preview of it (`GET /v3/users/profile/preview`):
 * built by one function (server/domain/company-view.ts). `shared` is null before the coffee chat.
 */
export const AnonymousProfile = object({
  candidate: AnonymousCandidate,
  schools: array(object({ school: string(), major: string(), degree: string() })),
  /** The shown careers (hidden ones never leave the server), in the candidate's order, with detail. */
  careers: array(ProfileViewCareer),
  willingness: nullable(WillingnessValue),
  /** Wants an agent's help. */
  wantsAgent: boolean(),
  shared: nullable(SharedProfile),
});
export type AnonymousProfile = Infer<typeof AnonymousProfile>;

/** `GET /v3/users/profile/preview` (the candidate): what a company sees before and after the coffee chat. */
export const CompanyPreview = object({ before: AnonymousProfile, after: AnonymousProfile });
export type CompanyPreview = Infer<typeof CompanyPreview>;

/** The hoped-for salary is a floor: an offer whose top is under it is refused, naming it. */
export const hopeFloorMessage = (hopeSalary: number) =>
  `후보자의 희망 연봉은 ${formatManwon(hopeSalary)}이에요. 최대 연봉을 ${formatManwon(hopeSalary)} 이상으로 제안해 주세요.`;

export const OFFER_SALARY_FLOOR_MESSAGE = '제안 연봉은 2,400만원보다 높아야 합니다.';
export const SALARY_BAND_MESSAGE = '최소 연봉은 최대 연봉보다 클 수 없습니다.';

/** An offered salary in 만원: above the sign-up's floor (SPEC §5), at most the cap. */
export const OfferSalary = max(
  rule(integer(), 'offerSalaryFloor', (value) => value > SALARY_FLOOR, OFFER_SALARY_FLOOR_MESSAGE),
  SALARY_CAP,
);
const Perks = size(array(size(trimmed(string()), 1, 30)), 0, 10);

const OfferTerms = {
  salaryMin: OfferSalary,
  salaryMax: OfferSalary,
  position: size(trimmed(string()), 1, 60),
  offerItems: Perks,
};

const bandIsOrdered = (value: { salaryMin: number; salaryMax: number }) => value.salaryMin <= value.salaryMax;

/**
 * `POST /biz/offers`. A recruiter sends for their own company (NORMAL); an agent or operator
 * names the company and sends a SUPER offer shown as from the agent.
 */
export const SendOffer = rule(
  object({
    candidateId: Uuid,
    companyId: optional(RowId),
    ...OfferTerms,
    message: size(trimmed(string()), 1, 1000),
  }),
  'salaryBand',
  bandIsOrdered,
  SALARY_BAND_MESSAGE,
);
export type SendOffer = Infer<typeof SendOffer>;

export const CURATION_COMPANIES_MIN = 2;
export const CURATION_COMPANIES_MAX = 5;

/** `POST /biz/curations` (agent or operator): one SUPER_CURATION group of several companies' offers. */
export const SendCuration = object({
  candidateId: Uuid,
  message: size(trimmed(string()), 1, 1000),
  items: size(
    array(rule(object({ companyId: RowId, ...OfferTerms }), 'salaryBand', bandIsOrdered, SALARY_BAND_MESSAGE)),
    CURATION_COMPANIES_MIN,
    CURATION_COMPANIES_MAX,
  ),
});
export type SendCuration = Infer<typeof SendCuration>;

/** Who the candidate is, once they accepted the viewer's offer. */
export const RevealedCandidate = object({ name: string(), phone: PhoneDigits, email: nullable(string()) });

export const SentOffer = object({
  id: integer(),
  type: OfferType,
  status: OfferStatus,
  company: object({ id: integer(), name: string(), logo: string() }),
  senderName: string(),
  position: string(),
  salaryMin: integer(),
  salaryMax: integer(),
  offerItems: array(string()),
  message: string(),
  offerGroupId: nullable(integer()),
  groupStatus: nullable(OfferGroupStatus),
  createdAt: IsoDateTime,
  expiredAt: IsoDateTime,
  answeredAt: nullable(IsoDateTime),
  refusalReason: nullable(string()),
  /** Hope salary the candidate had stated when the offer was sent. */
  hopeSalaryAtSend: nullable(integer()),
  /** The candidate's request for a revision and the answer, if any. */
  revision: nullable(OfferRevision),
  candidate: object({
    id: Uuid,
    headline: string(),
    /** Only when the offer was accepted (MATCHED). */
    revealed: nullable(RevealedCandidate),
  }),
});
export type SentOffer = Infer<typeof SentOffer>;

export const SentOfferQuery = object({ status: optional(OfferStatus) });
export const SentOfferList = object({ items: array(SentOffer) });
export type SentOfferList = Infer<typeof SentOfferList>;

export const BizCoffeechat = object({
  id: integer(),
  offerId: integer(),
  company: object({ id: integer(), name: string() }),
  position: string(),
  createdAt: IsoDateTime,
  candidate: object({ id: Uuid, headline: string(), revealed: RevealedCandidate }),
  questions: array(string()),
  /** Links, files and e-mail the candidate shares with this company; null once they restricted it. */
  shared: nullable(SharedProfile),
  /** Status, proposed slots, the candidate's pick or request for other times. */
  meeting: CoffeechatMeeting,
  /** The candidate moved (picked, asked for other times, cancelled) since the console last looked. */
  news: boolean(),
});
export type BizCoffeechat = Infer<typeof BizCoffeechat>;
export const BizCoffeechatList = object({
  items: array(BizCoffeechat),
  /** How many items are news: the 커피챗 menu's badge. */
  newsCount: integer(),
});
export type BizCoffeechatList = Infer<typeof BizCoffeechatList>;

/** POST /biz/coffeechats/seen: the coffee chats the console just showed. */
export const SeenCoffeechats = object({ ids: size(array(RowId), 0, 200) });

/** GET /biz/coffeechats/stalled (agents and operators): no proposal 3 KST business days after acceptance. */
export const StalledCoffeechatList = object({
  items: array(
    object({
      id: integer(),
      company: object({ id: integer(), name: string() }),
      position: string(),
      acceptedAt: IsoDateTime,
      nudgedAt: IsoDateTime,
    }),
  ),
});
export type StalledCoffeechatList = Infer<typeof StalledCoffeechatList>;

/** Companies an agent may send for (all participating companies). */
export const BizCompanyList = object({
  items: array(object({ id: integer(), name: string(), logo: string(), industry: string() })),
});
export type BizCompanyList = Infer<typeof BizCompanyList>;

export const BizCreated = object({ id: integer() });

export const BUSINESS_REGISTRATION = pattern(string(), /^\d{3}-\d{2}-\d{5}$/);
