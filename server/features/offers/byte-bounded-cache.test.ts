import { describe, expect, it } from 'vitest';
import { ByteBoundedCache } from './byte-bounded-cache';

/** 2 bytes a character. */
const textOf = (bytes: number, fill = 'a') => fill.repeat(bytes / 2);

describe('a cache bounded by bytes', () => {
  it('never holds more than its bound, dropping the least recently used first', () => {
    const cache = new ByteBoundedCache(100);
    cache.set('a', textOf(40));
    cache.set('b', textOf(40));
    expect(cache.get('a')).toBe(textOf(40));
    cache.set('c', textOf(40));
    expect(cache.bytes).toBe(80);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(textOf(40));
    expect(cache.get('c')).toBe(textOf(40));
    for (let key = 0; key < 50; key += 1) {
      cache.set(String(key), textOf(2 * (key % 30) + 2));
      expect(cache.bytes).toBeLessThanOrEqual(100);
    }
  });

  it('counts a replaced text once and keeps nothing larger than the bound', () => {
    const cache = new ByteBoundedCache(100);
    cache.set('a', textOf(60));
    cache.set('a', textOf(20, 'b'));
    expect(cache.bytes).toBe(20);
    expect(cache.get('a')).toBe(textOf(20, 'b'));
    cache.set('huge', textOf(200));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')).toBe(textOf(20, 'b'));
  });
});
