import { describe, expect, it } from 'vitest';
import {
  badInputMessage,
  isUniqueViolation,
  postgresCode,
  postgresErrorLine,
  unreachableReason,
} from './postgres-errors';

/** How Drizzle wraps a driver's error: its own error with the driver's as the cause. */
const wrapped = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('x'), { code }) });

describe('postgresCode', () => {
  it('finds the SQLSTATE on the error or down its cause chain', () => {
    expect(postgresCode(Object.assign(new Error('x'), { code: '23505' }))).toBe('23505');
    expect(postgresCode(wrapped('22003'))).toBe('22003');
    expect(postgresCode({ cause: { cause: { code: '22P05' } } })).toBe('22P05');
  });

  it('ignores what is not a SQLSTATE, and errors without one', () => {
    expect(postgresCode(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBeUndefined();
    expect(postgresCode(new Error('plain'))).toBeUndefined();
    expect(postgresCode(undefined)).toBeUndefined();
    expect(postgresCode('23505')).toBeUndefined();
  });

  it('stops after a few causes, even on a cycle', () => {
    const loop: { cause?: unknown } = {};
    loop.cause = loop;
    expect(postgresCode(loop)).toBeUndefined();
  });
});

describe('isUniqueViolation', () => {
  it('is true for 23505 only', () => {
    expect(isUniqueViolation(wrapped('23505'))).toBe(true);
    expect(isUniqueViolation(wrapped('23503'))).toBe(false);
  });
});

describe('badInputMessage', () => {
  it('answers a Korean message for input the database cannot hold, and nothing for other errors', () => {
    expect(badInputMessage(wrapped('22003'))).toBe('숫자가 허용된 범위를 벗어났습니다.');
    expect(badInputMessage(wrapped('22021'))).toBe('쓸 수 없는 문자가 포함되어 있습니다.');
    expect(badInputMessage(wrapped('22P05'))).toBe('쓸 수 없는 문자가 포함되어 있습니다.');
    expect(badInputMessage(wrapped('23505'))).toBeUndefined();
    expect(badInputMessage(new Error('boom'))).toBeUndefined();
  });
});

describe('unreachableReason', () => {
  const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it.each([
    ['a refused connection', coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'), 'ECONNREFUSED'],
    ['a reset connection', coded('ECONNRESET'), 'ECONNRESET'],
    ['a socket timeout', coded('ETIMEDOUT'), 'ETIMEDOUT'],
    ['an administrator shutdown (pg_ctl stop)', wrapped('57P01'), '57P01'],
    ['a server still starting', wrapped('57P03'), '57P03'],
    ['a connection exception (class 08)', wrapped('08006'), '08006'],
    ['a connection ended by the server', new Error('Connection terminated unexpectedly'), 'connection terminated'],
    [
      'a pool connect timeout',
      new Error('Connection terminated due to connection timeout', { cause: new Error('Connection terminated') }),
      'connection terminated',
    ],
    [
      'a pool waiting too long for a connection',
      new Error('timeout exceeded when trying to connect'),
      'connect timeout',
    ],
    ['a client that lost its connection', new Error('Client was closed and is not queryable'), 'connection closed'],
    [
      'the rollback of a transaction whose connection died',
      new Error('Client has encountered a connection error and is not queryable'),
      'connection lost',
    ],
    ['PGlite after close', new Error('PGlite is closed'), 'database closed'],
    [
      "Drizzle's wrapper of a refused connection",
      Object.assign(new Error('Failed query: select 1'), { cause: coded('ECONNREFUSED') }),
      'ECONNREFUSED',
    ],
    [
      'every address of a host name refused (AggregateError)',
      Object.assign(new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')], ''), { code: undefined }),
      'ECONNREFUSED',
    ],
  ])('recognises %s', (_label, error, reason) => {
    expect(unreachableReason(error)).toBe(reason);
  });

  it('is undefined for errors of a database that answers, and for bugs', () => {
    expect(unreachableReason(wrapped('23505'))).toBeUndefined();
    expect(unreachableReason(wrapped('22003'))).toBeUndefined();
    expect(unreachableReason(wrapped('42P01'))).toBeUndefined();
    expect(unreachableReason(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBeUndefined();
    expect(unreachableReason(undefined)).toBeUndefined();
  });

  it("never matches a bound value inside Drizzle's message", () => {
    const failed = new Error('Failed query: insert into messages values ($1)\nparams: Connection terminated');
    expect(unreachableReason(Object.assign(failed, { cause: wrapped('23505') }))).toBeUndefined();
  });
});

describe('postgresErrorLine', () => {
  /** node-postgres's DatabaseError (PGlite's has the same fields), as Drizzle 0.45 wraps it. */
  const failedQuery = (report: Record<string, unknown>) =>
    Object.assign(
      new Error('Failed query: CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (…)\nparams: '),
      {
        cause: Object.assign(new Error(String(report.message)), report),
      },
    );

  it("puts PostgreSQL's code, message and detail on one line, from under Drizzle's wrapper", () => {
    const error = failedQuery({
      code: '23505',
      message: 'duplicate key value violates unique constraint "pg_type_typname_nsp_index"',
      detail: 'Key (typname, typnamespace)=(__drizzle_migrations, 2200) already exists.',
      hint: undefined,
      where: undefined,
    });
    expect(postgresErrorLine(error)).toBe(
      '23505 duplicate key value violates unique constraint "pg_type_typname_nsp_index" (detail: Key (typname, typnamespace)=(__drizzle_migrations, 2200) already exists.)',
    );
  });

  it('adds the hint and the context, each context frame kept on the one line', () => {
    const error = failedQuery({
      code: '42501',
      message: 'permission denied for schema public',
      hint: 'Grant CREATE on the schema.',
      where: 'SQL statement "CREATE TABLE t ()"\nPL/pgSQL function inline_code_block line 3 at EXECUTE',
    });
    expect(postgresErrorLine(error)).toBe(
      '42501 permission denied for schema public (hint: Grant CREATE on the schema.; where: SQL statement "CREATE TABLE t ()" / PL/pgSQL function inline_code_block line 3 at EXECUTE)',
    );
  });

  it('is undefined for errors that did not come from PostgreSQL', () => {
    expect(
      postgresErrorLine(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    ).toBeUndefined();
    expect(postgresErrorLine(new Error('boom'))).toBeUndefined();
    expect(postgresErrorLine('text')).toBeUndefined();
  });
});
