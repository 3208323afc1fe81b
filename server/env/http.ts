/** The HTTP server: where it listens, what it serves, the proxies in front, its limits and its shutdown. */
import path from 'node:path';
import { coerce, defaulted, type Infer, optional, string, type } from 'superstruct';
import { NO_PROXY, parseTrustedProxies, TRUST_PROXY_RULE, type TrustedProxies } from '../trusted-proxies';
import { checked, count, originList } from './variable-types';

/** TRUST_PROXY: a number of hops, or the proxies' address ranges (trusted-proxies.ts). */
const trustedProxies = coerce(
  checked<TrustedProxies>('trusted proxies', (value) => typeof value === 'object' && value !== null, TRUST_PROXY_RULE),
  string(),
  (raw) => parseTrustedProxies(raw) ?? raw,
);

export const HttpVariables = type({
  PORT: count(8080, 0, 65535),
  HOST: defaulted(string(), '0.0.0.0'),
  STATIC_DIR: defaulted(string(), 'dist'),
  TRUST_PROXY: defaulted(trustedProxies, NO_PROXY),
  BODY_LIMIT_BYTES: count(1024 * 1024, 1024, 50 * 1024 * 1024),
  // Graceful shutdown (http/graceful-shutdown.ts): still serving while the balancer notices, then in-flight requests' time.
  SHUTDOWN_DRAIN_MS: count(5_000, 0, 120_000),
  SHUTDOWN_GRACE_MS: count(25_000, 1_000, 600_000),
  THIRD_PARTY_SCRIPT_ORIGINS: defaulted(originList('https://t1.kakaocdn.net'), []),
  PUBLIC_ORIGINS: optional(originList('https://boltx.example')),
});
type HttpVariables = Infer<typeof HttpVariables>;

/** `source`: the variables as given, where an empty STATIC_DIR still means something. */
export function httpSettingsOf(vars: HttpVariables, source: Record<string, string | undefined>, cwd: string) {
  return {
    port: vars.PORT,
    host: vars.HOST,
    /** The built PWA the server serves; absent in API-only tests (STATIC_DIR set empty). */
    staticDir: source.STATIC_DIR === '' ? undefined : path.resolve(cwd, vars.STATIC_DIR),
    /** The proxies in front (TRUST_PROXY): any means https behind them (HSTS); they tell the client's address. */
    trustProxy: vars.TRUST_PROXY,
    bodyLimitBytes: vars.BODY_LIMIT_BYTES,
    /** Third-party script origins the pages may load (the messenger SDK, an analytics tag): CSP script-src and connect-src. */
    cspScriptSources: vars.THIRD_PARTY_SCRIPT_ORIGINS,
    /** Origins a login may return to besides the request's own; undefined allows any http://localhost:* and http://127.0.0.1:* (development). */
    publicOrigins: vars.PUBLIC_ORIGINS,
    /** SIGTERM: readiness 503 at once, served `drainMs` more, then in-flight requests get `graceMs` to finish. */
    shutdown: { drainMs: vars.SHUTDOWN_DRAIN_MS, graceMs: vars.SHUTDOWN_GRACE_MS },
  };
}
