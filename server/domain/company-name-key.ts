/**
 * One key per company name, so "㈜한빛모빌리티", "주식회사 한빛모빌리티", "한빛모빌리티\u00a0" and "Hanbit
 * Mobility Co., Ltd." are recognised as the company they name. The candidate's current employer must
 * never see them (DESIGN.md §5), and career records spell employers in many ways.
 *
 * There is exactly one normaliser: careers store its result (`careers.company_key`, written wherever a
 * career is stored) and queries compare that column with the key of the company's name computed here,
 * so SQL and the JS predicate cannot drift apart. PostgreSQL's own regular expressions cannot tell a
 * Hangul letter from punctuation under the C locale PGlite uses, so no SQL twin is attempted.
 */

/** Legal-form markers, matched after NFKC (which turns ㈜ into "(주)") and lower-casing. */
const LEGAL_FORMS: readonly RegExp[] = [
  /주식회사|유한책임회사|유한회사/gu,
  /\(\s*(?:주|유)\s*\)/gu,
  // Latin forms only as whole words: "inc" inside "incheon" stays.
  /(?<![\p{L}\p{N}])co\s*\.?\s*,?\s*ltd(?![\p{L}\p{N}])\.?/gu,
  /(?<![\p{L}\p{N}])(?:inc|corp|corporation|ltd|llc)(?![\p{L}\p{N}])\.?/gu,
];
/** Whitespace (also no-break and ideographic spaces), punctuation and symbols: everything but letters and digits. */
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]/gu;

/** The comparable key of a company name; '' when nothing but a legal form or punctuation is left. */
export function companyNameKey(name: string): string {
  let key = name.normalize('NFKC').toLowerCase();
  for (const form of LEGAL_FORMS) key = key.replace(form, ' ');
  return key.replace(NOT_LETTER_OR_DIGIT, '');
}

/** Whether two names name the same company; a name with an empty key matches nothing. */
export function sameCompany(left: string, right: string): boolean {
  const key = companyNameKey(left);
  return key !== '' && key === companyNameKey(right);
}
