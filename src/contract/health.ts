import { boolean, enums, literal, object, string } from 'superstruct';

/** `GET /health` 200: the process runs and its database answers. */
export const Health = object({
  ok: boolean(),
  database: enums(['pglite', 'postgres']),
  sandbox: boolean(),
  version: string(),
});

/** `GET /health` 503 (with Retry-After): the process runs, its database does not answer. */
export const HealthUnavailable = object({
  ok: literal(false),
  database: literal('unreachable'),
  sandbox: boolean(),
  version: string(),
});

/** `GET /health/live`: always 200 while the process runs (an orchestrator's liveness probe). */
export const Liveness = object({ ok: literal(true) });
