import type { AccessClaims, AccessTokens } from './auth/access-token';
import type { RefreshTokens } from './auth/refresh-tokens';
import type { Database } from './db/client';
import type { OneTimeCodes } from './domain/one-time-codes';
import type { Env } from './env';
import type { Logger } from './logger';
import type { MessageSender } from './providers/message-sender';

/** Everything a route needs, built once by createApp and passed down explicitly. */
export interface AppDeps {
  env: Env;
  db: Database;
  databaseKind: 'pglite' | 'postgres';
  logger: Logger;
  now: () => Date;
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokens;
  oneTimeCodes: OneTimeCodes;
  messageSender: MessageSender;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    session: AccessClaims;
  };
}
