/** Sign-in sessions and the keys at rest: the token key, the sealing key and the tokens' lifetimes. */
import { define, type Infer, optional, refine, string, type } from 'superstruct';
import { parseSecretsKeys, SECRETS_KEY_RULE } from '../secret-sealing';
import { count } from './variable-types';

export const SessionVariables = type({
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
});
type SessionVariables = Infer<typeof SessionVariables>;

/** What the keys' rules look at besides them: a shared database, and whether it is the sandbox's. */
interface KeyRuleVariables extends SessionVariables {
  DATABASE_URL?: string | undefined;
  SANDBOX?: boolean | undefined;
}

/** A key kept in a shared database lets anyone who can read it mint sessions. */
export function tokenKeyProblem(vars: KeyRuleVariables): string | undefined {
  if (vars.DATABASE_URL && !vars.JWT_SECRET) {
    return 'JWT_SECRET is required with DATABASE_URL (at least 32 characters, e.g. the output of openssl rand -base64 48)';
  }
  return undefined;
}

/** Outside the sandbox a shared database is dumped and backed up: the keys it keeps are sealed. */
export function sealingKeyProblem(vars: KeyRuleVariables): string | undefined {
  if (vars.DATABASE_URL && vars.SANDBOX !== true && !vars.SECRETS_KEY) {
    return (
      'SECRETS_KEY is required with DATABASE_URL outside the sandbox: it seals the keys the server keeps in the ' +
      'database (file links, sessions, push), so a dump or a backup cannot sign them (one or more 32-byte keys, ' +
      'e.g. the output of openssl rand -base64 32, the same on every replica)'
    );
  }
  return undefined;
}

export function sessionSettingsOf(vars: SessionVariables) {
  return {
    /** HS256 key for access tokens; required with DATABASE_URL, generated and kept in PGlite otherwise. */
    jwtSecret: vars.JWT_SECRET,
    /** SECRETS_KEY: the key sealing app_secrets first, then older ones that still open it; none: kept in clear. */
    secretsKeys: vars.SECRETS_KEY ? (parseSecretsKeys(vars.SECRETS_KEY) ?? []) : [],
    accessTokenTtlSeconds: vars.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: vars.REFRESH_TOKEN_TTL_SECONDS,
    /** Absolute lifetime of a refresh-token family: past it the user signs in again. */
    refreshFamilyTtlSeconds: vars.REFRESH_FAMILY_TTL_SECONDS,
  };
}
