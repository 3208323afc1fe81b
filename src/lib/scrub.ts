/**
 * Error reports never carry who the user is or what they earn. Before an event leaves
 * the browser (Sentry's beforeSend): the user, extra data, contexts, headers, cookies, bodies, query
 * strings, fragments and breadcrumb data are dropped, console breadcrumbs lose their text, and every
 * text that remains (messages, exception values, breadcrumb messages, the page path) is scrubbed:
 * tokens (JWT, Bearer, refresh tokens), e-mail addresses, resident and phone numbers in any spelling
 * (01012345678, 010-1234-5678, +82 10 1234 5678), salary figures (6,500만원, 1억 2천만원,
 * 65,000,000, salaryMin=6500, 연봉 6500), long digit runs, values printed after "received:" or
 * a `name`-like key, and every run of Hangul. Korean names cannot be told from other Korean words,
 * so no Korean text is sent at all: the error's type, codes, status, path and stack are what
 * debugging needs, and a name can hide in any Hangul.
 */
interface ScrubbableEvent {
  exception?: { values?: { value?: string }[] };
  extra?: unknown;
  contexts?: unknown;
  request?: { url?: string; query_string?: unknown; headers?: unknown; cookies?: unknown; data?: unknown };
  user?: unknown;
  breadcrumbs?: { category?: string; data?: unknown; message?: string }[];
  message?: string;
  logentry?: { message?: string; params?: unknown };
  transaction?: string;
}

type Replacement = [pattern: RegExp, replacement: string | ((match: string, ...groups: string[]) => string)];

const JWT = /\beyJ[\w-]*\.[\w-]+\.[\w-]*/g;
const BEARER = /\b(Bearer|bearer|Basic)\s+[^\s"',;]+/g;
/** Refresh tokens (43 base64url characters), hashes and other opaque secrets. */
const OPAQUE_TOKEN = /(?<![\w-])[\w-]{32,}(?![\w-])/g;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const RESIDENT_NUMBER = /(?<!\d)\d{6}[\s-]?[1-8]\d{6}(?!\d)/g;
/** +82 10 1234 5678, +82-10-1234-5678, +821012345678, 0082 (0)10… */
const INTERNATIONAL_PHONE = /(?:\+|(?<!\d)00)\s?82[\s.-]?(?:\(0\)|0)?[\s.-]?1\d[\s.)-]?\d{3,4}[\s.-]?\d{4}(?!\d)/g;
/** 01012345678, 010-1234-5678, 010.1234.5678, 010 1234 5678, (02) 123-4567. */
const DOMESTIC_PHONE = /(?<!\d)\(?0\d{1,2}\)?[\s.-]?\d{3,4}[\s.-]?\d{4}(?!\d)/g;
/** Amounts with Korean units: 6,500만원, 6500 만원, 1억 2,000만원, 1억2천만 원, 3,000원. */
const KOREAN_AMOUNT = /\d[\d,.]*\s?(?:(?:조|억|천만|백만|만|천)(?:\s?\d[\d,.]*\s?(?:억|천만|백만|만|천))*\s?원?|원)/g;
const GROUPED_NUMBER = /(?<![\d,])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d,])/g;
/** salaryMin=6500, "inputSalary": 6200, income: 5,000 */
const AMOUNT_FIELD = /\b(\w*(?:salary|income|amount|wage|pay)\w*)(["']?\s*[:=]\s*["']?)-?\d+(?:[.,]\d+)*/gi;
/** 연봉 6500, 희망 연봉: 7000 — the number after a Korean pay word. */
const KOREAN_AMOUNT_WORD = /((?:연봉|소득|급여|월급|연소득|수입|제안)\s*[:=]?\s*)-?\d+(?:[.,]\d+)*/g;
/** name=Jiwoo, "userName":"Jiwoo", candidateName: Jiwoo */
const NAME_FIELD = /\b(\w*name)(["']?\s*[:=]\s*["']?)[^"',}\]\s&]+/gi;
/** Validation messages print the value they refused: `… but received: "Jiwoo"`. */
const RECEIVED_VALUE = /\b(received:?\s*)("[^"]*"|'[^']*'|`[^`]*`|\S+)/gi;
/** Six or more digits, also split by hyphens, dots or spaces (account numbers, ids with meaning). */
const DIGIT_RUN = /\d(?:[\s.-]?\d){5,}/g;
/** A placeholder already written (kept), or a run of Hangul with the spaces inside it. */
const HANGUL = /\[(?:토큰|이메일|숫자|전화번호|금액|이름|값|한글)\]|[가-힣ㄱ-ㅎㅏ-ㅣ]+(?:\s+[가-힣ㄱ-ㅎㅏ-ㅣ]+)*/g;

const replacements: Replacement[] = [
  [JWT, '[토큰]'],
  [BEARER, '$1 [토큰]'],
  [EMAIL, '[이메일]'],
  [RESIDENT_NUMBER, '[숫자]'],
  [INTERNATIONAL_PHONE, '[전화번호]'],
  [DOMESTIC_PHONE, '[전화번호]'],
  [KOREAN_AMOUNT, '[금액]'],
  [AMOUNT_FIELD, '$1$2[금액]'],
  [KOREAN_AMOUNT_WORD, '$1[금액]'],
  [GROUPED_NUMBER, '[금액]'],
  [NAME_FIELD, '$1$2[이름]'],
  [RECEIVED_VALUE, '$1[값]'],
  [OPAQUE_TOKEN, '[토큰]'],
  [DIGIT_RUN, '[숫자]'],
  [HANGUL, (match) => (match.startsWith('[') ? match : '[한글]')],
];

export function scrubText(text: string): string {
  return replacements.reduce(
    (scrubbed, [pattern, replacement]) =>
      scrubbed.replace(pattern, replacement as (match: string, ...groups: string[]) => string),
    text,
  );
}

/** The page address without its query and fragment, scrubbed (a path may hold a referral token or an id). */
function scrubUrl(url: string): string {
  return scrubText(url.replace(/[?#].*$/s, ''));
}

export function scrubEvent<T extends ScrubbableEvent>(event: T): T {
  if (event.request) {
    event.request = { url: event.request.url ? scrubUrl(event.request.url) : undefined };
  }
  delete event.user;
  delete event.extra;
  delete event.contexts;
  for (const value of event.exception?.values ?? []) {
    if (value.value) value.value = scrubText(value.value);
  }
  if (event.message) event.message = scrubText(event.message);
  if (event.logentry) event.logentry = { message: event.logentry.message && scrubText(event.logentry.message) };
  if (event.transaction) event.transaction = scrubText(event.transaction);
  if (event.breadcrumbs) {
    event.breadcrumbs = event.breadcrumbs.map((crumb) => ({
      ...crumb,
      data: undefined,
      // What was logged to the console is anyone's text: only that something was logged is kept.
      message: crumb.message && crumb.category !== 'console' ? scrubText(crumb.message) : undefined,
    }));
  }
  return event;
}
