/**
 * Configuration, read once at boot. Anything wrong stops the process with a message that says
 * which variable and why, instead of failing later in a request.
 *
 * Each area of env/ holds its variables as a superstruct schema (each one's default, its coercion
 * from the string the environment holds, and its rule), the rules between them, and the settings
 * it shapes from them. Here the areas are put together: `readEnv` checks them all, then the rules
 * between variables, and `Env` is inferred from what it returns, so there is no interface to keep
 * in step.
 */
import { create, type Infer, refine, StructError, type } from 'superstruct';
import { AbuseLimitVariables, abuseLimitsOf } from './env/abuse-limits';
import { DatabaseVariables, databaseSettingsOf } from './env/database';
import { DeliveryVariables, deliverySettingsOf } from './env/delivery';
import { FileStorageVariables, fileStorageOf, fileStoreProblem, s3StoreProblem } from './env/file-storage';
import { HttpVariables, httpSettingsOf } from './env/http';
import { IdentityProviderVariables, identityProvidersOf, kakaoProblem } from './env/identity-providers';
import { MarketingVariables, marketingSettingsOf } from './env/marketing';
import { MonitoringVariables, metricsPortProblem, monitoringSettingsOf } from './env/monitoring';
import { PUSH_VARIABLES_READ_TRIMMED, PushVariables, pushSettingsOf, vapidProblem } from './env/push';
import { SandboxVariables, sandboxSettingsOf } from './env/sandbox';
import { SessionVariables, sealingKeyProblem, sessionSettingsOf, tokenKeyProblem } from './env/sessions';
import { deliveryProblem } from './providers/delivery-settings';

export class ConfigError extends Error {}

type Source = Record<string, string | undefined>;

/** Every variable the server reads, area by area, in the order their problems are reported. Empty counts as unset. */
const Variables = type({
  ...HttpVariables.schema,
  ...DatabaseVariables.schema,
  ...SandboxVariables.schema,
  ...SessionVariables.schema,
  ...MonitoringVariables.schema,
  ...AbuseLimitVariables.schema,
  ...IdentityProviderVariables.schema,
  ...FileStorageVariables.schema,
  ...MarketingVariables.schema,
  ...DeliveryVariables.schema,
  ...PushVariables.schema,
});
type Variables = Infer<typeof Variables>;

/** The rules between variables, checked once each variable is valid on its own; the first broken one is reported. */
const Configuration = refine(
  Variables,
  'configuration',
  (vars) =>
    tokenKeyProblem(vars) ??
    metricsPortProblem(vars) ??
    kakaoProblem(vars) ??
    s3StoreProblem(vars) ??
    fileStoreProblem(vars) ??
    deliveryProblem(vars) ??
    sealingKeyProblem(vars) ??
    vapidProblem(vars) ??
    true,
);

/** The variables given: empty or blank counts as unset; VAPID keys and subject are read trimmed. */
function givenVariables(source: Source): Source {
  const trimmed = new Set(PUSH_VARIABLES_READ_TRIMMED);
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
  const database = databaseSettingsOf(vars, cwd);
  const fileStorage = fileStorageOf(vars, database.dataDir, cwd);
  return {
    ...httpSettingsOf(vars, source, cwd),
    ...database,
    ...sandboxSettingsOf(vars, given),
    ...sessionSettingsOf(vars),
    ...monitoringSettingsOf(vars),
    /** Extra origins the PWA may connect to: the Sentry ingest host, and the S3-compatible store the browser PUTs and GETs files at. */
    cspConnectSources: [
      ...(vars.VITE_SENTRY_DSN ? [new URL(vars.VITE_SENTRY_DSN).origin] : []),
      ...(fileStorage.s3 ? [new URL(fileStorage.s3.endpoint).origin] : []),
    ],
    ...abuseLimitsOf(vars),
    ...identityProvidersOf(vars),
    ...fileStorage,
    ...marketingSettingsOf(vars),
    ...deliverySettingsOf(vars),
    ...pushSettingsOf(vars),
  };
}

export type Env = ReturnType<typeof readEnv>;
export type CodefSettings = Env['codef'];
export type KakaoSettings = Env['kakao'];
export type S3Settings = NonNullable<Env['s3']>;
