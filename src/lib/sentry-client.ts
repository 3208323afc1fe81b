/** Loaded only by monitoring.ts, after first paint, and only when a DSN is configured. */
import * as Sentry from '@sentry/react';
import { scrubEvent } from './scrub';

export function init(dsn: string, release: string): void {
  Sentry.init({
    dsn,
    release,
    tracesSampleRate: 0,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1.0,
    beforeSend: (event) => scrubEvent(event),
  });
}

export async function addReplay(): Promise<void> {
  const { replayIntegration } = await import('@sentry/react');
  Sentry.addIntegration(replayIntegration({ maskAllText: true, blockAllMedia: true }));
}

export function captureError(error: unknown): void {
  Sentry.captureException(error);
}

export function captureServerError(status: number, path: string, code: string): void {
  Sentry.captureMessage(`API ${status} ${path}`, {
    level: status > 499 ? 'fatal' : 'error',
    tags: { status: String(status), code },
  });
}
