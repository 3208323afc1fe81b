/**
 * 4. API under load: GET /api/v3/users/offers for a candidate with 50 open offers, and
 * POST /api/users/message (a new Idempotency-Key each time), on PGlite and on PostgreSQL, beside a
 * bare Hono server answering the same JSON from memory. Each pairing gets a warm-up, then a fixed
 * 1,000 requests/s (latency; the offers list in rounds, the median one kept), then as fast as it goes
 * (throughput: the ratio to the bare server is the figure that counts). autocannon sends no
 * Accept-Encoding, so nothing is compressed.
 *
 * Latency percentiles come from every 2xx response's own time (sub-millisecond); autocannon's
 * coordinated-omission-corrected p99 (whole milliseconds) is kept beside them.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon, { type RequestTemplate } from 'autocannon';
import { databaseCpuMs, processGroupCpuMs } from './cpu-time';
import { type BenchDatabase, createDatabase, type PostgresInfo } from './postgres';
import {
  benchCandidate,
  benchCompanies,
  consoleAccountId,
  type DatabaseTarget,
  sendOpenOffers,
  withDatabase,
} from './seed-offers';
import { benchDataDir, benchPort, type RunningServer, spawnTsx, startServer, stopProcess } from './server-process';
import { AGENT_EMAIL, getJson, postJson, signInCandidate } from './sessions';
import type { BenchSettings } from './settings';
import { msSpread, percentile } from './stats';

const BENCH_PHONE = '01070000001';
const OFFERS_PATH = '/api/v3/users/offers';
const MESSAGE_PATH = '/api/users/message';

export type Endpoint = 'offers' | 'message';
type LoadTarget = 'bare' | 'pglite' | 'postgres';

interface LoadFigures {
  p50Ms: number;
  p99Ms: number;
  /** autocannon's p99, corrected for coordinated omission, whole milliseconds. */
  p99CorrectedMs: number;
  /** 2xx responses per second. */
  throughput: number;
  requests: number;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
}

/** CPU milliseconds per 2xx response during the max run: the steadier measure on a shared machine. */
interface CpuPerRequest {
  server: number;
  /** PostgreSQL's backends for the bench database; 0 where the database is inside the server (PGlite) or absent. */
  database: number;
}

export interface EndpointLoad {
  endpoint: Endpoint;
  target: LoadTarget;
  /** The round with the median p99, where there are several (settings.offersFixedRateRounds). */
  fixedRate: LoadFigures;
  /** Every round's p99, in the order they ran. */
  fixedRateP99sMs: number[];
  max: LoadFigures;
  cpuMsPerRequest: CpuPerRequest;
}

/** Reads the CPU time used so far by what serves the requests. */
type CpuReader = () => CpuPerRequest;

function cpuReader(processGroup: number | undefined, database?: string): CpuReader {
  return () => ({
    server: processGroup === undefined ? Number.NaN : processGroupCpuMs(processGroup),
    database: database ? databaseCpuMs(database) : 0,
  });
}

export interface ApiLoadResult {
  loads: EndpointLoad[];
  offerCount: number;
  /** Bytes of the JSON each endpoint answers. */
  responseBytes: Record<Endpoint, number>;
  notes: string[];
}

interface Prepared {
  server: RunningServer;
  /** The PostgreSQL database's name, when there is one. */
  database?: string;
  templates: Record<Endpoint, RequestTemplate>;
  samples: Record<Endpoint, unknown>;
}

function templates(accessToken: string, roomId: number): Record<Endpoint, RequestTemplate> {
  const authorization = `Bearer ${accessToken}`;
  return {
    offers: { method: 'GET', path: OFFERS_PATH, headers: { authorization } },
    message: {
      method: 'POST',
      path: MESSAGE_PATH,
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ roomId, message: '벤치마크 메시지예요. 답장은 필요 없어요.' }),
      // Every message is a new write: a repeated key would be answered from the stored reply.
      setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() } }),
    },
  };
}

async function seedOffers(target: DatabaseTarget, offers: number) {
  await withDatabase(target, async (db) => {
    const candidateId = await benchCandidate(db, BENCH_PHONE);
    await sendOpenOffers(db, candidateId, await benchCompanies(db, offers), await consoleAccountId(db, AGENT_EMAIL));
  });
}

/** A real server with the bench candidate, their offers and a room with the operators; a sample of each answer. */
async function prepare(kind: 'pglite' | 'postgres', offers: number, database?: BenchDatabase): Promise<Prepared> {
  const databaseUrl = database?.url;
  const dataDir = benchDataDir(`api-${kind}`);
  const server = await startServer({ dataDir, databaseUrl });
  if (kind === 'pglite') {
    // PGlite is one process's: the server lets go of it while the rows go in.
    await server.stop();
    await seedOffers({ pgliteDir: path.join(dataDir, 'pglite') }, offers);
    await server.restart();
  } else {
    await seedOffers({ databaseUrl }, offers);
  }
  const session = await signInCandidate(server.url, BENCH_PHONE);
  const inquiry = await postJson<{ room: { roomId: number } }>(
    `${server.url}/api/users/message/room`,
    { message: '벤치마크 문의예요.' },
    session.accessToken,
  );
  const offersSample = await getJson<{ offerItems: unknown[] }>(`${server.url}${OFFERS_PATH}`, session.accessToken);
  if (offersSample.offerItems.length !== offers) {
    throw new Error(`the bench candidate has ${offersSample.offerItems.length} open offers, not ${offers}`);
  }
  const messageSample = await postJson(
    `${server.url}${MESSAGE_PATH}`,
    { roomId: inquiry.room.roomId, message: '벤치마크 메시지예요. 답장은 필요 없어요.' },
    session.accessToken,
  );
  return {
    server,
    database: database?.name,
    templates: templates(session.accessToken, inquiry.room.roomId),
    samples: { offers: offersSample, message: messageSample },
  };
}

async function runLoad(
  url: string,
  template: RequestTemplate,
  settings: BenchSettings,
  seconds: number,
  rate?: number,
): Promise<LoadFigures> {
  const times: number[] = [];
  const instance = autocannon({
    url,
    connections: settings.connections,
    duration: seconds,
    overallRate: rate,
    requests: [template],
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
  });
  const result = await instance;
  return {
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    p99CorrectedMs: result.latency.p99,
    throughput: result['2xx'] / result.duration,
    requests: result['2xx'] + result.non2xx,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function measureEndpoint(
  url: string,
  template: RequestTemplate,
  cpu: CpuReader,
  endpoint: Endpoint,
  target: LoadTarget,
  settings: BenchSettings,
): Promise<EndpointLoad> {
  await runLoad(url, template, settings, settings.warmUpSeconds, settings.fixedRate);
  const rounds: LoadFigures[] = [];
  const roundCount = endpoint === 'offers' ? settings.offersFixedRateRounds : 1;
  while (rounds.length < roundCount) {
    rounds.push(await runLoad(url, template, settings, settings.loadSeconds, settings.fixedRate));
  }
  // The median round's times, with every round's errors: an error in any round is one.
  const fixedRate = { ...medianRound(rounds), errors: rounds.reduce((sum, round) => sum + round.errors, 0) };
  const before = cpu();
  const max = await runLoad(url, template, settings, settings.loadSeconds);
  const after = cpu();
  const responses = max.throughput * settings.loadSeconds;
  const cpuMsPerRequest = {
    server: (after.server - before.server) / responses,
    database: (after.database - before.database) / responses,
  };
  const fixedRateP99sMs = rounds.map((round) => round.p99Ms);
  const p99Spread = rounds.length > 1 ? ` (rounds ${msSpread(fixedRateP99sMs)})` : '';
  process.stdout.write(
    `  ${endpoint} on ${target}: p50 ${fixedRate.p50Ms.toFixed(2)} ms, p99 ${fixedRate.p99Ms.toFixed(2)} ms${p99Spread} at ${settings.fixedRate}/s; ` +
      `max ${Math.round(max.throughput)}/s; CPU ${cpuMsPerRequest.server.toFixed(2)} + ${cpuMsPerRequest.database.toFixed(2)} ms/request; errors ${fixedRate.errors + max.errors}\n`,
  );
  return { endpoint, target, fixedRate, fixedRateP99sMs, max, cpuMsPerRequest };
}

/** The round whose p99 is the median of the rounds' (the lower middle one of an even count). */
function medianRound(rounds: readonly LoadFigures[]): LoadFigures {
  const sorted = [...rounds].sort((a, b) => a.p99Ms - b.p99Ms);
  return sorted[Math.ceil(sorted.length / 2) - 1];
}

async function measureTarget(
  prepared: Prepared,
  target: LoadTarget,
  settings: BenchSettings,
  endpoints: readonly Endpoint[],
): Promise<EndpointLoad[]> {
  const loads: EndpointLoad[] = [];
  for (const endpoint of endpoints) {
    const cpu = cpuReader(prepared.server.processGroup(), prepared.database);
    loads.push(
      await measureEndpoint(prepared.server.url, prepared.templates[endpoint], cpu, endpoint, target, settings),
    );
  }
  return loads;
}

/** The bare server, answering the samples the real one gave. */
async function measureBare(
  samples: Prepared['samples'],
  tokenTemplates: Prepared['templates'],
  settings: BenchSettings,
  outDir: string,
  endpoints: readonly Endpoint[],
) {
  const responsesFile = path.join(outDir, 'bare-responses.json');
  writeFileSync(responsesFile, JSON.stringify(samples));
  const port = await benchPort();
  const child = spawnTsx('scripts/bench/bare-server.ts', {
    ...process.env,
    BARE_PORT: String(port),
    BARE_RESPONSES: responsesFile,
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    const deadline = Date.now() + 30_000;
    while (
      !(await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error('the bare server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const loads: EndpointLoad[] = [];
    for (const endpoint of endpoints) {
      loads.push(
        await measureEndpoint(url, tokenTemplates[endpoint], cpuReader(child.pid), endpoint, 'bare', settings),
      );
    }
    return loads;
  } finally {
    await stopProcess(child);
  }
}

/** Every endpoint by default; scripts/bench/api-only.ts may ask for fewer. */
export async function measureApiLoad(
  settings: BenchSettings,
  postgres: PostgresInfo,
  outDir: string,
  endpoints: readonly Endpoint[] = ['offers', 'message'],
): Promise<ApiLoadResult> {
  mkdirSync(outDir, { recursive: true });
  const notes: string[] = [];
  const loads: EndpointLoad[] = [];

  const pglite = await prepare('pglite', settings.loadOffers);
  const responseBytes = {
    offers: Buffer.byteLength(JSON.stringify(pglite.samples.offers)),
    message: Buffer.byteLength(JSON.stringify(pglite.samples.message)),
  };
  try {
    loads.push(...(await measureBare(pglite.samples, pglite.templates, settings, outDir, endpoints)));
    loads.push(...(await measureTarget(pglite, 'pglite', settings, endpoints)));
  } finally {
    await pglite.server.dispose();
  }

  if (!postgres.available) {
    notes.push(`PostgreSQL skipped: ${postgres.description}`);
  } else {
    const database = await createDatabase('api');
    try {
      const prepared = await prepare('postgres', settings.loadOffers, database);
      try {
        loads.push(...(await measureTarget(prepared, 'postgres', settings, endpoints)));
      } finally {
        await prepared.server.dispose();
      }
    } finally {
      await database.drop();
    }
  }
  return { loads, offerCount: settings.loadOffers, responseBytes, notes };
}
