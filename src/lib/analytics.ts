/**
 * Analytics (SPEC §7): a page view on every route change and a `user_id` event after login, sent
 * to pluggable sinks. The default sink is our own server (POST /api/events), batched and sent with
 * the session's bearer token so the server — not the page — decides whose events they are. A
 * third-party tag (Google Analytics) is added only when VITE_GA_MEASUREMENT_ID is set, and only
 * after the page has painted; it never blocks anything. Events carry no names, phones or free text.
 */

import * as apiPaths from '../contract/api-paths';
import type { AnalyticsEvent } from '../contract/content';
import { readTokens } from './tokens';

export type AnalyticsEventName = AnalyticsEvent['name'];
export type AnalyticsProperties = NonNullable<AnalyticsEvent['properties']>;

export interface AnalyticsSink {
  send(event: AnalyticsEvent): void;
}

const ANONYMOUS_ID_KEY = 'analytics-id';
/** Events wait this long to travel together; a page hide sends them at once. */
const BATCH_DELAY_MS = 2000;
const BATCH_MAX = 20;

function anonymousId(): string {
  try {
    const stored = localStorage.getItem(ANONYMOUS_ID_KEY);
    if (stored) return stored;
    const created = crypto.randomUUID();
    localStorage.setItem(ANONYMOUS_ID_KEY, created);
    return created;
  } catch {
    return 'no-storage';
  }
}

const API = import.meta.env.VITE_API_URL ?? '/api';

/**
 * Straight fetch, not the app's client: an expired token here must never start a refresh or the
 * session-expiry alert — the server simply records the events without a candidate then.
 */
function postEvents(events: AnalyticsEvent[]): Promise<unknown> {
  const token = readTokens()?.accessToken;
  return fetch(`${API}${apiPaths.events}`, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ events }),
  });
}

/** Our own server. Losing an event is acceptable; getting in the person's way is not. */
export function firstPartySink(post: (events: AnalyticsEvent[]) => Promise<unknown> = postEvents): AnalyticsSink {
  let queue: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    while (queue.length > 0) {
      const batch = queue.slice(0, BATCH_MAX);
      queue = queue.slice(BATCH_MAX);
      post(batch).catch(() => undefined);
    }
  };
  if (typeof addEventListener === 'function') {
    addEventListener('pagehide', flush);
    addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  }
  return {
    send(event) {
      queue.push(event);
      if (queue.length >= BATCH_MAX) flush();
      else timer ??= setTimeout(flush, BATCH_DELAY_MS);
    },
  };
}

type Gtag = (...args: unknown[]) => void;

/** Google Analytics, loaded after first paint when configured. */
function gtagSink(measurementId: string): AnalyticsSink {
  const global = window as unknown as { dataLayer: unknown[]; gtag?: Gtag };
  global.dataLayer = global.dataLayer ?? [];
  const gtag: Gtag = (...args) => global.dataLayer.push(args);
  gtag('js', new Date());
  gtag('config', measurementId, { send_page_view: false });
  const load = () => {
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
    document.head.append(script);
  };
  const idle = (window as { requestIdleCallback?: (callback: () => void) => void }).requestIdleCallback;
  const afterPaint = () => (idle ? idle(load) : setTimeout(load, 0));
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
  return {
    send(event) {
      if (event.name === 'page_view') gtag('event', 'page_view', { page_path: event.path });
      else gtag('event', event.name, event.properties ?? {});
    },
  };
}

let sinks: AnalyticsSink[] | undefined;

function defaultSinks(): AnalyticsSink[] {
  const measurementId = import.meta.env.VITE_GA_MEASUREMENT_ID;
  return [firstPartySink(), ...(measurementId ? [gtagSink(measurementId)] : [])];
}

/** Replaces the sinks (tests, or a different tag). */
export function setAnalyticsSinks(next: AnalyticsSink[]): void {
  sinks = next;
}

export function track(name: AnalyticsEventName, properties?: AnalyticsProperties, path = location.pathname): void {
  sinks ??= defaultSinks();
  const event: AnalyticsEvent = { name, path, anonymousId: anonymousId(), ...(properties ? { properties } : {}) };
  for (const sink of sinks) {
    try {
      sink.send(event);
    } catch {
      // A broken tag must not break the app.
    }
  }
}
