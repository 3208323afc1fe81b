/**
 * The kinds of value a variable holds, each a superstruct struct that coerces the string the
 * environment gives and says what was wrong, ending with what was given: whole numbers, flags,
 * choices, URLs, origins and lists.
 */
import { coerce, defaulted, define, refine, type Struct, string } from 'superstruct';

/** A variable that must pass `check`; its message ends with what was given. */
export const checked = <T>(name: string, check: (value: unknown) => boolean, rule: string) =>
  define<T>(name, (value) => check(value) || `${rule} (got "${String(value)}")`);

/** A whole number within bounds. */
export function wholeNumber(min: number, max: number): Struct<number, null> {
  const inRange = (value: unknown) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
  return coerce(
    checked<number>('whole number', inRange, `must be a whole number between ${min} and ${max}`),
    string(),
    (raw) => (/^\d+$/.test(raw) ? Number(raw) : raw),
  );
}
/** A whole number within bounds, `fallback` when unset. */
export const count = (fallback: number, min: number, max: number) => defaulted(wholeNumber(min, max), fallback);

const FLAGS: Record<string, boolean> = { '1': true, true: true, yes: true, '0': false, false: false, no: false };
export const flag = coerce(
  checked<boolean>('flag', (value) => typeof value === 'boolean', 'must be 1 or 0'),
  string(),
  (raw) => FLAGS[raw] ?? raw,
);

export const oneOf = <T extends string>(options: readonly T[]) =>
  checked<T>('one of', (value) => options.includes(value as T), `must be one of ${options.join(', ')}`);

export const matching = (pattern: RegExp, rule: string) =>
  refine(string(), 'pattern', (value) => pattern.test(value) || rule);

/** The URL `raw` spells, or undefined if it is not one. */
export const urlOf = (raw: unknown) => {
  try {
    return typeof raw === 'string' ? new URL(raw) : undefined;
  } catch {
    return undefined;
  }
};

/** An http(s) URL, answered without a trailing slash. */
export const httpUrlOnly = coerce(
  checked<string>(
    'http url',
    (value) => ['http:', 'https:'].includes(urlOf(value)?.protocol ?? ''),
    'must be an http(s) URL',
  ),
  string(),
  (raw) => (urlOf(raw) ? raw.replace(/\/+$/, '') : raw),
);
export const httpUrl = (fallback: string) => defaulted(httpUrlOnly, fallback);

/** Comma-separated origins (no path, no trailing slash). */
export const originList = (example: string) =>
  coerce(
    define<string[]>('origins', (value) => {
      const bad = (value as string[]).find((origin) => {
        const url = urlOf(origin);
        return !url || !['http:', 'https:'].includes(url.protocol) || url.origin !== origin;
      });
      return (
        bad === undefined ||
        `must be comma-separated origins such as ${example}, without a path or a trailing slash (got "${bad}")`
      );
    }),
    string(),
    (raw) => raw.split(',').map((entry) => entry.trim()),
  );

/** A comma-separated list whose every entry must pass `check`; the message names the first that does not. */
export const listOf = (check: (entry: string) => boolean, rule: string, normalize = (entry: string) => entry) =>
  defaulted(
    coerce(
      define<string[]>('list', (value) => {
        const bad = (value as string[]).find((entry) => !check(entry));
        return bad === undefined || `${rule} (got "${bad}")`;
      }),
      string(),
      (raw) =>
        raw
          .split(',')
          .map((entry) => normalize(entry.trim()))
          .filter(Boolean),
    ),
    [],
  );
