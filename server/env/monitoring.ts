/** Watching the server: its log level, error reports (Sentry), /metrics, and the version it reports. */
import { defaulted, type Infer, optional, refine, string, type } from 'superstruct';
import { buildInfo } from '../build-info';
import { matching, oneOf, urlOf, wholeNumber } from './variable-types';

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;

export const MonitoringVariables = type({
  LOG_LEVEL: defaulted(oneOf(LOG_LEVELS), 'info'),
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
  APP_VERSION: optional(string()),
  npm_package_version: optional(string()),
});
type MonitoringVariables = Infer<typeof MonitoringVariables>;

export function metricsPortProblem(vars: MonitoringVariables & { PORT: number }): string | undefined {
  if (vars.METRICS_PORT !== undefined && vars.METRICS_PORT === vars.PORT) {
    return 'METRICS_PORT must differ from PORT: the metrics port is for the scraper, not for the public';
  }
  return undefined;
}

export function monitoringSettingsOf(vars: MonitoringVariables) {
  return {
    logLevel: vars.LOG_LEVEL,
    monitoring: {
      /** Server errors answered 500 go there, scrubbed; nothing is loaded without it. */
      sentryDsn: vars.SENTRY_DSN,
      /** /metrics on PORT needs it as a bearer token; without it (and without METRICS_PORT) there is no /metrics. */
      metricsToken: vars.METRICS_TOKEN,
      /** /metrics on this port of its own (on HOST), METRICS_TOKEN still asked for when set. */
      metricsPort: vars.METRICS_PORT,
    },
    /** APP_VERSION, else the build's BUILD_ID (dist-server/build.json), else the package's version. */
    version: vars.APP_VERSION || buildInfo()?.buildId || vars.npm_package_version || 'dev',
  };
}
