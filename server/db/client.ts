/**
 * The database: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set. Both are
 * reached through the same Drizzle API, and both get the committed migrations at start.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { createPostgresPool } from './postgres-pool';
import * as schema from './schema';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
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
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = createPostgresPool(options.databaseUrl, options);
    const db = drizzlePostgres(pool, { schema });
    await migratePostgres(db, { migrationsFolder });
    // Both drivers expose the same query builder; the PGlite type stands for both.
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) await mkdir(dir, { recursive: true });
  const client = new PGlite(dir, options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {});
  const db = drizzlePglite(yieldingBetweenStatements(client), { schema });
  await migratePglite(db, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
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
export function yieldingBetweenStatements(client: PGlite): PGlite {
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
