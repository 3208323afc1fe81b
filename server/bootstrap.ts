/** Wires configuration, database, secrets and services into AppDeps — for the server and tests alike. */
import path from 'node:path';
import type { AppDeps } from './app-deps';
import { createAccessTokens } from './auth/access-token';
import { createRefreshTokens } from './auth/refresh-tokens';
import { backfillCompanyKeys, backfillFirstSubmits } from './db/backfill';
import { type DatabaseHandle, openDatabase } from './db/client';
import { createDatabaseOutage, type DatabaseOutage } from './db/database-outage';
import { publishRelease } from './db/release-assets';
import { seed } from './db/seed';
import { createCareerVerification } from './domain/career-verification';
import { disableDemoAccounts } from './domain/demo-accounts';
import { createOAuthCodes, type OAuthCodes } from './domain/oauth-codes';
import { createOneTimeCodes } from './domain/one-time-codes';
import { createPushDelivery } from './domain/push-delivery';
import { createRateLimits } from './domain/rate-limits';
import { createTaxVerification } from './domain/tax-verification';
import { createTwoWaySessions } from './domain/two-way-sessions';
import type { Env } from './env';
import { countWaiting } from './features/messages/waiting-count';
import type { Logger } from './logger';
import { createErrorReports } from './monitoring/error-reports';
import { createMetrics } from './monitoring/metrics';
import { createReadiness } from './monitoring/readiness';
import { createCodefClient } from './providers/codef-client';
import { createCodefIdentityProvider } from './providers/codef-identity-provider';
import { chooseDeliveryChannels } from './providers/delivery-channels';
import { createDiskFileStorage } from './providers/disk-file-storage';
import type { FileStorage } from './providers/file-storage';
import type { IdentityProvider } from './providers/identity-provider';
import { createKakaoOAuth, type KakaoOAuth, unconfiguredKakaoOAuth } from './providers/kakao-oauth';
import { createDatabaseNotifier } from './providers/notifier';
import { createS3FileStorage } from './providers/s3-file-storage';
import { createSandboxIdentityProvider } from './providers/sandbox-identity-provider';
import { createSandboxKakaoOAuth } from './providers/sandbox-kakao-oauth';
import { unconfiguredIdentityProvider } from './providers/unconfigured-identity-provider';
import { createVapidSigner } from './providers/vapid';
import { createWebPushClient } from './providers/web-push';
import { loadOrCreateSecret, loadVapidKeys, randomSecret, readSecret } from './secrets';

export interface Booted {
  deps: AppDeps;
  database: DatabaseHandle;
}

export async function boot(
  env: Env,
  logger: Logger,
  /** `database`: one already open, shared with another app (a second replica in tests). */
  options: { now?: () => Date; pgliteDir?: string; pgliteTemplate?: Blob; database?: DatabaseHandle } = {},
): Promise<Booted> {
  const now = options.now ?? (() => new Date());
  const databaseOutage = createDatabaseOutage(logger);
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: env.databaseUrl,
      pgliteDir: options.pgliteDir ?? path.join(env.dataDir, 'pglite'),
      pgliteTemplate: options.pgliteTemplate,
      // A lost connection begins (or is part of) an outage, logged once; a new one may end it.
      onConnectionError: (error) => {
        if (!databaseOutage.failed(error)) logger.warn('database connection lost', { error: error.name });
      },
      onConnected: () => databaseOutage.reachable(),
      onStartLockWait: () => logger.info('waiting for another replica to finish its start (database start lock)'),
      preparedStatements: env.databasePreparedStatements,
    }));
  // Replicas starting together take turns for the writes of a start (backfills, seed, secrets,
  // demo accounts disabled): one at a time, under the database's start lock (db/start-lock.ts).
  const deps = await database.underStartLock(() => wire(env, logger, now, database, databaseOutage));
  // This release's hashed assets, for its pages still open when the next release replaces it while
  // replicas of both run side by side. PGlite is one process: no other release ever runs beside it.
  if (env.staticDir && database.kind === 'postgres') await publishRelease(deps, env.staticDir);
  return { deps, database };
}

/** AppDeps over an open database, with the start-time writes they need. */
async function wire(
  env: Env,
  logger: Logger,
  now: () => Date,
  database: DatabaseHandle,
  databaseOutage: DatabaseOutage,
): Promise<AppDeps> {
  const { db } = database;
  const backfilled = await backfillCompanyKeys(db);
  if (backfilled > 0) logger.info('company keys filled in', { careers: backfilled });
  const firstSubmits = await backfillFirstSubmits(db);
  if (firstSubmits > 0) logger.info('first submits filled in', { candidates: firstSubmits });
  // Demo people and accounts (with a published password) exist only in sandbox mode.
  await seed(db, { demo: env.sandbox, activityAt: env.sandbox && env.sandboxDemoActivity ? now() : undefined });
  if (env.sandbox) await loadOrCreateSecret(db, SANDBOX_USED_MARK, () => now().toISOString());

  // Sealed at rest with SECRETS_KEY when it is set (secret-sealing.ts).
  const sealing = env.secretsKeys;
  if (env.databaseUrl && sealing.length === 0) {
    logger.warn('SECRETS_KEY is not set: the keys in app_secrets are stored in clear in the database');
  }
  const jwtSecret = env.jwtSecret ?? (await loadOrCreateSecret(db, 'jwt', randomSecret, sealing));
  const refreshSecret = await loadOrCreateSecret(db, 'refresh-token-hmac', randomSecret, sealing);
  const codeSecret = await loadOrCreateSecret(db, 'one-time-code-hmac', randomSecret, sealing);
  const fileStorage: FileStorage = env.s3
    ? createS3FileStorage(env.s3, now)
    : createDiskFileStorage({
        root: env.filesDir,
        secret: await loadOrCreateSecret(db, 'file-url-hmac', randomSecret, sealing),
        now,
      });

  const { messageSender, emailSender } = await chooseDeliveryChannels(env, db, logger);
  const identityProvider = chooseIdentityProvider(env, logger, now, messageSender);
  const rateLimits = createRateLimits(db, now);
  const oauthCodes = createOAuthCodes(db, now);
  const kakaoOAuth = chooseKakaoOAuth(env, logger, oauthCodes);
  const metrics = createMetrics({ db, now });
  const push = createPushDelivery({
    db,
    logger,
    now,
    onSettled: (outcome) => metrics.pushSettled(outcome),
    countWaiting: (candidateId, at) => countWaiting(db, candidateId, at),
    client: createWebPushClient({
      signer: createVapidSigner(env.push.vapidKeys ?? (await loadVapidKeys(db, sealing))),
      subject: env.push.subject,
      now,
      policy: env.push,
    }),
  });
  if (env.push.uncheckedTestOrigins.length > 0) {
    logger.warn('PUSH_UNCHECKED_TEST_ORIGINS is set: pushes to these origins skip every endpoint check (tests only)', {
      origins: env.push.uncheckedTestOrigins,
    });
  }
  const lookups = {
    db,
    now,
    provider: identityProvider,
    sessions: createTwoWaySessions(db, now),
    rateLimits,
    lookupsPerDay: env.careerLookupsPerDay,
  };

  const deps: AppDeps = {
    env,
    db,
    databaseKind: database.kind,
    databaseOutage,
    logger,
    now,
    accessTokens: createAccessTokens(jwtSecret, env.accessTokenTtlSeconds, now),
    refreshTokens: createRefreshTokens(db, {
      secret: refreshSecret,
      ttlSeconds: env.refreshTokenTtlSeconds,
      familyTtlSeconds: env.refreshFamilyTtlSeconds,
      now,
    }),
    oneTimeCodes: createOneTimeCodes(db, codeSecret, now),
    messageSender,
    emailSender,
    identityProvider,
    rateLimits,
    careerVerification: createCareerVerification({ ...lookups, env }),
    taxVerification: createTaxVerification(lookups),
    kakaoOAuth,
    oauthCodes,
    notifier: createDatabaseNotifier(db, {
      sandbox: env.sandbox,
      push,
      now,
      quietHours: env.pushQuietHours,
      sms: { sender: messageSender },
    }),
    push,
    fileStorage,
    readiness: createReadiness(),
    metrics,
    errorReports: createErrorReports({
      dsn: env.monitoring.sentryDsn,
      release: env.version,
      environment: env.sandbox ? 'sandbox' : 'production',
      logger,
    }),
  };
  await announceMode(deps, identityProvider);
  return deps;
}

/** Marks a database a sandbox server used: its sign-ups were verified by the sandbox, not by anyone real. */
const SANDBOX_USED_MARK = 'sandbox-used-at';

/**
 * One loud line says which mode runs and why. Outside the sandbox the demo accounts are disabled
 * first: a database a sandbox server once used still holds them, with the README's password.
 */
async function announceMode(deps: AppDeps, identityProvider: IdentityProvider) {
  const { env, logger } = deps;
  if (env.sandbox) {
    logger.warn(
      'SANDBOX MODE: lookups are simulated, one-time codes are public at /api/sandbox/inbox, demo accounts use the published password',
      {
        why: env.sandboxReason,
        database: deps.databaseKind,
      },
    );
    return;
  }
  const disabled = await disableDemoAccounts(deps);
  const sandboxUsedAt = await readSecret(deps.db, SANDBOX_USED_MARK);
  logger.info('sandbox mode off', { why: env.sandboxReason, identityProvider: identityProvider.name });
  if (disabled.consoleAccounts + disabled.partners + disabled.candidates > 0) {
    logger.warn('demo accounts of an earlier sandbox run disabled', { ...disabled });
  }
  if (sandboxUsedAt) {
    logger.warn('a sandbox server used this database before: sign-ups of that time were verified by the sandbox', {
      since: sandboxUsedAt,
    });
  }
  if (identityProvider.name === 'unconfigured') {
    logger.warn('CODEF credentials are not set: career, salary and tax lookups answer 419 (maintenance)');
  }
}

function chooseIdentityProvider(
  env: Env,
  logger: Logger,
  now: () => Date,
  messageSender: AppDeps['messageSender'],
): IdentityProvider {
  if (env.sandbox) return createSandboxIdentityProvider({ now, messageSender });
  if (!env.codef.clientId || !env.codef.clientSecret) return unconfiguredIdentityProvider;
  return createCodefIdentityProvider(createCodefClient(env.codef, now), logger);
}

function chooseKakaoOAuth(env: Env, logger: Logger, oauthCodes: OAuthCodes): KakaoOAuth {
  if (env.sandbox) return createSandboxKakaoOAuth(oauthCodes);
  const { restApiKey } = env.kakao;
  if (restApiKey) return createKakaoOAuth({ ...env.kakao, restApiKey }, logger);
  logger.warn('KAKAO_REST_API_KEY is not set: the messenger login answers 503 outside the sandbox');
  return unconfiguredKakaoOAuth;
}
