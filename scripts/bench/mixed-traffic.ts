/**
 * The mixed-traffic load when its module is in this tree: scripts/load/mixed-traffic.ts
 * exporting runMixedTraffic({ baseUrl, candidates, seconds }), run against a fresh server of its own
 * (PostgreSQL when it answers, else PGlite). Imported by path at run time, so the bench still
 * builds and runs without it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createDatabase, type PostgresInfo } from './postgres';
import type { MixedTraffic, MixedTrafficResult } from './results';
import { benchDataDir, startServer } from './server-process';
import type { BenchSettings } from './settings';

const MODULE = path.resolve('scripts/load/mixed-traffic.ts');

type RunMixedTraffic = (options: {
  baseUrl: string;
  candidates: number;
  seconds: number;
}) => Promise<MixedTrafficResult>;

export async function measureMixedTraffic(settings: BenchSettings, postgres: PostgresInfo): Promise<MixedTraffic> {
  if (!existsSync(MODULE)) {
    return { status: 'missing', note: 'Not measured: scripts/load/mixed-traffic.ts is not in this tree yet.' };
  }
  const { runMixedTraffic } = (await import(pathToFileURL(MODULE).href)) as { runMixedTraffic?: RunMixedTraffic };
  if (typeof runMixedTraffic !== 'function') {
    return { status: 'failed', note: 'Not measured: scripts/load/mixed-traffic.ts exports no runMixedTraffic.' };
  }
  const database = postgres.available ? await createDatabase('mixed') : undefined;
  const server = await startServer({ dataDir: benchDataDir('mixed'), databaseUrl: database?.url });
  try {
    const { candidates, seconds } = settings.mixedTraffic;
    const result = await runMixedTraffic({ baseUrl: server.url, candidates, seconds });
    return { status: 'measured', candidates, seconds, database: database ? 'PostgreSQL' : 'PGlite', result };
  } catch (error) {
    return { status: 'failed', note: `Not measured: the run failed (${(error as Error).message}).` };
  } finally {
    await server.dispose();
    await database?.drop();
  }
}
