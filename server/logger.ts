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

/**
 * Lines logged during one turn of the event loop, handed to `out` together when it ends: one
 * write(2) for all of them, where each API request's line used to cost its own (stdout to a file or
 * a pipe is synchronous on Linux; ~2.5 % of the offers list's CPU under load). Lines keep their
 * order and nothing waits longer than the turn. What is pending when the process exits is written
 * then, synchronously; only a kill without an 'exit' (SIGKILL, out of memory) loses that turn's lines.
 */
export function linesPerTurn(
  out: { write(text: string): unknown },
  atExit: (flush: () => void) => void = (flush) => process.once('exit', flush),
): (line: string) => void {
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    out.write(text);
  };
  atExit(flush);
  return (line) => {
    if (pending.length === 0) setImmediate(flush);
    pending.push(`${line}\n`);
  };
}

/** One writer for the process's stdout, however many loggers there are (each would add an 'exit' listener). */
let stdoutLines: ((line: string) => void) | undefined;
const toStdout = (line: string) => {
  stdoutLines ??= linesPerTurn(process.stdout);
  stdoutLines(line);
};

export function createLogger(level: Env['logLevel'], write: (line: string) => void = toStdout): Logger {
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
