import { describe, expect, it } from 'vitest';
import { badInputMessage, isUniqueViolation, postgresCode } from './postgres-errors';

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
