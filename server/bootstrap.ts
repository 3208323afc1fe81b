/** Wires configuration, database, secrets and services into AppDeps — for the server and tests alike. */
import path from 'node:path';
import type { AppDeps } from './app-deps';
import { createAccessTokens } from './auth/access-token';
import { createRefreshTokens } from './auth/refresh-tokens';
import { backfillCompanyKeys, backfillFirstSubmits } from './db/backfill';
import { type DatabaseHandle, openDatabase } from './db/client';
import { leftoverDemoAccounts, seed } from './db/seed';
import { createCareerVerification } from './domain/career-verification';
import { createOAuthCodes, type OAuthCodes } from './domain/oauth-codes';
import { createOneTimeCodes } from './domain/one-time-codes';
import { createRateLimits } from './domain/rate-limits';
import { createTaxVerification } from './domain/tax-verification';
import { createTwoWaySessions } from './domain/two-way-sessions';
import type { Env } from './env';
import type { Logger } from './logger';
import { createCodefClient } from './providers/codef-client';
import { createCodefIdentityProvider } from './providers/codef-identity-provider';
import { createDiskFileStorage } from './providers/disk-file-storage';
import type { FileStorage } from './providers/file-storage';
import type { IdentityProvider } from './providers/identity-provider';
import { createKakaoOAuth, type KakaoOAuth, unconfiguredKakaoOAuth } from './providers/kakao-oauth';
import { createSandboxMessageSender, unconfiguredMessageSender } from './providers/message-sender';
import { createDatabaseNotifier } from './providers/notifier';
import { createPushDelivery } from './providers/push-delivery';
import { createS3FileStorage } from './providers/s3-file-storage';
import { createSandboxIdentityProvider } from './providers/sandbox-identity-provider';
import { createSandboxKakaoOAuth } from './providers/sandbox-kakao-oauth';
import { createVapidSigner } from './providers/vapid';
import { createWebPushClient } from './providers/web-push';
import { loadOrCreateSecret, loadVapidKeys, randomSecret } from './secrets';

export interface Booted {
  deps: AppDeps;
  database: DatabaseHandle;
}

export async function boot(
  env: Env,
  logger: Logger,
  /** `database`: one already open, shared with another app (a second replica in tests). */
  options: { now?: () => Date; pgliteDir?: string; database?: DatabaseHandle } = {},
): Promise<Booted> {
  const now = options.now ?? (() => new Date());
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: env.databaseUrl,
      pgliteDir: options.pgliteDir ?? path.join(env.dataDir, 'pglite'),
      onConnectionError: (error) => logger.warn('database connection lost', { error: error.name }),
    }));
  const { db } = database;
  const backfilled = await backfillCompanyKeys(db);
  if (backfilled > 0) logger.info('company keys filled in', { careers: backfilled });
  const firstSubmits = await backfillFirstSubmits(db);
  if (firstSubmits > 0) logger.info('first submits filled in', { candidates: firstSubmits });
  // Demo people and accounts (with a published password) exist only in sandbox mode.
  await seed(db, { demo: env.sandbox });
  if (!env.sandbox) {
    const leftovers = await leftoverDemoAccounts(db);
    if (leftovers.length > 0) {
      logger.warn('demo console accounts with the published password exist outside sandbox mode: delete them', {
        accounts: leftovers,
      });
    }
  }

  const jwtSecret = env.jwtSecret ?? (await loadOrCreateSecret(db, 'jwt', randomSecret));
  const refreshSecret = await loadOrCreateSecret(db, 'refresh-token-hmac', randomSecret);
  const codeSecret = await loadOrCreateSecret(db, 'one-time-code-hmac', randomSecret);
  const fileStorage: FileStorage = env.s3
    ? createS3FileStorage(env.s3, now)
    : createDiskFileStorage({
        root: env.filesDir,
        secret: await loadOrCreateSecret(db, 'file-url-hmac', randomSecret),
        now,
      });

  const messageSender = env.sandbox ? createSandboxMessageSender(db, logger) : unconfiguredMessageSender;
  const identityProvider: IdentityProvider = env.sandbox
    ? createSandboxIdentityProvider({ now, messageSender })
    : createCodefIdentityProvider(createCodefClient(env.codef, now), logger);
  const rateLimits = createRateLimits(db, now);
  const oauthCodes = createOAuthCodes(db, now);
  const kakaoOAuth = chooseKakaoOAuth(env, logger, oauthCodes);
  const push = createPushDelivery({
    db,
    logger,
    now,
    client: createWebPushClient({
      signer: createVapidSigner(env.push.vapidKeys ?? (await loadVapidKeys(db))),
      subject: env.push.subject,
      now,
    }),
  });
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
    logger,
    now,
    accessTokens: createAccessTokens(jwtSecret, env.accessTokenTtlSeconds, now),
    refreshTokens: createRefreshTokens(db, {
      secret: refreshSecret,
      ttlSeconds: env.refreshTokenTtlSeconds,
      familyTtlSeconds: env.refreshFamilyTtlSeconds,
      now,
    }),
    oneTimeCodes: createOneTimeCodes(db, codeSecret, now, env.codeSendsPerHour),
    messageSender,
    identityProvider,
    rateLimits,
    careerVerification: createCareerVerification(lookups),
    taxVerification: createTaxVerification(lookups),
    kakaoOAuth,
    oauthCodes,
    notifier: createDatabaseNotifier(db, { sandbox: env.sandbox, push }),
    push,
    fileStorage,
  };
  return { deps, database };
}

function chooseKakaoOAuth(env: Env, logger: Logger, oauthCodes: OAuthCodes): KakaoOAuth {
  if (env.sandbox) return createSandboxKakaoOAuth(oauthCodes);
  const { restApiKey } = env.kakao;
  if (restApiKey) return createKakaoOAuth({ ...env.kakao, restApiKey }, logger);
  logger.warn('KAKAO_REST_API_KEY is not set: the messenger login answers 503 outside the sandbox');
  return unconfiguredKakaoOAuth;
}
