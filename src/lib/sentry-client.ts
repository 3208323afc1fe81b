/**
 * Loaded only by monitoring.ts, after first paint, and only when a DSN is configured. Named imports
 * only: a dynamic import of '@sentry/react' as a whole would pull session replay (rrweb, ~45 KB
 * gzip) into this chunk. Replay is sentry-replay.ts, its own chunk, fetched for a sampled session
 * or once an error was reported.
 */
import { captureException, captureMessage, init as initSentry } from '@sentry/react';
import { scrubEvent } from './scrub';

/** Sessions recorded from their start; every session with an error is recorded from the error on. */
const SESSION_REPLAY_RATE = 0.1;

let replay: Promise<void> | undefined;

function startReplay(): Promise<void> {
  replay ??= import('./sentry-replay').then((loaded) => loaded.startReplay());
  return replay;
}

export function init(dsn: string, release: string): void {
  initSentry({
    dsn,
    release,
    tracesSampleRate: 0,
    // Replay's own sampling is off: startReplay() decides, and starts it in session mode.
    replaysSessionSampleRate: 0,
    replaysOnErrorSampleRate: 0,
    beforeSend: (event) => {
      void startReplay();
      return scrubEvent(event);
    },
  });
}

/** A sampled session starts its replay (monitoring.ts calls this once the page has settled). */
export function replayIfSampled(random = Math.random()): void {
  if (random < SESSION_REPLAY_RATE) void startReplay();
}

/** @public monitoring.ts calls it through the module it imports at run time, which knip does not follow. */
export function captureError(error: unknown): void {
  captureException(error);
}

/** @public As captureError. */
export function captureServerError(status: number, path: string, code: string): void {
  captureMessage(`API ${status} ${path}`, {
    level: status > 499 ? 'fatal' : 'error',
    tags: { status: String(status), code },
  });
}
