/**
 * Start: configuration → database (migrations, seed) → HTTP. Serves the built PWA as well. SIGTERM
 * and SIGINT shut it down gracefully (http/graceful-shutdown.ts).
 */
import { existsSync } from 'node:fs';
import { createApp } from './app';
import { boot } from './bootstrap';
import { postgresErrorLine } from './db/postgres-errors';
import { ConfigError, readEnv } from './env';
import { METRICS_PATH, metricsApp } from './features/health/metrics-routes';
import { gracefulShutdown } from './http/graceful-shutdown';
import { startNodeServer } from './http/node-server';
import { drainOf } from './http/server-drain';
import { startJobRunner } from './job-runner';
import { createLogger } from './logger';

async function main() {
  let env: ReturnType<typeof readEnv>;
  try {
    env = readEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`설정 오류 (configuration error): ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.logLevel);
  if (env.staticDir && !existsSync(env.staticDir)) {
    logger.warn('static directory missing: only the API is served (run npm run build)', { staticDir: env.staticDir });
    env = { ...env, staticDir: undefined };
  }
  const { deps, database } = await boot(env, logger);
  const app = createApp(deps);
  const jobs = startJobRunner(deps);
  const server = startNodeServer({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
    logger.info('listening', {
      url: `http://localhost:${info.port}`,
      database: database.kind,
      sandbox: env.sandbox,
    });
  });
  const { metricsPort } = env.monitoring;
  if (metricsPort !== undefined) {
    startNodeServer({ fetch: metricsApp(deps).fetch, port: metricsPort, hostname: env.host }, (info) =>
      logger.info('metrics listening', { url: `http://localhost:${info.port}${METRICS_PATH}` }),
    );
  }

  // The server takes the signals itself: production starts it with no npm or sh in between.
  const shutdown = gracefulShutdown(
    {
      readiness: deps.readiness,
      server: drainOf(server),
      stopJobs: () => jobs.stop(),
      closeDatabase: () => database.close(),
      flushReports: (timeoutMs) => deps.errorReports.flush(timeoutMs),
    },
    { ...env.shutdown, logger, exit: (code) => process.exit(code) },
  );
  process.on('SIGINT', () => void shutdown.begin('SIGINT'));
  process.on('SIGTERM', () => void shutdown.begin('SIGTERM'));
}

main().catch((error) => {
  // PostgreSQL's code, message and detail first: Drizzle's wrapper's stack alone hides them.
  const postgres = postgresErrorLine(error);
  if (postgres) process.stderr.write(`서버를 시작하지 못했습니다: PostgreSQL ${postgres}\n`);
  process.stderr.write(`서버를 시작하지 못했습니다: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
