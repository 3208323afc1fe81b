/**
 * DATABASE_URL pointing at PgBouncer 1.18 in transaction pooling mode, with its default settings, is
 * a supported configuration. Three replicas start together through it on an empty
 * database: no connection-time `options` for PgBouncer to refuse, and the start lock holds through
 * transaction pooling. Then the candidate's offers list — whose named prepared statements collided
 * across PgBouncer's clients (42P05 "already exists", 26000 "does not exist": 500 on 37–55 % of
 * requests) — answers every one of many concurrent requests over the three replicas, every mode and
 * several candidates, while new offers keep changing the lists. Skipped without PgBouncer or
 * PostgreSQL (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/load/scratch-database';
import { postgresErrorLine } from '../../server/db/postgres-errors';
import { demoCandidate } from '../../server/db/seed';
import { seedCompanies } from '../../server/db/seed-content/companies';
import { newCandidate, sendOffer } from './offer-fixtures';
import { type PgBouncer, pgbouncerUnavailable, startPgBouncer } from './pgbouncer';
import { bootReplicasTogether, postgresUnavailable, type Replicas } from './postgres-replicas';
import { signIn } from './test-app';

const REPLICAS = 3;
const CANDIDATES = 4;
const OFFERS_EACH = 5;
const REQUESTS = 360;
/** Requests in flight at once: as many as the replicas' pools hold, so every connection is busy. */
const IN_FLIGHT = 30;
/** A new offer (a new list version, so a list built anew) every this many requests. */
const WRITE_EVERY = 30;
/** Three starts one after another, and hundreds of requests, on a shared 2-core machine. */
const SLOW_MS = 180_000;
const MODES = ['', '?isSelected=true', '?isExpired=true'];

const adminUrl = process.env.TEST_DATABASE_URL;
const unavailable = (await postgresUnavailable(adminUrl)) ?? pgbouncerUnavailable();
if (unavailable) process.stdout.write(`pgbouncer: skipped: ${unavailable}\n`);

describe.skipIf(unavailable !== undefined)('PgBouncer in transaction pooling mode, default settings', () => {
  let bouncer: PgBouncer;
  let database: ScratchDatabase;
  let replicas: Replicas;

  beforeAll(async () => {
    bouncer = await startPgBouncer({ serverUrl: adminUrl as string });
    database = await createScratchDatabase(adminUrl as string, 'boltx_pgbouncer');
    replicas = await bootReplicasTogether(bouncer.url(new URL(database.url).pathname.slice(1)), REPLICAS);
  }, SLOW_MS);

  afterAll(async () => {
    await replicas?.close();
    await bouncer?.stop();
    await database?.drop();
  });

  it('lets three replicas start together on an empty database', () => {
    const failures = replicas.outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [postgresErrorLine(outcome.reason) ?? String(outcome.reason)] : [],
    );
    expect(failures).toEqual([]);
  });

  it(
    "answers every one of many concurrent requests for candidates' offers lists",
    async () => {
      const { apps } = replicas;
      const demo = await signIn(apps[0], demoCandidate.phone);
      expect(demo.response.status).toBe(200);
      const candidates = [{ id: demo.body.userId, token: demo.body.accessToken }];
      for (let index = 1; index < CANDIDATES; index += 1) candidates.push(await newCandidate(apps[index % REPLICAS]));
      // One open offer per company and candidate: each offer of a candidate comes from the next company.
      const sent = new Map<string, number>();
      const offerTo = (app: (typeof apps)[number], candidateId: string) => {
        const count = sent.get(candidateId) ?? 0;
        sent.set(candidateId, count + 1);
        return sendOffer(app, candidateId, { from: 'agent', company: seedCompanies[count].slug });
      };
      for (const candidate of candidates) {
        for (let offer = 0; offer < OFFERS_EACH; offer += 1) await offerTo(apps[0], candidate.id);
      }

      const failures: string[] = [];
      let next = 0;
      const worker = async () => {
        while (next < REQUESTS) {
          const index = next++;
          const app = apps[index % REPLICAS];
          const candidate = candidates[Math.floor(index / REPLICAS) % CANDIDATES];
          if (index % WRITE_EVERY === 0) await offerTo(app, candidate.id);
          const response = await app.request(`/api/v3/users/offers${MODES[index % MODES.length]}`, {
            token: candidate.token,
          });
          if (response.status !== 200) failures.push(`${response.status} ${(await response.text()).slice(0, 200)}`);
          else await response.arrayBuffer();
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, worker));

      expect(failures).toEqual([]);
      const logs = apps.flatMap((app) => app.logs).join('\n');
      expect(logs).not.toMatch(/prepared statement|42P05|26000/);
    },
    SLOW_MS,
  );
});
