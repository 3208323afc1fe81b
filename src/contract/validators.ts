import { coerce, define, integer, max, min, pattern, refine, type Struct, string } from 'superstruct';

/** Korean mobile number as digits only: 01x, then 3–4 and 4 digits. */
export const MOBILE_DIGITS = /^01[016789]\d{7,8}$/;

export const PhoneDigits = pattern(string(), MOBILE_DIGITS);
export const OneTimeCode = pattern(string(), /^\d{6}$/);
export const Uuid = pattern(string(), /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

/** The largest id a row can have: ids are PostgreSQL `serial` (int4) columns. */
export const ROW_ID_MAX = 2_147_483_647;
/** An id sent in a body: an integer a row could have (1…2³¹−1); anything else is a 400 naming the field. */
export const RowId = max(min(integer(), 1), ROW_ID_MAX);
/**
 * Path (and query) ids arrive as strings: the ids a row can have, 1…ROW_ID_MAX, as RowId in a body.
 * Up to 10 digits are read; more, or a number past 2³¹−1, is a 400 — never a query the database
 * would refuse (numeric out of range, a 500).
 */
export const PositiveId = coerce(RowId, string(), (value) => (/^\d{1,10}$/.test(value) ? Number(value) : Number.NaN));

/** An id in a page's address (a room, an inquiry): a row's id, or undefined for anything else (a not-found page, no request). */
export function rowIdInPath(value: string | undefined): number | undefined {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= ROW_ID_MAX ? id : undefined;
}

/** A calendar date as the API sends it: YYYY-MM-DD (a business day, so in Asia/Seoul). */
/** YYYY-MM, 1900–2099. */
export const YEAR_MONTH = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;

export const IsoDate = pattern(string(), /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);

/** An ISO-8601 timestamp as the API sends it. */
export const IsoDateTime = define<string>(
  'IsoDateTime',
  (value) => typeof value === 'string' && !Number.isNaN(Date.parse(value)),
);

const RULE_PREFIX = 'rule:';

/**
 * A rule a person can break with well-formed input (a salary under the floor, a band upside down),
 * as opposed to a malformed request. Its failure carries `message`, Korean copy the server answers
 * verbatim (naming the field) and the client may show as it is.
 */
export function rule<T, S>(struct: Struct<T, S>, name: string, holds: (value: T) => boolean, message: string) {
  return refine(struct, `${RULE_PREFIX}${name}`, (value) => holds(value) || message);
}

/** Whether a struct failure comes from a `rule` (its message is meant for people). */
export const isRuleFailure = (failure: { refinement?: string }) => failure.refinement?.startsWith(RULE_PREFIX) ?? false;
