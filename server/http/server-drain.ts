/**
 * The HTTP server's side of a graceful shutdown (graceful-shutdown.ts drives it): which requests
 * are being answered, and the connections wound down around them.
 *
 * Once `closeConnectionsAfterAnswers` is called, every answer not yet begun carries
 * `Connection: close` (Node closes the connection after it), connections idle between two requests
 * are closed at once, and one whose answer ends later is closed then: a client or a balancer
 * holding a keep-alive connection opens a new one, which the balancer sends to a replica still
 * serving. The listener itself keeps accepting until `stopAccepting`.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface InFlightRequest {
  method: string;
  /** The path without its query; a file URL's token never appears (it is a credential). */
  path: string;
  /** How long it has been running. */
  ms: number;
}

export interface ServerDrain {
  /** From now on every answer closes its connection; idle kept-alive connections are closed now. */
  closeConnectionsAfterAnswers(): void;
  /** Stops accepting connections; those open finish their requests. */
  stopAccepting(): void;
  /** The requests being answered now. */
  inFlight(): InFlightRequest[];
  /** Resolves once no request is being answered (at once when none is). */
  idle(): Promise<void>;
}

/** What a log line may say of a request: never the query, never a file URL's token. */
function loggablePath(request: IncomingMessage): string {
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  return path.startsWith('/api/files/') ? '/api/files/…' : path;
}

/** Watches `server`'s requests from now on: call it right after the server is created. */
export function drainOf(server: Server, clock: () => number = Date.now): ServerDrain {
  const answering = new Map<ServerResponse, { method: string; path: string; since: number }>();
  let closing = false;
  let waiting: (() => void)[] = [];

  const settle = () => {
    if (answering.size > 0) return;
    const resolved = waiting;
    waiting = [];
    for (const resolve of resolved) resolve();
  };

  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    answering.set(response, { method: request.method ?? 'GET', path: loggablePath(request), since: clock() });
    if (closing) response.shouldKeepAlive = false;
    // 'close' comes after the answer's last byte, or when the connection died first.
    response.once('close', () => {
      answering.delete(response);
      // An answer that began before the shutdown was sent keep-alive: its connection is idle now.
      if (closing) server.closeIdleConnections();
      settle();
    });
  });

  return {
    closeConnectionsAfterAnswers() {
      closing = true;
      for (const response of answering.keys()) {
        if (!response.headersSent) response.shouldKeepAlive = false;
      }
      server.closeIdleConnections();
    },
    stopAccepting() {
      server.close();
      server.closeIdleConnections();
    },
    inFlight() {
      const at = clock();
      return [...answering.values()].map(({ method, path, since }) => ({ method, path, ms: at - since }));
    },
    idle() {
      if (answering.size === 0) return Promise.resolve();
      return new Promise<void>((resolve) => waiting.push(resolve));
    },
  };
}
