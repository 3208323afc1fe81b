/**
 * Offers ("attacks"), curation groups and coffee chats as the candidate's app sees them
 * (SPEC.md §3 offer card and offer group, §4 transitions, §7 offer calls). Amounts are 만원.
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
  size,
  string,
  trimmed,
} from 'superstruct';
import { OfferRevision, RevisionStatus } from './offer-revisions';
import { IsoDateTime, PositiveId, RowId } from './validators';

export const OfferStatus = enums(['WAITING', 'EXPIRED', 'REFUSED', 'MATCHED']);
export type OfferStatus = Infer<typeof OfferStatus>;
export const OfferType = enums(['NORMAL', 'SUPER', 'SUPER_CURATION']);
export type OfferType = Infer<typeof OfferType>;
export const OfferGroupStatus = enums(['WAITING', 'EXPIRED', 'MATCHED', 'AGENT', 'REFUSED']);
export type OfferGroupStatus = Infer<typeof OfferGroupStatus>;

/** Days an offer stays selectable: until 23:59:59 KST of the seventh day after it was sent. */
export const OFFER_SELECTABLE_DAYS = 7;
export const REFUSAL_REASON_MAX = 500;
export const COFFEECHAT_QUESTIONS_MAX = 5;
export const COFFEECHAT_QUESTION_LENGTH_MAX = 200;
/** Months the attack period may be extended by at once. */
export const ATTACK_EXTENSION_MONTHS = [1, 2, 3] as const;

/** Query booleans arrive as strings. */
const QueryBoolean = coerce(boolean(), string(), (value) => value === 'true');

/** The offer card (SPEC §3). */
export const Offer = object({
  id: integer(),
  companyId: integer(),
  name: string(),
  logo: string(),
  domain: string(),
  salaryMin: integer(),
  salaryMax: integer(),
  /**
   * Percent of salaryMax over the candidate's most recent salary when it was sent; 0 at or below it.
   * The bar is shown only when positive.
   */
  increaseRate: integer(),
  /** The salary increaseRate is over, as the card names it ("2025년 계약 연봉"); null without one. */
  increaseBasis: optional(nullable(string())),
  createdAt: IsoDateTime,
  /** End of the last selectable moment (23:59:59.999 KST of the seventh day). */
  expiredAt: IsoDateTime,
  /** When the candidate accepted it; null otherwise. */
  selectedAt: nullable(IsoDateTime),
  offerGroupId: nullable(integer()),
  type: OfferType,
  status: OfferStatus,
  isNew: boolean(),
  /** Sent by our agent: shown as the agent, with operatorName. */
  isMaster: boolean(),
  operatorName: nullable(string()),
  position: string(),
  link: nullable(string()),
  /** Perks. */
  offerItems: array(string()),
  message: string(),
  isJustMessage: boolean(),
  isMatched: boolean(),
  isExpired: boolean(),
  isLike: boolean(),
  refusalReason: nullable(string()),
  /** The coffee chat this offer became, once accepted. */
  coffeechatId: nullable(integer()),
  /** The candidate's request for a revision and the company's answer; optional for copies stored before it existed. */
  revision: optional(nullable(OfferRevision)),
});
export type Offer = Infer<typeof Offer>;

/** `GET /v3/users/offers?isSelected=&isExpired=`: select = accepted, expired = expired or refused, neither = open. */
export const OfferListQuery = object({
  isSelected: optional(QueryBoolean),
  isExpired: optional(QueryBoolean),
});
export type OfferListQuery = Infer<typeof OfferListQuery>;

export const OfferCounts = object({ current: integer(), selected: integer(), expired: integer() });
export type OfferCounts = Infer<typeof OfferCounts>;

export const OfferList = object({ offerItems: array(Offer), counts: OfferCounts });
export type OfferList = Infer<typeof OfferList>;

/** `GET /v2/users/offers/history?isSelected=`: every offer received (or only accepted ones), newest first. */
export const OfferHistoryQuery = object({ isSelected: optional(QueryBoolean) });
export const OfferHistoryItem = object({
  id: integer(),
  name: string(),
  logo: string(),
  position: string(),
  salaryMin: integer(),
  salaryMax: integer(),
  status: OfferStatus,
  type: OfferType,
  createdAt: IsoDateTime,
  selectedAt: nullable(IsoDateTime),
  /** The band before a revision, shown beside the current one; null without a revision. */
  revision: optional(
    nullable(object({ status: RevisionStatus, before: object({ salaryMin: integer(), salaryMax: integer() }) })),
  ),
});
export type OfferHistoryItem = Infer<typeof OfferHistoryItem>;
export const OfferHistory = object({ offerItems: array(OfferHistoryItem) });
export type OfferHistory = Infer<typeof OfferHistory>;

export const LikeRequest = object({ id: RowId, isLike: boolean() });
export type LikeRequest = Infer<typeof LikeRequest>;
export const LikeResponse = object({ id: integer(), isLike: boolean() });

export const RefuseRequest = object({ refusalReason: size(trimmed(string()), 1, REFUSAL_REASON_MAX) });
export type RefuseRequest = Infer<typeof RefuseRequest>;

export const CoffeechatRequest = object({ offerId: RowId });
export const CoffeechatCreated = object({ coffeechatId: integer() });
export type CoffeechatCreated = Infer<typeof CoffeechatCreated>;

export const CoffeechatQuestionsQuery = object({ coffeechatId: PositiveId });
/** The questions the candidate will ask the hiring manager, and suggestions to pick from. */
export const CoffeechatQuestions = object({
  coffeechatId: integer(),
  company: string(),
  suggestions: array(string()),
  items: array(string()),
});
export type CoffeechatQuestions = Infer<typeof CoffeechatQuestions>;
export const SaveCoffeechatQuestions = object({
  coffeechatId: RowId,
  items: size(array(size(trimmed(string()), 1, COFFEECHAT_QUESTION_LENGTH_MAX)), 0, COFFEECHAT_QUESTIONS_MAX),
});
export type SaveCoffeechatQuestions = Infer<typeof SaveCoffeechatQuestions>;

/** One company inside a curation group (SPEC §3 offer group offerItems). */
export const OfferGroupItem = object({
  id: integer(),
  name: string(),
  position: string(),
  logo: string(),
  domain: string(),
  salaryMin: integer(),
  salaryMax: integer(),
  perks: array(string()),
  /** What the agent wrote about this company to the candidate (the member offer's own message). */
  message: string(),
  createdAt: IsoDateTime,
  selectedAt: nullable(IsoDateTime),
  status: OfferStatus,
  /** A revision the agent asked for on the candidate's behalf (a curation handed to the agent). */
  revision: optional(nullable(OfferRevision)),
});
export type OfferGroupItem = Infer<typeof OfferGroupItem>;

export const OfferGroup = object({
  groupId: integer(),
  status: OfferGroupStatus,
  message: string(),
  userName: string(),
  createdAt: IsoDateTime,
  expiredAt: IsoDateTime,
  operatorName: string(),
  offerItems: array(OfferGroupItem),
});
export type OfferGroup = Infer<typeof OfferGroup>;

/**
 * `PATCH /users/offers/group/{groupId}`: isLike with at least one chosen offer → MATCHED;
 * agent → AGENT (talk to the agent first); isLike false → REFUSED.
 */
export const OfferGroupAnswer = object({
  groupId: RowId,
  isLike: boolean(),
  offerItems: size(array(RowId), 0, 20),
  agent: optional(boolean()),
});
export type OfferGroupAnswer = Infer<typeof OfferGroupAnswer>;

/** `GET /v3/users/my/attack`: the attack period and what the home banner needs. */
export const MyAttack = object({
  isActivate: boolean(),
  /** Whether the profile was ever submitted (an unsubmitted profile receives nothing). */
  isSubmitted: boolean(),
  /** End of the attack period; null before the first submit. */
  attackExpiredAt: nullable(IsoDateTime),
  counts: OfferCounts,
  /** The newest offer or curation still selectable, for the banner's countdown. */
  recentOfferItem: nullable(
    object({ id: nullable(integer()), offerGroupId: nullable(integer()), expiredAt: IsoDateTime }),
  ),
});
export type MyAttack = Infer<typeof MyAttack>;

export const ExtendAttack = object({
  month: max(min(integer(), ATTACK_EXTENSION_MONTHS[0]), ATTACK_EXTENSION_MONTHS[ATTACK_EXTENSION_MONTHS.length - 1]),
});
export type ExtendAttack = Infer<typeof ExtendAttack>;
