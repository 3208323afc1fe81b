import { describe, expect, it } from 'vitest';
import { batchedRead } from './batched-read';

/** A readMany that records each statement's keys and answers `row-<key>` for every key but 'gone'. */
function recordingRead() {
  const statements: string[][] = [];
  const readMany = async (keys: string[]) => {
    statements.push(keys);
    return new Map(keys.filter((key) => key !== 'gone').map((key) => [key, `row-${key}`]));
  };
  return { statements, read: batchedRead(readMany) };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('batchedRead', () => {
  it('sends the reads of one turn as one statement, each key once, and answers every caller', async () => {
    const { statements, read } = recordingRead();
    const answers = await Promise.all([read('a'), read('b'), read('a'), read('gone')]);
    expect(answers).toEqual(['row-a', 'row-b', 'row-a', undefined]);
    expect(statements).toEqual([['a', 'b', 'gone']]);
  });

  it('never lets a read join a statement already sent: it starts after the read was asked', async () => {
    const { statements, read } = recordingRead();
    const first = read('a');
    await nextTurn();
    const second = read('a');
    expect(await Promise.all([first, second])).toEqual(['row-a', 'row-a']);
    expect(statements).toEqual([['a'], ['a']]);
  });

  it('cuts a very large turn into statements of at most 500 keys', async () => {
    const { statements, read } = recordingRead();
    const keys = Array.from({ length: 1_201 }, (_, index) => `k${index}`);
    const answers = await Promise.all(keys.map(read));
    expect(answers.at(-1)).toBe('row-k1200');
    expect(statements.map((statement) => statement.length)).toEqual([500, 500, 201]);
  });

  it('fails the callers of a failed statement with its error, and reads again at the next turn', async () => {
    let fail = true;
    const read = batchedRead(async (keys: string[]) => {
      if (fail) throw new Error('connection terminated');
      return new Map(keys.map((key) => [key, key]));
    });
    const failed = await Promise.allSettled([read('a'), read('b')]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await read('a')).toBe('a');
  });
});
