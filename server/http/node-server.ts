/**
 * The app on Node's HTTP server, as production runs it (server/main.ts) and as the tests that need a
 * real connection start it.
 *
 * An answer given before the request's body has all arrived — 413 from the Content-Length alone,
 * 415, 401 — reaches the client only if the server goes on reading what the client is still
 * sending: a socket closed with unread bytes is reset by the kernel, and the client sees the reset
 * instead of the answer. @hono/node-server's own clean-up gives up after 500 ms (and the body's web
 * stream pauses it once its queue is full), so it is turned off and replaced: after every answer
 * the rest of the body is read and dropped, up to UNREAD_BODY_LIMIT_BYTES and UNREAD_BODY_TIMEOUT_MS,
 * after which the connection is reused; past either bound it is closed.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

/** What a client may still send after its answer before the connection is closed on it. */
export const UNREAD_BODY_LIMIT_BYTES = 16 * 1024 * 1024; // 16 MB
const UNREAD_BODY_TIMEOUT_MS = 10_000; // 10 s
/** Longer than a load balancer's idle timeout (60 s is common), so the proxy, not we, ends an idle connection. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000; // 65 s
/** Node wants the headers timeout above the keep-alive timeout, or it may cut a reused connection's next request. */
export const HEADERS_TIMEOUT_MS = 66_000; // 66 s

/** Reads and drops the rest of a request body nobody will read, within the bounds above. */
function drainUnreadBody(incoming: IncomingMessage): void {
  // Complete: the parser has taken the whole request off the socket (a GET's with its headers), so
  // nothing is left to reset the connection; setting up the drain anyway cost every GET a timer and
  // four listeners.
  if (incoming.complete || incoming.readableEnded || incoming.destroyed) return;
  let bytes = 0;
  const stop = () => {
    clearTimeout(timer);
    incoming.off('data', count);
    incoming.off('end', stop);
    incoming.off('close', stop);
  };
  const giveUp = () => {
    stop();
    incoming.socket?.destroy();
  };
  const count = (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > UNREAD_BODY_LIMIT_BYTES) giveUp();
  };
  const timer = setTimeout(giveUp, UNREAD_BODY_TIMEOUT_MS);
  timer.unref();
  // Whatever was reading the body (the request's web stream) pauses it when its queue is full.
  incoming.removeAllListeners('data');
  incoming.on('data', count);
  incoming.once('end', stop);
  incoming.once('close', stop);
  incoming.resume();
}

export interface NodeServerOptions {
  fetch: (request: Request) => Response | Promise<Response>;
  /** 0 for any free port (tests): the port taken is in `onListening`'s info. */
  port: number;
  hostname?: string;
}

/** Starts listening like @hono/node-server's `serve`, with the timeouts and the drain above. */
export function startNodeServer(
  { fetch, port, hostname }: NodeServerOptions,
  onListening?: (info: AddressInfo) => void,
): Server {
  const server = serve({ fetch, port, hostname, autoCleanupIncoming: false }, onListening) as Server;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.prependListener('request', (incoming, outgoing) => {
    outgoing.once('finish', () => drainUnreadBody(incoming));
  });
  return server;
}
