/**
 * Structured JSON logs, one line per event. Callers pass fields, never request bodies: names,
 * phone numbers, tokens and resident numbers must not reach the logs.
 */
import type { Env } from './env';

type Level = 'debug' | 'info' | 'warn' | 'error';
const rank: Record<Env['logLevel'], number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

type LogFields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

export function createLogger(
  level: Env['logLevel'],
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const emit = (at: Level, message: string, fields?: LogFields) => {
    if (rank[at] < rank[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: at, message, ...fields }));
  };
  return {
    debug: (message, fields) => emit('debug', message, fields),
    info: (message, fields) => emit('info', message, fields),
    warn: (message, fields) => emit('warn', message, fields),
    error: (message, fields) => emit('error', message, fields),
  };
}
