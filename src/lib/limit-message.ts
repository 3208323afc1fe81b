/**
 * What a 429 tells the person: that a limit was reached and roughly when to try again. The
 * server's message names the limit; when it does not say when, the Retry-After header does.
 */

const DEFAULT_LIMIT = '요청이 너무 많아요.';
/** A day's limit reads best as the server says it ("내일 다시 시도해 주세요"). */
const UNTIL_TOMORROW = /내일/;
/** Without Retry-After, a message that says when ("1시간 후에") is the best there is. */
const SAYS_WHEN = /\d+\s*(초|분|시간)/;
/** A message that already asks to come back later ("잠시 후 다시 요청해 주세요") needs no second such sentence. */
const ASKS_AGAIN = /다시\s*(시도|요청)/;

/** Seconds from a Retry-After header (delta-seconds or an HTTP date), or undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** A wait in words, rounded up: "30초", "5분", "2시간". */
export function koreanWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `${whole}초`;
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return `${minutes}분`;
  return `${Math.ceil(minutes / 60)}시간`;
}

/** "가입 요청이 너무 많아요. 약 5분 뒤에 다시 시도해 주세요." from the server's message and the wait. */
export function limitMessage(serverMessage: string | undefined, waitSeconds: number | undefined): string {
  const said = serverMessage?.trim() ?? '';
  if (UNTIL_TOMORROW.test(said)) return said;
  const limit = said.match(/^[^.]*\./)?.[0] ?? DEFAULT_LIMIT;
  if (waitSeconds !== undefined) return `${limit} 약 ${koreanWait(waitSeconds)} 뒤에 다시 시도해 주세요.`;
  if (SAYS_WHEN.test(said) || ASKS_AGAIN.test(said)) return said;
  return `${limit} 잠시 뒤에 다시 시도해 주세요.`;
}
