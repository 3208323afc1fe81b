/** Where the data lives: PGlite's files under DATA_DIR, or PostgreSQL at DATABASE_URL. */
import path from 'node:path';
import { defaulted, type Infer, optional, string, type } from 'superstruct';
import { flag, matching } from './variable-types';

export const DatabaseVariables = type({
  DATA_DIR: defaulted(string(), 'data'),
  DATABASE_URL: optional(matching(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')),
  // Off by default: behind PgBouncer in transaction mode named statements collide (db/client.ts statementName).
  DATABASE_PREPARED_STATEMENTS: defaulted(flag, false),
});
type DatabaseVariables = Infer<typeof DatabaseVariables>;

export function databaseSettingsOf(vars: DatabaseVariables, cwd: string) {
  return {
    /** Where PGlite keeps its files (and uploads, by default). */
    dataDir: path.resolve(cwd, vars.DATA_DIR),
    /** PostgreSQL instead of PGlite when set. */
    databaseUrl: vars.DATABASE_URL,
    /** Named prepared statements on PostgreSQL: only for a direct connection or a pooler in session mode. */
    databasePreparedStatements: vars.DATABASE_PREPARED_STATEMENTS,
  };
}
