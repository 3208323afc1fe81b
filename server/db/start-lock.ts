/**
 * The start lock: replicas starting together on one PostgreSQL database take turns for the writes a
 * start makes — migrations, backfills, the seed, generated secrets — so any number may start at
 * once (Drizzle's migrator takes no lock: two replicas racing on CREATE TABLE fail with
 * `duplicate key … pg_type_typname_nsp_index`).
 *
 * The lock is a transaction-scoped advisory lock (`pg_try_advisory_xact_lock`) held by an open
 * transaction on one dedicated connection, while the work itself runs on the pool. Why not:
 * - a session lock (`pg_advisory_lock`): behind PgBouncer in transaction pooling mode a session's
 *   statements go to whichever server connection is free, so the lock stays on a server connection
 *   other clients then get (and take it again at once: session locks are re-entrant) and the unlock
 *   lands elsewhere. An open transaction keeps its one server connection until COMMIT, through any
 *   pooler, and the lock ends with it, also when the replica dies;
 * - the work inside that transaction: Drizzle's migrate() opens and commits its own transaction,
 *   which would commit ours and let the lock go halfway.
 * Waiting replicas ask again every WAIT_STEP_MS instead of blocking in `pg_advisory_xact_lock`: a
 * blocked waiter would hold one of PgBouncer's server connections each, and with a small
 * default_pool_size the lock holder's own queries could wait behind them.
 * An operator's idle_in_transaction_session_timeout shorter than a start's work ends the lock's
 * connection: the start then fails at COMMIT, and the replica exits to be started again.
 * PGlite is one process's database: it needs no lock.
 */
import pg from 'pg';
import { CONNECT_TIMEOUT_MS } from './postgres-pool';

/** This app's advisory lock among the database's: "boltx" in ASCII, as a number. */
const START_LOCK_KEY = 422_776_173_688;
/** How often a waiting replica asks for the lock again. */
const WAIT_STEP_MS = 100;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `run` while holding the start lock of `connectionString`'s database; `onWait` once if another replica holds it. */
export async function underStartLock<T>(
  connectionString: string,
  run: () => Promise<T>,
  onWait?: () => void,
): Promise<T> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A lost connection fails the next query (the COMMIT at the latest); it must not be an uncaught error.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await takeLock(client, onWait);
    let result: T;
    try {
      result = await run();
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
    await client.query('commit');
    return result;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function takeLock(client: pg.Client, onWait?: () => void) {
  for (let waited = false; ; waited = true) {
    await client.query('begin');
    const { rows } = await client.query<{ taken: boolean }>(
      `select pg_try_advisory_xact_lock(${START_LOCK_KEY}) as taken`,
    );
    if (rows[0]?.taken) return;
    await client.query('rollback');
    if (!waited) onWait?.();
    await pause(WAIT_STEP_MS);
  }
}
