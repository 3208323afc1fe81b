import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createDatabaseOutage } from './database-outage';

const refusedConnection = () =>
  Object.assign(new Error('Failed query: select 1'), {
    cause: Object.assign(new Error('x'), { code: 'ECONNREFUSED' }),
  });

function tracked() {
  const lines: Record<string, unknown>[] = [];
  let now = 1_000;
  const outage = createDatabaseOutage(
    createLogger('debug', (line) => lines.push(JSON.parse(line))),
    () => now,
  );
  return { outage, lines, advance: (ms: number) => (now += ms) };
}

describe('the database outage', () => {
  it('logs one warning when it begins and one line with its length and refusals when it ends', () => {
    const { outage, lines, advance } = tracked();
    expect(outage.failed(refusedConnection())).toBe(true);
    outage.refused();
    for (let request = 0; request < 50; request += 1) {
      advance(100);
      expect(outage.failed(refusedConnection())).toBe(true);
      outage.refused();
    }
    outage.reachable();
    expect(lines).toEqual([
      expect.objectContaining({ level: 'warn', message: 'database unreachable', reason: 'ECONNREFUSED' }),
      expect.objectContaining({
        level: 'info',
        message: 'database reachable again',
        outageMs: 5_000,
        refusedRequests: 51,
      }),
    ]);
  });

  it('logs nothing for errors that are not an outage, nor for answers while there is none', () => {
    const { outage, lines } = tracked();
    expect(outage.failed(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    outage.refused();
    outage.reachable();
    expect(lines).toEqual([]);
  });

  it('counts a second outage on its own', () => {
    const { outage, lines } = tracked();
    outage.failed(refusedConnection());
    outage.refused();
    outage.reachable();
    outage.failed(Object.assign(new Error('x'), { code: '57P01' }));
    outage.reachable();
    expect(lines.map((line) => [line.message, line.reason ?? line.refusedRequests])).toEqual([
      ['database unreachable', 'ECONNREFUSED'],
      ['database reachable again', 1],
      ['database unreachable', '57P01'],
      ['database reachable again', 0],
    ]);
  });
});
