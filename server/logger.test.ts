import { describe, expect, it } from 'vitest';
import { createLogger, linesPerTurn } from './logger';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('linesPerTurn', () => {
  it('writes the lines of one turn of the event loop together, in order', async () => {
    const writes: string[] = [];
    const logger = createLogger(
      'info',
      linesPerTurn({ write: (text: string) => writes.push(text) }, () => undefined),
    );
    logger.info('first', { n: 1 });
    logger.debug('below the level');
    logger.warn('second');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toHaveLength(1);
    const lines = writes[0].split('\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1).map((line) => JSON.parse(line).message)).toEqual(['first', 'second']);
    logger.info('third');
    await nextTurn();
    expect(writes).toHaveLength(2);
    expect(JSON.parse(writes[1]).message).toBe('third');
  });

  it('writes what is pending when the process exits', () => {
    const writes: string[] = [];
    let atExit = () => {};
    const write = linesPerTurn({ write: (text: string) => writes.push(text) }, (flush) => {
      atExit = flush;
    });
    write('{"message":"last words"}');
    atExit();
    expect(writes).toEqual(['{"message":"last words"}\n']);
    atExit();
    expect(writes).toHaveLength(1);
  });
});
