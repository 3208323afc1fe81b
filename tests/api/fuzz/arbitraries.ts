/**
 * fast-check arbitraries of hostile input: strings (huge, odd unicode, SQL and script payloads),
 * JSON values and raw body texts, path parameters, query strings and headers, and the shape-aware
 * mutation of a valid body (one field changed), which gets past the first checks and reaches deeper.
 * World-independent: tests/api/fuzz/requests.ts combines them with a route and the seeded world.
 */
import fc from 'fast-check';

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is written as the bytes a
 * careless client would send for it: %ED%A0%80 — not UTF-8.
 */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code < 0xd800 || code > 0xdfff) encoded += encodeURIComponent(character);
    else
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
  }
  return encoded;
}

/** The API's default BODY_LIMIT_BYTES (server/env/http.ts): huge strings reach it and a little past. */
const BODY_LIMIT = 1024 * 1024;

const sqlPayloads = [
  "' OR 1=1 --",
  "' OR '1'='1",
  '1; drop table candidates; --',
  "'; drop table offers; --",
  '1 union select null, version() --',
  "admin'--",
  '1) or (1=1',
  "'||pg_sleep(5)||'",
  '$1',
  '\\',
  "''",
  '%_%',
  "E'\\x00'",
];

const scriptPayloads = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, meant literally.
  '${7*7}',
  '{{7*7}}',
  '<svg/onload=alert(1)>',
  '</script><script>alert(1)</script>',
  '__proto__',
  'constructor',
  'toString',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'file:///etc/passwd',
  'http://169.254.169.254/latest/meta-data/',
  '%00',
  '%',
  '%zz',
  '\r\nSet-Cookie: a=b',
];

const oddUnicode = [
  '\u0000',
  'a\u0000b',
  '\u202Eevil\u202C',
  '\u200B',
  '\uFEFF',
  '\uD800',
  '\uDFFF',
  'a\uDC00b',
  '👩‍👩‍👧‍👦',
  '🇰🇷',
  'e\u0301\u0301\u0301',
  '\u1100\u1161\u11A8',
  '홍길동',
  'ｆｕｌｌｗｉｄｔｈ',
  '\u0085\u2028\u2029',
  '\t\n\r',
  '\u007F',
  '\uFFFF',
  '\u{10FFFF}',
  'İı',
];

const numberishStrings = [
  '',
  ' ',
  'NaN',
  '-NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '0',
  '-1',
  '1.5',
  '1e3',
  '1e309',
  '0x1F',
  '0b11',
  '0o7',
  '+1',
  '1_000',
  '１２３',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999999',
  'null',
  'undefined',
  'true',
  'false',
  '[]',
  '{}',
];

/** A string as large as the body limit, or just past it (a JSON body around it is always past). */
const hugeString = fc
  .record({
    unit: fc.constantFrom('a', '가', '😀', '\u0000', "' OR 1=1 --", '<script>'),
    length: fc.oneof(
      fc.constantFrom(255, 256, 1_000, 4_096, 65_536, BODY_LIMIT - 64, BODY_LIMIT + 1),
      fc.integer({ min: 10_000, max: BODY_LIMIT + 4_096 }),
    ),
  })
  .map(({ unit, length }) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** Strings a client should never be trusted with. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...sqlPayloads, ...scriptPayloads), weight: 3 },
  { arbitrary: fc.constantFrom(...oddUnicode), weight: 3 },
  { arbitrary: fc.constantFrom(...numberishStrings), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.array(loneSurrogate, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('')), weight: 1 },
  { arbitrary: hugeString, weight: 1 },
);

/** A JSON number token written as raw text: values JSON.stringify cannot write (1e400 reads as Infinity). */
class RawJson {
  constructor(readonly text: string) {}
}

const rawNumbers = ['1e400', '-1e400', '-0', '1.0', '1E2', '123456789012345678901234567890', '0.1e-400', '1e-7'];

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 1.5, -0.5, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53, 2 ** 53 + 2, 1e20, 1e308, -1e308),
  fc.constantFrom(Number.MAX_VALUE, Number.MIN_VALUE, Number.EPSILON),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.constantFrom(...rawNumbers).map((text) => new RawJson(text)),
);

/** Object keys: ordinary ones, prototype names and the hostile. */
const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'status', '', ' ', 'a.b', '$where', '0'),
  fc.string({ maxLength: 12 }),
  hostileString.filter((key) => key.length < 200),
);

/** Any JSON value, biased to the hostile: wrong types, odd numbers, huge strings, nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { arbitrary: hostileString, weight: 4 },
    { arbitrary: hostileNumber, weight: 3 },
    { arbitrary: fc.constantFrom(null, true, false), weight: 2 },
    { arbitrary: fc.array(tie('value'), { maxLength: 4 }), weight: 1 },
    { arbitrary: fc.dictionary(hostileKey, tie('value'), { maxKeys: 4 }), weight: 1 },
  ),
})).value;

/** Nested arrays and objects, from a little past the server's 32 levels to thousands deep. */
const deepJsonText = fc
  .record({
    depth: fc.oneof(fc.integer({ min: 30, max: 40 }), fc.integer({ min: 40, max: 20_000 })),
    arrays: fc.boolean(),
  })
  .map(({ depth, arrays }) =>
    arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

/** Body texts that are not (quite) JSON. */
export const malformedBodyText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'undefined',
    'null',
    '[]',
    '"text"',
    '1',
    'true',
    '{',
    '}',
    '{"a":}',
    '{"a":1,}',
    "{'a':1}",
    '{a:1}',
    '{"a":NaN}',
    '{"a":Infinity}',
    '{"a":1} trailing',
    '{"a":1}{"b":2}',
    '/* comment */{}',
    '\uFEFF{}',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    'a=1&b=2',
    '--boundary\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--boundary--',
    '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '{"a":"\\x41"}',
    '{"a":1e99999}',
  ),
  deepJsonText,
  fc.string({ unit: 'binary', maxLength: 200 }),
);

/** Raw bytes that are not UTF-8 at all. */
export const invalidUtf8Body: fc.Arbitrary<Uint8Array<ArrayBuffer>> = fc.constantFrom(
  new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]),
  new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
  new Uint8Array([0xed, 0xa0, 0x80]),
  new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xf8, 0x88, 0x80, 0x80, 0x80, 0x22, 0x7d]),
  new Uint8Array([0x00, 0x00, 0x00]),
);

/** JSON text of a value that may hold RawJson tokens. */
export function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_, item: unknown) => {
    if (!(item instanceof RawJson)) return item;
    raws.push(item.text);
    return `\u0001raw${raws.length - 1}\u0001`;
  });
  if (text === undefined) return '';
  return raws.length === 0
    ? text
    : text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_, index: string) => raws[Number(index)]);
}

type Path = (string | number)[];

/** Every place in a JSON value, the value itself first. */
function placesOf(value: unknown, path: Path = [], into: Path[] = []): Path[] {
  into.push(path);
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) placesOf(item, [...path, index], into);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) placesOf(item, [...path, key], into);
  }
  return into;
}

function replaceAt(value: unknown, path: Path, make: (current: unknown) => unknown): unknown {
  if (path.length === 0) return make(value);
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = replaceAt(copy[head as number], rest, make);
    return copy;
  }
  const record = value as Record<string, unknown>;
  return { ...record, [head]: replaceAt(record[head], rest, make) };
}

const REMOVE = Symbol('remove');

function removeMarked(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== REMOVE).map(removeMarked);
  if (value && typeof value === 'object' && !(value instanceof RawJson)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== REMOVE)
        .map(([key, item]) => [key, removeMarked(item)]),
    );
  }
  return value;
}

type Mutation =
  | { kind: 'replace'; value: unknown }
  | { kind: 'remove' }
  | { kind: 'wrap-in-array' }
  | { kind: 'stringify' }
  | { kind: 'add-key'; key: string; value: unknown }
  | { kind: 'duplicate-key'; value: unknown }
  | { kind: 'repeat'; times: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { arbitrary: hostileValue.map((value) => ({ kind: 'replace' as const, value })), weight: 8 },
  { arbitrary: fc.constant({ kind: 'remove' as const }), weight: 2 },
  { arbitrary: fc.constant({ kind: 'wrap-in-array' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'stringify' as const }), weight: 1 },
  {
    arbitrary: fc.record({ kind: fc.constant('add-key' as const), key: hostileKey, value: hostileValue }),
    weight: 1,
  },
  { arbitrary: hostileValue.map((value) => ({ kind: 'duplicate-key' as const, value })), weight: 2 },
  {
    arbitrary: fc.integer({ min: 2, max: 5_000 }).map((times) => ({ kind: 'repeat' as const, times })),
    weight: 1,
  },
);

/**
 * A valid body with one place changed (a field replaced, removed, wrapped, doubled as a raw
 * duplicate key, …): the rest of the body stays valid, so the request reaches the checks and the
 * code behind the first failing field. Answers the body's text.
 */
export function mutatedBody(valid: unknown): fc.Arbitrary<string> {
  const places = placesOf(valid);
  return fc.record({ place: fc.constantFrom(...places), change: mutation }).map(({ place, change }) => {
    const parentPath = place.slice(0, -1);
    const key = place.at(-1);
    switch (change.kind) {
      case 'replace':
        return jsonText(replaceAt(valid, place, () => change.value));
      case 'remove':
        return place.length === 0 ? '' : jsonText(removeMarked(replaceAt(valid, place, () => REMOVE)));
      case 'wrap-in-array':
        return jsonText(replaceAt(valid, place, (current) => [current]));
      case 'stringify':
        return jsonText(replaceAt(valid, place, (current) => jsonText(current)));
      case 'repeat':
        return jsonText(replaceAt(valid, place, (current) => Array.from({ length: change.times }, () => current)));
      case 'add-key':
        return jsonText(
          replaceAt(valid, place, (current) =>
            current && typeof current === 'object' && !Array.isArray(current)
              ? { ...current, [change.key]: change.value }
              : { [change.key]: change.value },
          ),
        );
      default: {
        // 'duplicate-key'. JSON.parse keeps the last of two equal keys: the valid value first, the hostile one after it.
        if (typeof key !== 'string') return jsonText(replaceAt(valid, place, () => change.value));
        const marker = '\u0001duplicate\u0001';
        const withMarker = replaceAt(valid, parentPath, (parent) => ({ ...(parent as object), [marker]: null }));
        return jsonText(withMarker).replace(
          `"\\u0001duplicate\\u0001":null`,
          `${JSON.stringify(key)}:${jsonText(change.value)}`,
        );
      }
    }
  });
}

/** Path parameters: ids out of range or not numbers at all, traversal, encoded slashes, hostile text. */
export const hostilePathParam: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      '-1',
      '0',
      '00001',
      '1.5',
      '1e3',
      '0x1F',
      '2147483647',
      '2147483648',
      '9999999999',
      '99999999999999999999',
      '9'.repeat(400),
      'abc',
      ' 1',
      '1 ',
      '+1',
      'NaN',
      'null',
      'undefined',
      '..',
      '.',
      '../',
      '../../health',
      '..%2F..%2Fhealth',
      '%2e%2e%2f',
      '%2F',
      'a/b',
      'a%2Fb',
      '%00',
      '%',
      '%zz',
      '%E0%A4%A',
      '00000000-0000-0000-0000-000000000000',
      'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
    ),
    weight: 4,
  },
  { arbitrary: fc.integer().map(String), weight: 1 },
  { arbitrary: hostileString.filter((value) => value.length < 5_000), weight: 3 },
);

/** How a hostile path parameter goes into the URL: percent-encoded, or spliced in as it is. */
export const pathEncoding = fc.constantFrom('encoded', 'encoded', 'raw' as const);

/** A query string made of `pairs`, some repeated, some empty, some huge, encoded or raw. */
export function hostileQuery(keys: readonly string[]): fc.Arbitrary<string> {
  const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), hostileKey) : hostileKey;
  const value = fc.oneof(
    hostileString.filter((item) => item.length < 70_000),
    fc.constant(''),
  );
  const pair = fc.record({ key, value, encode: fc.boolean(), bare: fc.boolean() });
  return fc.oneof(
    fc.constantFrom('', '?', '?&&&', '?=', '?=&=', '?a', '?%', '?%zz=1', '?a[]=1&a[]=2', '?a[b]=1', '?a=1#frag'),
    fc.array(pair, { minLength: 1, maxLength: 6 }).map(
      (pairs) =>
        `?${pairs
          .map(({ key: name, value: item, encode, bare }) => {
            const write = (text: string) => (encode ? percentEncode(text) : text.replace(/[#\s]/g, percentEncode));
            return bare ? write(name) : `${write(name)}=${write(item)}`;
          })
          .join('&')}`,
    ),
  );
}

/** Repeats the valid query's keys with other values: `?type=before&type=after`. */
export function repeatedKeys(valid: Record<string, string>): fc.Arbitrary<string> {
  const keys = Object.keys(valid);
  if (keys.length === 0) return fc.constant('');
  return fc
    .record({ key: fc.constantFrom(...keys), other: hostileString.filter((value) => value.length < 1_000) })
    .map(({ key, other }) => {
      const params = new URLSearchParams(valid);
      params.append(key, other);
      return `?${params.toString()}`;
    });
}

/**
 * Header values as a server can receive them: bytes, read as latin1 (so UTF-8 arrives as mojibake),
 * without the control characters Node's parser refuses before any app sees the request.
 */
const headerValueOf = (text: string) =>
  Buffer.from(text, 'utf8')
    .toString('latin1')
    .replace(/[^\P{Cc}\t\u0080-\u009f]/gu, '')
    .trim()
    .slice(0, 16_000);

const hostileHeaderValue = hostileString.map(headerValueOf);

export const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=UTF-16',
  'application/json; charset=garbage',
  'application/json;;;',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=boundary',
  'application/xml',
  'application/octet-stream',
  '*/*',
  '',
  'json',
  'application/json, text/plain',
);

export const idempotencyKeys = fc.oneof(
  fc.uuid().map((uuid) => uuid.toUpperCase()),
  fc.uuid(),
  fc.constant('3f2b8a6e-0000-4000-8000-000000000001'),
  fc.constantFrom(
    '',
    'x',
    'not-a-uuid',
    '00000000-0000-0000-0000-00000000000g',
    '{3f2b8a6e-0000-4000-8000-000000000001}',
  ),
  hostileHeaderValue,
);

/** Headers besides Authorization, Content-Type and Idempotency-Key that parts of the server read. */
export const otherHeaders: fc.Arbitrary<[string, string][]> = fc.array(
  fc.tuple(
    fc.constantFrom(
      'Accept-Encoding',
      'Accept',
      'Accept-Language',
      'X-Forwarded-For',
      'X-Forwarded-Proto',
      'X-Request-Id',
      'If-None-Match',
      'Range',
      'Origin',
      'Cookie',
      'User-Agent',
      'Referer',
    ),
    fc.oneof(
      fc.constantFrom('gzip;q=abc', 'br, *;q=0', 'identity;q=0', '*', 'bytes=0-', 'bytes=-1,5-2', 'null', '::1'),
      hostileHeaderValue,
    ),
  ),
  { maxLength: 3 },
);

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Authorization values no server should accept, with the id of a real candidate to impersonate. */
export function garbageAuthorization(subjectId: string): fc.Arbitrary<string> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const claims = {
    sub: subjectId,
    kind: 'candidate',
    iss: 'boltx',
    aud: 'boltx-api',
    iat: nowSeconds,
    exp: nowSeconds + 3600,
  };
  const unsigned = (header: unknown, payload: unknown = claims) => `${base64url(header)}.${base64url(payload)}`;
  return fc.oneof(
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Bearer  ',
      'bearer',
      'Basic dXNlcjpwYXNz',
      'Token abc',
      'Bearer null',
      'Bearer undefined',
      'Bearer a.b.c',
      'Bearer ...',
      'Bearer e30.e30.',
      `Bearer ${unsigned({ alg: 'none', typ: 'JWT' })}.`,
      `Bearer ${unsigned({ alg: 'none' })}`,
      `Bearer ${unsigned({ alg: 'HS256', typ: 'JWT' })}.${'A'.repeat(43)}`,
      `Bearer ${unsigned({ alg: 'RS256', typ: 'JWT' })}.c2lnbmF0dXJl`,
      `Bearer ${unsigned({ alg: 'HS256', kid: '../../../dev/null' })}.AAAA`,
      `Bearer ${unsigned({ alg: 'HS256' }, { ...claims, kind: 'biz' })}.AAAA`,
      `Bearer ${unsigned({ alg: 'HS256' }, [])}.AAAA`,
      `Bearer ${unsigned({ alg: 'HS256' }, 'text')}.AAAA`,
      `Bearer ${'a'.repeat(8_000)}`,
    ),
    hostileHeaderValue.map((value) => `Bearer ${value}`),
    hostileHeaderValue,
  );
}
