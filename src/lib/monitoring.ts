/**
 * Error reporting without paying for it on first load. Nothing happens without
 * VITE_SENTRY_DSN. With it, errors that occur before the SDK arrives are buffered, the SDK
 * (without replay) is imported after first paint, and session replay, a chunk of its own, is
 * fetched later still, only for the 10% of sessions sampled or once an error was reported
 * (sentry-client.ts). Tracing stays off (sample rate 0).
 */
const dsn = import.meta.env.VITE_SENTRY_DSN;

type Pending = { kind: 'error'; error: unknown } | { kind: 'server'; status: number; path: string; code: string };

let client: typeof import('./sentry-client') | undefined;
const pending: Pending[] = [];
const MAX_PENDING = 20;

function deliver(item: Pending) {
  if (!dsn) return;
  if (!client) {
    if (pending.length < MAX_PENDING) pending.push(item);
    return;
  }
  if (item.kind === 'error') client.captureError(item.error);
  else client.captureServerError(item.status, item.path, item.code);
}

/** SPEC §8: server errors above 499 go to the error service. */
export function reportServerError(status: number, path: string, code: string): void {
  deliver({ kind: 'server', status, path, code });
}

export function reportError(error: unknown): void {
  deliver({ kind: 'error', error });
}

function afterFirstPaint(run: () => void) {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => void })
    .requestIdleCallback;
  requestAnimationFrame(() => (idle ? idle(run, { timeout: 3000 }) : setTimeout(run, 1000)));
}

export function startMonitoring(): void {
  if (!dsn) return;
  const early = (event: ErrorEvent | PromiseRejectionEvent) =>
    reportError('reason' in event ? event.reason : event.error);
  window.addEventListener('error', early);
  window.addEventListener('unhandledrejection', early);
  afterFirstPaint(async () => {
    const loaded = await import('./sentry-client');
    loaded.init(dsn, __BUILD_ID__);
    window.removeEventListener('error', early);
    window.removeEventListener('unhandledrejection', early);
    client = loaded;
    for (const item of pending.splice(0)) deliver(item);
    afterFirstPaint(() => loaded.replayIfSampled());
  });
}
