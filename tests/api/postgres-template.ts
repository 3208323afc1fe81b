/**
 * The migrated, empty PostgreSQL database each API test file's own is copied from (CREATE DATABASE …
 * TEMPLATE), as pglite-template.ts is for PGlite: an app booted on a brand-new database spent ~0.6 s
 * of its ~0.8 s migrating it, where a copy takes ~0.1 s and the app's migrations then find nothing
 * left to apply (it still runs them, under its start lock, as on any start). Seeds, secrets and the
 * clock stay per boot: the template holds the schema only.
 *
 * Made in the cluster TEST_DATABASE_URL names, once per set of migrations, by the first process that
 * needs it, under an advisory lock (the suite's workers race for it), and kept: a later run with the
 * same migrations copies it at once. Templates of other migrations are dropped as a new one is made.
 * No one may be connected to a database being copied, so the template is built under another name
 * and takes its own only once finished, closed to connections.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFingerprint, migrationsFolder } from './migrations-fingerprint';

const PREFIX = 'boltx_test_template_';
/** pg_advisory_lock's key for making a template: any number no other lock of the cluster uses. */
const MAKING_LOCK = 7_316_402_118;

const urlOf = (adminUrl: string, database: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

async function make(admin: pg.Client, adminUrl: string, name: string, others: string[]): Promise<void> {
  for (const other of others) {
    // One a run elsewhere is copying just now stays: it is dropped by the next new template.
    await admin.query(`drop database if exists ${other}`).catch(() => undefined);
  }
  const building = `${name}_making`;
  await admin.query(`drop database if exists ${building} with (force)`);
  await admin.query(`create database ${building}`);
  const pool = new pg.Pool({ connectionString: urlOf(adminUrl, building), max: 1 });
  try {
    await migrate(drizzle(pool), { migrationsFolder });
  } finally {
    await pool.end();
  }
  await admin.query(`alter database ${building} rename to ${name}`);
  await admin.query(`alter database ${name} allow_connections false`);
}

let template: Promise<string> | undefined;

/** The template's name in the cluster of `adminUrl`, made at most once per process. */
function postgresTemplate(adminUrl: string): Promise<string> {
  template ??= (async () => {
    const name = `${PREFIX}${await migrationsFingerprint()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock($1)', [MAKING_LOCK]);
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [PREFIX],
      );
      const names = rows.map((row) => row.datname);
      if (!names.includes(name)) await make(admin, adminUrl, name, names);
      return name;
    } finally {
      await admin.end();
    }
  })();
  return template;
}

/**
 * A new database `name` in the cluster of `adminUrl`, a copy of the template. A database's own
 * settings (ALTER DATABASE … SET, as migration 0019 turns JIT off) are not copied with it: they are
 * set again here, as the migrations set them.
 */
export async function createFromTemplate(adminUrl: string, name: string): Promise<void> {
  const source = await postgresTemplate(adminUrl);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${source}`);
    const { rows } = await admin.query<{ setting: string }>(
      `select unnest(setconfig) as setting from pg_db_role_setting
        where setrole = 0 and setdatabase = (select oid from pg_database where datname = $1)`,
      [source],
    );
    for (const { setting } of rows) {
      const [parameter, ...value] = setting.split('=');
      await admin.query(
        `alter database ${name} set ${pg.escapeIdentifier(parameter)} = ${pg.escapeLiteral(value.join('='))}`,
      );
    }
  } finally {
    await admin.end();
  }
}
