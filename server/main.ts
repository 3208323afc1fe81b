/** Start: configuration → database (migrations, seed) → HTTP. Serves the built PWA as well. */
import { existsSync } from 'node:fs';
import { createApp } from './app';
import { boot } from './bootstrap';
import { ConfigError, readEnv } from './env';
import { startNodeServer } from './http/node-server';
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

  const shutdown = (signal: string) => {
    logger.info('shutting down', { signal });
    server.close(() => {
      jobs
        .stop()
        .then(() => database.close())
        .finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error) => {
  process.stderr.write(`서버를 시작하지 못했습니다: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
