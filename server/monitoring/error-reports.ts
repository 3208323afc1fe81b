/**
 * The server's error reports: what the app answers 500 (a bug) goes to Sentry when SENTRY_DSN is
 * set, beside the page's own reports (VITE_SENTRY_DSN). Without the DSN nothing is loaded.
 *
 * Privacy (docs/SECURITY.md): a report carries what the log line of the same error carries — the
 * error's kind, its PostgreSQL code and its stack frames, the route's pattern, the method and the
 * request id — and nothing else. The message is never sent: a database error's message holds the
 * query's bound values (names, phones). No request, no user, no breadcrumbs, no global handlers:
 * a client of our own (not Sentry's global one), with no default integrations.
 */
import type { Logger } from '../logger';

interface ErrorContext {
  method: string;
  /** The route's pattern (`/api/v2/users/offers/:id`), never the path as requested. */
  route: string;
  requestId?: string;
  /** The SQLSTATE when the database raised it. */
  databaseCode?: string;
}

export interface ErrorReports {
  capture(error: unknown, context: ErrorContext): void;
  /** Waits for reports on their way out, at most `timeoutMs` (before the process exits). */
  flush(timeoutMs: number): Promise<void>;
}

export const noErrorReports: ErrorReports = {
  capture() {},
  flush: async () => {},
};

/** A stand-in for `error` that tells its kind and where it happened, never its message. */
function reportableError(error: unknown, databaseCode?: string): Error {
  const name = error instanceof Error ? error.name : typeof error;
  const reported = new Error(databaseCode ? `${name} ${databaseCode}` : name);
  reported.name = name;
  const frames =
    error instanceof Error ? (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at ')) : [];
  reported.stack = [`${name}: ${reported.message}`, ...frames].join('\n');
  return reported;
}

/** What leaves the process: anything an integration or a future change might add about the person goes. */
function scrubbedEvent<T extends object>(event: T): T {
  const {
    request: _request,
    user: _user,
    breadcrumbs: _breadcrumbs,
    extra: _extra,
    ...kept
  } = event as Record<string, unknown>;
  return kept as T;
}

export function createErrorReports(options: {
  dsn: string | undefined;
  release: string;
  environment: string;
  logger: Logger;
}): ErrorReports {
  const { dsn, release, environment, logger } = options;
  if (!dsn) return noErrorReports;
  const loading = import('@sentry/node')
    .then((Sentry) => {
      const client = new Sentry.NodeClient({
        dsn,
        release,
        environment,
        transport: Sentry.makeNodeTransport,
        stackParser: Sentry.defaultStackParser,
        integrations: [],
        // Collect nothing about requests, users or values; the frames' source lines are code, not data.
        dataCollection: {
          userInfo: false,
          cookies: false,
          httpHeaders: false,
          httpBodies: [],
          urlQueryParams: false,
          databaseQueryData: false,
          queues: false,
          stackFrameVariables: false,
          graphQL: { document: false, variables: false },
          genAI: { inputs: false, outputs: false },
          mcp: { inputs: false, outputs: false },
        },
        sendClientReports: false,
        beforeBreadcrumb: () => null,
        beforeSend: (event) => scrubbedEvent(event),
      });
      client.init();
      return { client, Scope: Sentry.Scope };
    })
    .catch((error: unknown) => {
      logger.error('error reports unavailable', { error: error instanceof Error ? error.name : typeof error });
      return undefined;
    });
  let sending = Promise.resolve();
  return {
    capture(error, context) {
      const reported = reportableError(error, context.databaseCode);
      sending = loading.then((loaded) => {
        if (!loaded) return;
        const scope = new loaded.Scope();
        scope.setTags({
          method: context.method,
          route: context.route,
          ...(context.requestId ? { requestId: context.requestId } : {}),
          ...(context.databaseCode ? { databaseCode: context.databaseCode } : {}),
        });
        loaded.client.captureException(reported, { originalException: reported }, scope);
      });
    },
    async flush(timeoutMs) {
      await sending;
      const loaded = await loading;
      await loaded?.client.flush(timeoutMs);
    },
  };
}
