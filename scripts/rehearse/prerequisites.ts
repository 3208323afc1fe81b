/** What the rehearsal needs on the machine: PostgreSQL's server binaries, HAProxy and PgBouncer. */
import { existsSync } from 'node:fs';
import { scratchPostgresUnavailable } from '../../tests/api/scratch-postgres';
import { HAPROXY } from './haproxy';
import { PGBOUNCER } from './pgbouncer';

/** Why the rehearsal cannot run here, or undefined when it can. */
export function rehearsalUnavailable(): string | undefined {
  const postgres = scratchPostgresUnavailable();
  if (postgres) return postgres;
  if (!existsSync(HAPROXY)) return `no HAProxy at ${HAPROXY} (apt-get install haproxy)`;
  if (!existsSync(PGBOUNCER)) return `no PgBouncer at ${PGBOUNCER} (apt-get install pgbouncer)`;
  return undefined;
}
