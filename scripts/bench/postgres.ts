/**
 * Throw-away PostgreSQL databases for the bench, created from BENCH_POSTGRES_URL (by default the
 * local server's `postgres` database) and dropped afterwards. When nothing answers there, the
 * PostgreSQL figures are skipped with a note instead of failing the run.
 */
import pg from 'pg';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECT_TIMEOUT_MS = 3000;

export interface PostgresInfo {
  available: boolean;
  /** e.g. "PostgreSQL 15.20"; the reason when unavailable. */
  description: string;
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function postgresInfo(): Promise<PostgresInfo> {
  try {
    const version = await withAdmin(
      async (client) => (await client.query<{ v: string }>("select current_setting('server_version') as v")).rows[0].v,
    );
    return { available: true, description: `PostgreSQL ${version}` };
  } catch (error) {
    return { available: false, description: `no PostgreSQL at ${redacted(ADMIN_URL)}: ${(error as Error).message}` };
  }
}

const redacted = (url: string) => url.replace(/\/\/[^@/]*@/, '//…@');

export interface BenchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A new empty database; its URL has the admin URL's credentials and host. */
export async function createDatabase(purpose: string): Promise<BenchDatabase> {
  const name = `boltx_bench_${purpose}_${Date.now()}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    // FORCE closes what a stopped server may have left connected.
    drop: () =>
      withAdmin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
