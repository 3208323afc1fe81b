/**
 * The database: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set. Both are
 * reached through the same Drizzle API, and both get the committed migrations at start — on
 * PostgreSQL under the start lock (start-lock.ts), so replicas starting together migrate once.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { Assume } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { lockEmbeddedDatabase } from './embedded-lock';
import { createPostgresPool } from './postgres-pool';
import * as schema from './schema';
import { underStartLock } from './start-lock';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The query builder both drivers give (PGlite's and node-postgres's share Drizzle's PostgreSQL
 * base): code written against it runs on either.
 */
export type Database = PgDatabase<RowsResultHKT, typeof schema>;

/** What `execute` answers on both drivers (PGlite's Results and node-postgres's QueryResult): the rows. */
interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsOf<Assume<this['row'], Record<string, unknown>>>;
}
type RowsOf<Row> = { rows: Row[] };

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `run` as the only start on this database: the start-time writes (backfills, seed, secrets)
   * of replicas starting together take turns. PGlite runs it as it is.
   */
  underStartLock<T>(run: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** A directory, or `memory://` for a throw-away database. */
  pgliteDir?: string;
  /**
   * A PGlite data directory (PGlite's dumpDataDir) a new database starts from instead of running
   * initdb, which takes ~2 s of CPU: the API tests boot hundreds of throw-away databases. Migrations
   * still run after it, so a template behind the code only costs the migrations it lacks.
   */
  pgliteTemplate?: Blob;
  /** A pooled connection failed (server restart, admin shutdown, network): reported, never fatal. */
  onConnectionError?: (error: Error) => void;
  /** A new pooled connection was made: the database answers (again). */
  onConnected?: () => void;
  /** Another replica holds the start lock: this start waits for it (once per wait). */
  onStartLockWait?: () => void;
  /**
   * Named prepared statements on PostgreSQL (DATABASE_PREPARED_STATEMENTS): only for a direct
   * connection or a pooler in session mode. PGlite's one connection keeps them whatever this says.
   */
  preparedStatements?: boolean;
  /** Who opens an embedded database, as its lock file names it to anyone else trying: 'server' by default. */
  holder?: string;
}

/** Databases opened with named prepared statements allowed. */
const namingStatements = new WeakSet<Database>();

/**
 * `name` for a prepared statement where the database keeps named ones, else '' (unnamed: parsed
 * and planned at each execution). Behind PgBouncer in transaction pooling mode a named statement
 * is prepared on one server connection and executed on another: "prepared statement … already
 * exists" (42P05) or "… does not exist" (26000). A transaction passed as `db` gets ''.
 */
export function statementName(db: Database, name: string): string {
  return namingStatements.has(db) ? name : '';
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { databaseUrl } = options;
    const pool = createPostgresPool(databaseUrl, options);
    const postgres = drizzlePostgres(pool, { schema });
    const db: Database = postgres;
    if (options.preparedStatements) namingStatements.add(db);
    const exclusively = <T>(run: () => Promise<T>) => underStartLock(databaseUrl, run, options.onStartLockWait);
    try {
      await exclusively(() => migratePostgres(postgres, { migrationsFolder }));
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
    return { db, kind: 'postgres', underStartLock: exclusively, close: () => pool.end() };
  }
  const dir = options.pgliteDir ?? 'memory://';
  let release = async () => {};
  if (!dir.startsWith('memory://')) {
    await mkdir(dir, { recursive: true });
    // One process at a time (embedded-lock.ts): refused here while another has the directory open.
    release = await lockEmbeddedDatabase(dir, options.holder ?? 'server');
  }
  const client = new PGlite(dir, options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {});
  const db = drizzlePglite(yieldingBetweenStatements(client), { schema });
  const close = async () => {
    await client.close();
    await release();
  };
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  namingStatements.add(db);
  return { db, kind: 'pglite', underStartLock: (run) => run(), close };
}

const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs every statement synchronously on the main thread and hands the next queued one over
 * in a microtask. Under a steady queue (hundreds of requests in flight) the event loop then turns
 * slowly or not at all, and Node accepts one new connection per turn: under 200 simulated candidates
 * (scripts/load/mixed-traffic.ts) new connections waited 10–30 s in the kernel's accept queue while
 * the statements of accepted ones ran. So statements and transactions outside a transaction take
 * turns here: one at a time, each after a macrotask, so the event loop turns — accepting, reading
 * and writing sockets — between any two of them. PGlite has one connection and runs one statement
 * at a time anyway; inside a transaction, statements follow each other as before.
 */
function yieldingBetweenStatements(client: PGlite): PGlite {
  let turn: Promise<unknown> = Promise.resolve();
  const takeTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const result = turn.then(yieldToIo).then(run);
    turn = result.catch(() => undefined);
    return result;
  };
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query' || property === 'exec' || property === 'transaction') {
        const original = (target[property] as (...args: unknown[]) => Promise<unknown>).bind(target);
        return (...args: unknown[]) => takeTurn(() => original(...args));
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
