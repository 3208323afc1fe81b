import type { AccessClaims, AccessTokens } from './auth/access-token';
import type { RefreshTokens } from './auth/refresh-tokens';
import type { Database } from './db/client';
import type { DatabaseOutage } from './db/database-outage';
import type { CareerVerification } from './domain/career-verification';
import type { OAuthCodes } from './domain/oauth-codes';
import type { OneTimeCodes } from './domain/one-time-codes';
import type { PushDelivery } from './domain/push-delivery';
import type { RateLimits } from './domain/rate-limits';
import type { TaxVerification } from './domain/tax-verification';
import type { Env } from './env';
import type { Logger } from './logger';
import type { ErrorReports } from './monitoring/error-reports';
import type { Metrics } from './monitoring/metrics';
import type { Readiness } from './monitoring/readiness';
import type { EmailSender } from './providers/email-sender';
import type { FileStorage } from './providers/file-storage';
import type { IdentityProvider } from './providers/identity-provider';
import type { KakaoOAuth } from './providers/kakao-oauth';
import type { MessageSender } from './providers/message-sender';
import type { Notifier } from './providers/notifier';

/** Everything a route needs, built once by createApp and passed down explicitly. */
export interface AppDeps {
  env: Env;
  db: Database;
  databaseKind: 'pglite' | 'postgres';
  /** Whether the database is away right now, logged once per outage (db/database-outage.ts). */
  databaseOutage: DatabaseOutage;
  logger: Logger;
  now: () => Date;
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokens;
  oneTimeCodes: OneTimeCodes;
  messageSender: MessageSender;
  /** E-mails (answers to guest inquiries): the sandbox inbox, or unconfigured (fails) outside the sandbox. */
  emailSender: EmailSender;
  /** Career, health-salary and tax lookups: the sandbox, or CODEF when sandbox mode is off. */
  identityProvider: IdentityProvider;
  rateLimits: RateLimits;
  careerVerification: CareerVerification;
  taxVerification: TaxVerification;
  /** Messenger (Kakao) login: the sandbox consent screen, Kakao itself, or unconfigured (503). */
  kakaoOAuth: KakaoOAuth;
  /** Codes the sandbox consent screen issues. */
  oauthCodes: OAuthCodes;
  /** Tells candidates about offers and messages: recorded, and in the sandbox inbox while sandbox mode is on. */
  notifier: Notifier;
  /** Web push to the candidate's subscribed browsers (the notifier uses it); its VAPID public key. */
  push: PushDelivery;
  /** Uploaded files' bytes: the local disk (default) or an S3-compatible store when S3_* is configured. */
  fileStorage: FileStorage;
  /** Whether this process takes new work: false once a shutdown began (GET /api/health/ready). */
  readiness: Readiness;
  /** This process's Prometheus metrics (GET /metrics). */
  metrics: Metrics;
  /** Errors answered 500, to Sentry when SENTRY_DSN is set. */
  errorReports: ErrorReports;
}

/** CSP sources of a page's inline <style> and <script> blocks. */
export interface InlineSources {
  styles: string[];
  scripts: string[];
}

export interface AppEnv {
  Variables: {
    requestId: string;
    session: AccessClaims;
    /** CSP sources (`'sha256-…'`) of the inline blocks in the page being served (the prerendered landing). */
    inlineSources?: InlineSources;
  };
}
