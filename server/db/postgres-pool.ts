/**
 * The node-postgres pool, made to come through a database outage whole. Requests wait at most
 * CONNECT_TIMEOUT_MS for a connection, then fail (answered 503) instead of hanging. A connection
 * that fails is reported, never an uncaught error: the pool listens to idle ones only, so each
 * connection gets a listener of ours too. And a connection checked out for a transaction goes back
 * (and out of the pool) as soon as it fails: Drizzle's transaction sends `begin` before its
 * try/finally, so a `begin` on a connection that just died never released it, and each outage
 * leaked connections until the pool was full and `pool.end()` hung.
 */
import pg from 'pg';

/** How long a request waits for a pooled connection before it fails rather than hangs. */
export const CONNECT_TIMEOUT_MS = 5_000;
const MAX_CONNECTIONS = 10;

export interface PoolEvents {
  /** A pooled connection failed (server restart, admin shutdown, network). */
  onConnectionError?: (error: Error) => void;
  /** A new pooled connection was made: the database answers (again). */
  onConnected?: () => void;
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/** Makes `client`'s release idempotent and calls it, with the error, when the connection fails. */
function releasedWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', releaseOnce);
    release(error);
  };
  client.on('error', releaseOnce);
  client.release = releaseOnce;
  return client;
}

class OutageProofPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    // With a callback it is the pool's own query(), which releases in every case.
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    return super.connect().then(releasedWhenLost);
  }
}

export function createPostgresPool(connectionString: string, events: PoolEvents = {}): pg.Pool {
  const pool = new OutageProofPool({
    connectionString,
    // No startup `options` (e.g. `-c jit=off`): PgBouncer refuses them ("unsupported startup
    // parameter"). JIT is turned off for the database by migration 0019_database_jit_off instead.
    max: MAX_CONNECTIONS,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  const lost = (error: Error) => events.onConnectionError?.(error);
  pool.on('error', lost);
  pool.on('connect', (client) => {
    client.on('error', lost);
    events.onConnected?.();
  });
  return pool;
}
