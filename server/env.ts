/**
 * Configuration, read once at boot. Anything wrong stops the process with a message that says
 * which variable and why, instead of failing later in a request.
 *
 * The variables are one superstruct schema (`Variables`): each one's default, its coercion from
 * the string the environment holds, and its rule. `readEnv` then shapes them into what the server
 * uses, and `Env` is inferred from that, so there is no interface to keep in step.
 */
import path from 'node:path';
import {
  coerce,
  create,
  defaulted,
  define,
  type Infer,
  optional,
  refine,
  type Struct,
  StructError,
  string,
  type,
} from 'superstruct';
import { buildInfo } from './build-info';
import {
  deliveryProblem,
  isMailFrom,
  isSenderNumber,
  isSmtpUrl,
  MAIL_FROM_RULE,
  SENDER_NUMBER_RULE,
  SMTP_URL_RULE,
  senderNumberOf,
  smsSettingsOf,
  smtpSettingsOf,
} from './providers/delivery-settings';
import { isPushServiceHostPattern, KNOWN_PUSH_SERVICE_HOSTS } from './providers/push-services';
import { vapidKeysProblem } from './providers/vapid';
import { parseSecretsKeys, SECRETS_KEY_RULE } from './secret-sealing';
import { NO_PROXY, parseTrustedProxies, TRUST_PROXY_RULE, type TrustedProxies } from './trusted-proxies';

export class ConfigError extends Error {}

type Source = Record<string, string | undefined>;

/** A variable that must pass `check`; its message ends with what was given. */
const checked = <T>(name: string, check: (value: unknown) => boolean, rule: string) =>
  define<T>(name, (value) => check(value) || `${rule} (got "${String(value)}")`);

/** A whole number within bounds. */
function wholeNumber(min: number, max: number): Struct<number, null> {
  const inRange = (value: unknown) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
  return coerce(
    checked<number>('whole number', inRange, `must be a whole number between ${min} and ${max}`),
    string(),
    (raw) => (/^\d+$/.test(raw) ? Number(raw) : raw),
  );
}
/** A whole number within bounds, `fallback` when unset. */
const count = (fallback: number, min: number, max: number) => defaulted(wholeNumber(min, max), fallback);

const FLAGS: Record<string, boolean> = { '1': true, true: true, yes: true, '0': false, false: false, no: false };
const flag = coerce(
  checked<boolean>('flag', (value) => typeof value === 'boolean', 'must be 1 or 0'),
  string(),
  (raw) => FLAGS[raw] ?? raw,
);

/** TRUST_PROXY: a number of hops, or the proxies' address ranges (trusted-proxies.ts). */
const trustedProxies = coerce(
  checked<TrustedProxies>('trusted proxies', (value) => typeof value === 'object' && value !== null, TRUST_PROXY_RULE),
  string(),
  (raw) => parseTrustedProxies(raw) ?? raw,
);

const oneOf = <T extends string>(options: readonly T[]) =>
  checked<T>('one of', (value) => options.includes(value as T), `must be one of ${options.join(', ')}`);

const urlOf = (raw: unknown) => {
  try {
    return typeof raw === 'string' ? new URL(raw) : undefined;
  } catch {
    return undefined;
  }
};

/** An http(s) URL, answered without a trailing slash. */
const httpUrlOnly = coerce(
  checked<string>(
    'http url',
    (value) => ['http:', 'https:'].includes(urlOf(value)?.protocol ?? ''),
    'must be an http(s) URL',
  ),
  string(),
  (raw) => (urlOf(raw) ? raw.replace(/\/+$/, '') : raw),
);
const httpUrl = (fallback: string) => defaulted(httpUrlOnly, fallback);

/** Comma-separated origins (no path, no trailing slash). */
const originList = (example: string) =>
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
const listOf = (check: (entry: string) => boolean, rule: string, normalize = (entry: string) => entry) =>
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

const matching = (pattern: RegExp, rule: string) => refine(string(), 'pattern', (value) => pattern.test(value) || rule);

/** An https: address of the blog (origin and optional path), without a trailing slash; undefined if it is not one. */
function blogAddress(raw: unknown): string | undefined {
  const url = urlOf(raw);
  if (url?.protocol !== 'https:' || url.username || url.password || url.search || url.hash) return undefined;
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

const blogUrl = defaulted(
  coerce(
    checked<string>(
      'blog url',
      (value) => blogAddress(value) === value,
      'must be an https address of the blog without a query, e.g. https://blog.boltx.example or https://boltx.example/blog',
    ),
    string(),
    (raw) => blogAddress(raw) ?? raw,
  ),
  'https://blog.boltx.example',
);

/** The published contact of the company (src/ui/company-info.ts), until VAPID_SUBJECT says otherwise. */
const DEFAULT_VAPID_SUBJECT = 'mailto:help@boltx.example';

const pushContact = checked<string>(
  'push contact',
  (value) =>
    typeof value === 'string' &&
    (/^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) || (value.startsWith('https:') && Boolean(urlOf(value)?.host))),
  'must be a mailto: address or an https: URL where push services can reach us, e.g. mailto:help@boltx.example',
);

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
const S3_VARIABLES = ['S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Every variable the server reads, in the order their problems are reported. Empty counts as unset. */
const Variables = type({
  PORT: count(8080, 0, 65535),
  HOST: defaulted(string(), '0.0.0.0'),
  DATA_DIR: defaulted(string(), 'data'),
  DATABASE_URL: optional(matching(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')),
  // Off by default: behind PgBouncer in transaction mode named statements collide (db/client.ts statementName).
  DATABASE_PREPARED_STATEMENTS: defaulted(flag, false),
  SANDBOX: optional(flag),
  /** The sandbox's seeded offers and coffee chats (db/seed-demo-activity.ts); the API and browser suites turn them off. */
  SANDBOX_DEMO_ACTIVITY: defaulted(flag, true),
  JWT_SECRET: optional(refine(string(), 'length', (value) => value.length >= 32 || 'must be at least 32 characters')),
  /** Seals the keys kept in app_secrets at rest (secret-sealing.ts); never echoed in a message. */
  SECRETS_KEY: optional(
    define<string>(
      'secrets key',
      (value) => (typeof value === 'string' && parseSecretsKeys(value) !== undefined) || SECRETS_KEY_RULE,
    ),
  ),
  ACCESS_TOKEN_TTL_SECONDS: count(15 * 60, 1, 24 * 3600),
  REFRESH_TOKEN_TTL_SECONDS: count(14 * 24 * 3600, 60, 365 * 24 * 3600),
  REFRESH_FAMILY_TTL_SECONDS: count(30 * 24 * 3600, 60, 365 * 24 * 3600),
  STATIC_DIR: defaulted(string(), 'dist'),
  TRUST_PROXY: defaulted(trustedProxies, NO_PROXY),
  PUSH_QUIET_HOURS: defaulted(flag, true),
  LOG_LEVEL: defaulted(oneOf(LOG_LEVELS), 'info'),
  BODY_LIMIT_BYTES: count(1024 * 1024, 1024, 50 * 1024 * 1024),
  VITE_SENTRY_DSN: optional(refine(string(), 'url', (value) => Boolean(urlOf(value)) || 'must be a URL')),
  /** The server's own error reports (monitoring/error-reports.ts); the page's are VITE_SENTRY_DSN's. */
  SENTRY_DSN: optional(
    matching(
      /^https?:\/\/\w+(:\w+)?@[\w.-]+(:\d+)?\/([\w.-]+\/)*\d+$/,
      "must be the project's DSN, e.g. https://<public key>@o1.ingest.sentry.io/<project id>",
    ),
  ),
  /** GET /metrics on PORT, for `Authorization: Bearer <METRICS_TOKEN>` only (monitoring/metrics.ts). */
  METRICS_TOKEN: optional(
    refine(string(), 'length', (value) => value.length >= 16 || 'must be at least 16 characters'),
  ),
  /** GET /metrics on a port of its own instead, for the scraper's network only. */
  METRICS_PORT: optional(wholeNumber(1, 65535)),
  // Graceful shutdown (http/graceful-shutdown.ts): still serving while the balancer notices, then in-flight requests' time.
  SHUTDOWN_DRAIN_MS: count(5_000, 0, 120_000),
  SHUTDOWN_GRACE_MS: count(25_000, 1_000, 600_000),
  THIRD_PARTY_SCRIPT_ORIGINS: defaulted(originList('https://t1.kakaocdn.net'), []),
  // Limits against SMS pumping, floods and lockouts (docs/SECURITY.md). Per address they allow for
  // a mobile carrier's NAT putting many people behind one address.
  CODE_SENDS_PER_HOUR: count(5, 1, 1000),
  /** Default: 20, or CODE_SENDS_PER_HOUR when that is higher. */
  CODE_SENDS_PER_PHONE_PER_HOUR: optional(wholeNumber(1, 10000)),
  CODE_SENDS_PER_ADDRESS_PER_HOUR: count(10, 1, 100000),
  CODE_SENDS_TOTAL_PER_HOUR: count(1000, 1, 10000000),
  VERIFY_REQUESTS_PER_ADDRESS_PER_HOUR: count(10, 1, 100000),
  VERIFY_REQUESTS_TOTAL_PER_HOUR: count(500, 1, 10000000),
  SIGNUPS_PER_ADDRESS_PER_HOUR: count(20, 1, 100000),
  LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR: count(100, 1, 100000),
  INQUIRIES_PER_DAY: count(10, 1, 10000),
  MESSAGES_PER_HOUR: count(60, 1, 100000),
  GUEST_INQUIRIES_PER_CONTACT_PER_DAY: count(3, 1, 1000),
  GUEST_INQUIRIES_PER_ADDRESS_PER_HOUR: count(10, 1, 100000),
  GUEST_INQUIRIES_TOTAL_PER_HOUR: count(300, 1, 10000000),
  CAREER_LOOKUPS_PER_DAY: count(10, 1, 10000),
  EXIST_CHECKS_PER_HOUR: count(30, 1, 100000),
  LOGIN_ATTEMPTS_PER_HOUR: count(30, 1, 100000),
  CODEF_API_URL: httpUrl('https://api.codef.io'),
  CODEF_TOKEN_URL: httpUrl('https://oauth.codef.io/oauth/token'),
  CODEF_CLIENT_ID: optional(string()),
  CODEF_CLIENT_SECRET: optional(string()),
  CODEF_TIMEOUT_MS: count(90_000, 1000, 600_000),
  KAKAO_REST_API_KEY: optional(
    matching(/^[\w-]{8,200}$/, "must be the app's REST API key: letters, digits, - or _ (8–200)"),
  ),
  KAKAO_CLIENT_SECRET: optional(string()),
  KAKAO_AUTH_URL: httpUrl('https://kauth.kakao.com'),
  KAKAO_API_URL: httpUrl('https://kapi.kakao.com'),
  PUBLIC_ORIGINS: optional(originList('https://boltx.example')),
  FILES_DIR: optional(string()),
  S3_ENDPOINT: optional(
    refine(httpUrlOnly, 'origin', (value) => {
      const url = urlOf(value);
      return (
        (url?.pathname === '/' && !url.search) ||
        `must be the store's origin without a path, e.g. http://minio:9000 (got "${value}")`
      );
    }),
  ),
  S3_REGION: optional(
    checked<string>(
      'region',
      (value) => /^[a-z0-9-]{1,50}$/.test(String(value)),
      'must be a region name such as ap-northeast-2 or us-east-1',
    ),
  ),
  S3_BUCKET: optional(
    checked<string>(
      'bucket',
      (value) => /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(String(value)),
      'must be a bucket name: 3–63 lower-case letters, digits, dots and hyphens',
    ),
  ),
  S3_ACCESS_KEY_ID: optional(string()),
  S3_SECRET_ACCESS_KEY: optional(string()),
  /** Temporary credentials (an assumed role's): sent and signed as X-Amz-Security-Token. */
  S3_SESSION_TOKEN: optional(string()),
  /** Uploaded files on this replica's disk although DATABASE_URL is set: the operator's word that only one runs. */
  FILES_ON_DISK: optional(oneOf(['single-replica'] as const)),
  BLOG_URL: blogUrl,
  // The footer's registration details (features/marketing/company-details.ts): shown only when set.
  COMPANY_REPRESENTATIVE: optional(string()),
  COMPANY_REGISTRATION_NUMBER: optional(
    matching(/^\d{3}-\d{2}-\d{5}$/, 'must be a 사업자등록번호 in the form 123-45-67890'),
  ),
  COMPANY_JOB_INFORMATION_NUMBER: optional(string()),
  // Text messages (sign-in codes, SMS answers, meeting notices) and e-mail outside the sandbox
  // (providers/delivery-settings.ts): without them those features answer 503, as the start-up says.
  SMS_PROVIDER: optional(oneOf(['solapi'] as const)),
  SMS_API_URL: httpUrl('https://api.solapi.com'),
  SOLAPI_API_KEY: optional(string()),
  SOLAPI_API_SECRET: optional(string()),
  SMS_SENDER_NUMBER: optional(
    coerce(checked<string>('sender number', isSenderNumber, SENDER_NUMBER_RULE), string(), senderNumberOf),
  ),
  SMS_TIMEOUT_MS: count(5_000, 500, 60_000),
  SMTP_URL: optional(checked<string>('smtp url', isSmtpUrl, SMTP_URL_RULE)),
  SMTP_HOST: optional(string()),
  SMTP_PORT: optional(wholeNumber(1, 65535)),
  SMTP_USER: optional(string()),
  SMTP_PASSWORD: optional(string()),
  SMTP_REQUIRE_TLS: defaulted(flag, true),
  SMTP_TLS_CA_FILE: optional(string()),
  SMTP_TIMEOUT_MS: count(10_000, 1_000, 120_000),
  MAIL_FROM: optional(checked<string>('mail from', isMailFrom, MAIL_FROM_RULE)),
  VAPID_PUBLIC_KEY: optional(string()),
  VAPID_PRIVATE_KEY: optional(string()),
  VAPID_SUBJECT: defaulted(pushContact, DEFAULT_VAPID_SUBJECT),
  PUSH_SERVICE_HOSTS: listOf(
    isPushServiceHostPattern,
    'must be comma-separated host names or *.suffix patterns of push services, e.g. push.example.com,*.push.example.net',
    (entry) => entry.toLowerCase(),
  ),
  PUSH_UNCHECKED_TEST_ORIGINS: listOf(
    (entry) => /^http:\/\/127\.0\.0\.1:\d{1,5}$/.test(entry),
    'is for tests only and takes http://127.0.0.1:<port> origins of a local push-service stand-in',
  ),
  APP_VERSION: optional(string()),
  npm_package_version: optional(string()),
});

/** The rules between variables, checked once each variable is valid on its own. */
const Configuration = refine(Variables, 'configuration', (vars) => {
  // A key kept in a shared database lets anyone who can read it mint sessions.
  if (vars.DATABASE_URL && !vars.JWT_SECRET) {
    return 'JWT_SECRET is required with DATABASE_URL (at least 32 characters, e.g. the output of openssl rand -base64 48)';
  }
  if (vars.METRICS_PORT !== undefined && vars.METRICS_PORT === vars.PORT) {
    return 'METRICS_PORT must differ from PORT: the metrics port is for the scraper, not for the public';
  }
  if (vars.KAKAO_CLIENT_SECRET && !vars.KAKAO_REST_API_KEY) {
    return 'KAKAO_CLIENT_SECRET is set but KAKAO_REST_API_KEY is not: set both, or neither';
  }
  const missing = S3_VARIABLES.filter((name) => !vars[name]);
  if (missing.length > 0 && missing.length < S3_VARIABLES.length) {
    return `${S3_VARIABLES.join(', ')} configure the S3-compatible file store together: set all five, or none (missing: ${missing.join(', ')})`;
  }
  const problem = fileStoreProblem(vars) ?? deliveryProblem(vars);
  if (problem) return problem;
  // Outside the sandbox a shared database is dumped and backed up: the keys it keeps are sealed.
  if (vars.DATABASE_URL && vars.SANDBOX !== true && !vars.SECRETS_KEY) {
    return (
      'SECRETS_KEY is required with DATABASE_URL outside the sandbox: it seals the keys the server keeps in the ' +
      'database (file links, sessions, push), so a dump or a backup cannot sign them (one or more 32-byte keys, ' +
      'e.g. the output of openssl rand -base64 32, the same on every replica)'
    );
  }
  if (Boolean(vars.VAPID_PUBLIC_KEY) !== Boolean(vars.VAPID_PRIVATE_KEY)) {
    return 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither (then a pair is generated and kept)';
  }
  const vapidKeys = vapidKeysOf(vars);
  const vapidProblem = vapidKeys && vapidKeysProblem(vapidKeys);
  return (
    !vapidProblem ||
    `VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY: ${vapidProblem} (e.g. the output of npx web-push generate-vapid-keys)`
  );
});

/**
 * With DATABASE_URL several replicas may run, and a file kept on one replica's disk is missing on
 * the others (an upload's ticket, bytes and claim land on different replicas): the S3 store, unless
 * the operator says exactly one runs.
 */
function fileStoreProblem(vars: Variables): string | undefined {
  if (vars.S3_SESSION_TOKEN && !vars.S3_ENDPOINT) {
    return `S3_SESSION_TOKEN is set but the S3 store is not: set ${S3_VARIABLES.join(', ')} too, or drop the token`;
  }
  if (vars.DATABASE_URL && !vars.S3_ENDPOINT && !vars.FILES_ON_DISK) {
    return (
      "uploaded files would be kept on this replica's disk, where other replicas sharing DATABASE_URL cannot read them: " +
      `configure the S3-compatible store (${S3_VARIABLES.join(', ')}), or set FILES_ON_DISK=single-replica if exactly one replica runs`
    );
  }
  return undefined;
}

type Variables = Infer<typeof Variables>;

const vapidKeysOf = (vars: Variables) =>
  vars.VAPID_PUBLIC_KEY && vars.VAPID_PRIVATE_KEY
    ? { publicKey: vars.VAPID_PUBLIC_KEY, privateKey: vars.VAPID_PRIVATE_KEY }
    : undefined;

/**
 * Sandbox mode publishes every one-time code and seeds accounts with a published password: it is
 * the default of the embedded demo database only. A real database (DATABASE_URL) gets it only when
 * SANDBOX=1 asks for it, whatever credentials are missing.
 */
function sandboxMode(vars: Variables, given: Source): { sandbox: boolean; sandboxReason: string } {
  if (vars.SANDBOX !== undefined) return { sandbox: vars.SANDBOX, sandboxReason: `SANDBOX=${given.SANDBOX}` };
  if (vars.DATABASE_URL) return { sandbox: false, sandboxReason: 'DATABASE_URL is set and SANDBOX=1 is not' };
  if (vars.CODEF_CLIENT_ID && vars.CODEF_CLIENT_SECRET) {
    return { sandbox: false, sandboxReason: 'CODEF credentials are configured' };
  }
  return { sandbox: true, sandboxReason: 'the embedded database without CODEF credentials' };
}

/** The variables given: empty or blank counts as unset; VAPID keys and subject are read trimmed. */
function givenVariables(source: Source): Source {
  const trimmed = new Set(['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT']);
  return Object.fromEntries(
    Object.entries(source)
      .map(([name, value]) => [name, trimmed.has(name) ? value?.trim() : value] as const)
      .filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
}

function validVariables(given: Source): Variables {
  try {
    return create(given, Configuration);
  } catch (error) {
    if (!(error instanceof StructError)) throw error;
    const [failure] = error.failures();
    throw new ConfigError(failure?.key ? `${failure.key} ${failure.message}` : (failure?.message ?? error.message));
  }
}

export function readEnv(source: Source = process.env, cwd = process.cwd()) {
  const given = givenVariables(source);
  const vars = validVariables(given);
  const dataDir = path.resolve(cwd, vars.DATA_DIR);
  const s3 = vars.S3_ENDPOINT
    ? {
        /** e.g. https://s3.ap-northeast-2.amazonaws.com or http://minio:9000; objects are addressed path-style. */
        endpoint: vars.S3_ENDPOINT,
        region: vars.S3_REGION as string,
        bucket: vars.S3_BUCKET as string,
        accessKeyId: vars.S3_ACCESS_KEY_ID as string,
        secretAccessKey: vars.S3_SECRET_ACCESS_KEY as string,
        /** With temporary credentials only. */
        ...(vars.S3_SESSION_TOKEN ? { sessionToken: vars.S3_SESSION_TOKEN } : {}),
      }
    : undefined;
  return {
    port: vars.PORT,
    host: vars.HOST,
    /** Where PGlite keeps its files (and uploads, by default). */
    dataDir,
    /** PostgreSQL instead of PGlite when set. */
    databaseUrl: vars.DATABASE_URL,
    /** Named prepared statements on PostgreSQL: only for a direct connection or a pooler in session mode. */
    databasePreparedStatements: vars.DATABASE_PREPARED_STATEMENTS,
    /** `sandbox`: identity providers are the sandbox of DESIGN.md §4; `sandboxReason`: why, for the start-up line. */
    ...sandboxMode(vars, given),
    /** In sandbox mode: seed the demo's offers, coffee chats and their figures on a fresh database. */
    sandboxDemoActivity: vars.SANDBOX_DEMO_ACTIVITY,
    /** HS256 key for access tokens; required with DATABASE_URL, generated and kept in PGlite otherwise. */
    jwtSecret: vars.JWT_SECRET,
    /** SECRETS_KEY: the key sealing app_secrets first, then older ones that still open it; none: kept in clear. */
    secretsKeys: vars.SECRETS_KEY ? (parseSecretsKeys(vars.SECRETS_KEY) ?? []) : [],
    accessTokenTtlSeconds: vars.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: vars.REFRESH_TOKEN_TTL_SECONDS,
    /** Absolute lifetime of a refresh-token family: past it the user signs in again. */
    refreshFamilyTtlSeconds: vars.REFRESH_FAMILY_TTL_SECONDS,
    /** The built PWA the server serves; absent in API-only tests (STATIC_DIR set empty). */
    staticDir: source.STATIC_DIR === '' ? undefined : path.resolve(cwd, vars.STATIC_DIR),
    /** The proxies in front (TRUST_PROXY): any means https behind them (HSTS); they tell the client's address. */
    trustProxy: vars.TRUST_PROXY,
    logLevel: vars.LOG_LEVEL,
    bodyLimitBytes: vars.BODY_LIMIT_BYTES,
    /** Extra origins the PWA may connect to: the Sentry ingest host, and the S3-compatible store the browser PUTs and GETs files at. */
    cspConnectSources: [
      ...(vars.VITE_SENTRY_DSN ? [new URL(vars.VITE_SENTRY_DSN).origin] : []),
      ...(s3 ? [new URL(s3.endpoint).origin] : []),
    ],
    /** Third-party script origins the pages may load (the messenger SDK, an analytics tag): CSP script-src and connect-src. */
    cspScriptSources: vars.THIRD_PARTY_SCRIPT_ORIGINS,
    /** One-time codes one phone may be sent per hour from one client address (send-limits.ts). */
    codeSendsPerHour: vars.CODE_SENDS_PER_HOUR,
    /** One-time codes one phone may be sent per hour from all addresses together; never below codeSendsPerHour by default. */
    codeSendsPerPhonePerHour: vars.CODE_SENDS_PER_PHONE_PER_HOUR ?? Math.max(20, vars.CODE_SENDS_PER_HOUR),
    /** One-time codes one client address may have sent per hour, whatever the phones. */
    codeSendsPerAddressPerHour: vars.CODE_SENDS_PER_ADDRESS_PER_HOUR,
    /** One-time codes sent per hour in all: the ceiling on what an attacker with many addresses can cost. */
    codeSendsTotalPerHour: vars.CODE_SENDS_TOTAL_PER_HOUR,
    /** Career verification requests (a paid provider call) one client address may start per hour. */
    verifyRequestsPerAddressPerHour: vars.VERIFY_REQUESTS_PER_ADDRESS_PER_HOUR,
    /** Career verification requests started per hour in all. */
    verifyRequestsTotalPerHour: vars.VERIFY_REQUESTS_TOTAL_PER_HOUR,
    /** Sign-ups (POST /v2/users) one client address may create per hour. */
    signupsPerAddressPerHour: vars.SIGNUPS_PER_ADDRESS_PER_HOUR,
    /** Failed console and partner sign-ins one account takes per hour from all addresses before refusing everyone. */
    loginFailuresPerAccountPerHour: vars.LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR,
    /** Inquiry rooms one candidate may open per KST day. */
    inquiriesPerDay: vars.INQUIRIES_PER_DAY,
    /** Messages one candidate may send per rolling hour, inquiries' first messages included. */
    messagesPerHour: vars.MESSAGES_PER_HOUR,
    /** Guest inquiries (/ask signed out) one phone or e-mail address may leave per rolling day. */
    guestInquiriesPerContactPerDay: vars.GUEST_INQUIRIES_PER_CONTACT_PER_DAY,
    /** Guest inquiries one client address may send per rolling hour, whatever the contacts. */
    guestInquiriesPerAddressPerHour: vars.GUEST_INQUIRIES_PER_ADDRESS_PER_HOUR,
    /** Guest inquiries received per rolling hour in all. */
    guestInquiriesTotalPerHour: vars.GUEST_INQUIRIES_TOTAL_PER_HOUR,
    /** Career (and tax) lookups one phone may start per KST day; past it 412. */
    careerLookupsPerDay: vars.CAREER_LOOKUPS_PER_DAY,
    /** Membership checks (GET /users/exist) one client IP may make per hour; past it 429. */
    existChecksPerHour: vars.EXIST_CHECKS_PER_HOUR,
    /** The CODEF identity provider, used when sandbox mode is off. */
    codef: {
      /** Product API base, e.g. https://api.codef.io (development: https://development.codef.io). */
      apiUrl: vars.CODEF_API_URL,
      /** OAuth token endpoint (client credentials). */
      tokenUrl: vars.CODEF_TOKEN_URL,
      clientId: vars.CODEF_CLIENT_ID,
      clientSecret: vars.CODEF_CLIENT_SECRET,
      /** Per HTTP call: a simple-auth completion can take tens of seconds at the agency. */
      timeoutMs: vars.CODEF_TIMEOUT_MS,
    },
    /** Messenger (Kakao) login, used when sandbox mode is off. */
    kakao: {
      /** The app's REST API key (the OAuth client_id); without it the messenger login answers 503. */
      restApiKey: vars.KAKAO_REST_API_KEY,
      /** Sent with the token request when the app has client-secret checking on. */
      clientSecret: vars.KAKAO_CLIENT_SECRET,
      /** Authorization server: /oauth/authorize and /oauth/token. */
      authUrl: vars.KAKAO_AUTH_URL,
      /** API server: /v2/user/me. */
      apiUrl: vars.KAKAO_API_URL,
    },
    /** Origins a login may return to besides the request's own; undefined allows any http://localhost:* and http://127.0.0.1:* (development). */
    publicOrigins: vars.PUBLIC_ORIGINS,
    /** Messenger sign-in attempts one client IP may make per hour; past it 429. */
    loginAttemptsPerHour: vars.LOGIN_ATTEMPTS_PER_HOUR,
    /** Where uploaded files are kept when no S3-compatible store is configured (DATA_DIR/files by default). */
    filesDir: vars.FILES_DIR ? path.resolve(cwd, vars.FILES_DIR) : path.join(dataDir, 'files'),
    /** An S3-compatible store for uploaded files instead of the disk, when configured. */
    s3,
    /** Our blog (https origin and path, no trailing slash): seeded posts' paths are resolved against it. */
    blogUrl: vars.BLOG_URL,
    /** The footer's 대표, 사업자등록번호 and 직업정보제공사업 신고번호; unset ones are not shown (samples in the sandbox). */
    companyDetails: {
      representative: vars.COMPANY_REPRESENTATIVE,
      registrationNumber: vars.COMPANY_REGISTRATION_NUMBER,
      jobInformationNumber: vars.COMPANY_JOB_INFORMATION_NUMBER,
    },
    /** Text messages through SOLAPI when SMS_PROVIDER is set; otherwise the sandbox inbox, or none (503). */
    sms: smsSettingsOf(vars),
    /** E-mail through an SMTP relay when SMTP_URL or SMTP_HOST is set; otherwise the sandbox inbox, or none (503). */
    smtp: smtpSettingsOf(vars),
    /** Web push: VAPID keys (generated and kept in the database when unset) and our contact for push services. */
    push: {
      vapidKeys: vapidKeysOf(vars),
      /** A mailto: or https: contact a push service may use when our pushes misbehave. */
      subject: vars.VAPID_SUBJECT,
      /** The known push services plus PUSH_SERVICE_HOSTS. */
      serviceHosts: [...KNOWN_PUSH_SERVICE_HOSTS, ...vars.PUSH_SERVICE_HOSTS],
      /** Only ever a local push-service stand-in's origin. */
      uncheckedTestOrigins: vars.PUSH_UNCHECKED_TEST_ORIGINS,
    },
    /** SIGTERM: readiness 503 at once, served `drainMs` more, then in-flight requests get `graceMs` to finish. */
    shutdown: { drainMs: vars.SHUTDOWN_DRAIN_MS, graceMs: vars.SHUTDOWN_GRACE_MS },
    monitoring: {
      /** Server errors answered 500 go there, scrubbed; nothing is loaded without it. */
      sentryDsn: vars.SENTRY_DSN,
      /** /metrics on PORT needs it as a bearer token; without it (and without METRICS_PORT) there is no /metrics. */
      metricsToken: vars.METRICS_TOKEN,
      /** /metrics on this port of its own (on HOST), METRICS_TOKEN still asked for when set. */
      metricsPort: vars.METRICS_PORT,
    },
    /** Pushes wait from 22:00 to 08:00 KST (domain/quiet-hours.ts) unless PUSH_QUIET_HOURS=0. */
    pushQuietHours: vars.PUSH_QUIET_HOURS,
    /** APP_VERSION, else the build's BUILD_ID (dist-server/build.json), else the package's version. */
    version: vars.APP_VERSION || buildInfo()?.buildId || vars.npm_package_version || 'dev',
  };
}

export type Env = ReturnType<typeof readEnv>;
export type CodefSettings = Env['codef'];
export type KakaoSettings = Env['kakao'];
export type S3Settings = NonNullable<Env['s3']>;
