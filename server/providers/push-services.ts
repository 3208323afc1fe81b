/**
 * Which push endpoints we accept and send to. A browser hands us its push service's URL and the
 * server later POSTs to it, so an endpoint is only taken on a known push service's host — FCM
 * (Chrome, Android), Mozilla autopush (Firefox), Apple (Safari) and WNS (Edge on Windows), plus
 * what PUSH_SERVICE_HOSTS adds — over https on port 443. The same rule is applied again at send
 * time (a row saved before it existed is not trusted), and push-network.ts then checks the
 * addresses the host resolves to.
 *
 * Tests run a push-service stand-in on http://127.0.0.1:<port>; PUSH_UNCHECKED_TEST_ORIGINS names
 * such origins exactly, and only they skip these checks. Production never sets it.
 */

/** Exact host names, or `*.suffix` for any name under suffix (not suffix itself). */
export const KNOWN_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

export interface PushEndpointPolicy {
  /** Host names and `*.suffix` patterns of the push services endpoints may point at. */
  serviceHosts: readonly string[];
  /** Origins (`http://127.0.0.1:<port>`) of a local push-service stand-in that skip every check: tests only. */
  uncheckedTestOrigins: readonly string[];
}

/** A host name, or `*.` and a name of at least two labels; lower case, no trailing dot, no IP address. */
const HOST_PATTERN = /^(\*\.(?=[a-z0-9-]+\.))?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/;

export const isPushServiceHostPattern = (entry: string): boolean => HOST_PATTERN.test(entry);

export function matchesPushServiceHost(hostname: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) =>
    pattern.startsWith('*.') ? hostname.endsWith(pattern.slice(1)) : hostname === pattern,
  );
}

export const isUncheckedTestOrigin = (url: URL, policy: PushEndpointPolicy): boolean =>
  policy.uncheckedTestOrigins.includes(url.origin);

/**
 * Why an endpoint is not one we push to, or undefined when it is. Host names arrive lower-cased
 * from URL parsing; a trailing dot (`localhost.`, `fcm.googleapis.com.`) matches no pattern.
 */
export function pushEndpointProblem(url: URL, policy: PushEndpointPolicy): string | undefined {
  if (isUncheckedTestOrigin(url, policy)) return undefined;
  if (url.protocol !== 'https:') return 'not https';
  if (url.port !== '') return 'not port 443';
  if (url.username || url.password) return 'credentials in the endpoint';
  if (!matchesPushServiceHost(url.hostname, policy.serviceHosts)) return 'not a known push service';
  return undefined;
}
