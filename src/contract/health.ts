import { boolean, enums, literal, object, optional, string } from 'superstruct';

/**
 * How the server reaches people, channel by channel: the sandbox inbox, a real provider, or `off`
 * (not configured outside the sandbox: the features needing it answer 503 SENDER_UNAVAILABLE).
 * Optional, so a body without it (the first offers' copy of the health) still passes.
 */
const DeliveryChannels = object({
  sms: enums(['sandbox', 'solapi', 'off']),
  email: enums(['sandbox', 'smtp', 'off']),
});

/** `GET /health` 200: the process runs and its database answers. */
export const Health = object({
  ok: boolean(),
  database: enums(['pglite', 'postgres']),
  sandbox: boolean(),
  version: string(),
  channels: optional(DeliveryChannels),
});

/** `GET /health` 503 (with Retry-After): the process runs, its database does not answer. */
export const HealthUnavailable = object({
  ok: literal(false),
  database: literal('unreachable'),
  sandbox: boolean(),
  version: string(),
  channels: optional(DeliveryChannels),
});

/** `GET /health/live`: always 200 while the process runs (an orchestrator's liveness probe). */
export const Liveness = object({ ok: literal(true) });

/**
 * `GET /health/ready` 200: the process takes new work — whatever the database does, so that during
 * an outage the balancer keeps it in rotation and clients get the app's MAINTENANCE answers.
 */
export const Ready = object({ ok: literal(true), state: literal('serving') });

/** `GET /health/ready` 503: the process is shutting down; the balancer sends new work elsewhere. */
export const NotReady = object({ ok: literal(false), state: literal('stopping') });
