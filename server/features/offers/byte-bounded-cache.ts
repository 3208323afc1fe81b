/**
 * Texts by key, least recently used first out, holding at most `maxBytes` in total. Sizes are
 * counted as V8 holds a string with any Korean in it: two bytes a character.
 */
export class ByteBoundedCache {
  /** A Map iterates in insertion order: re-inserting on a hit keeps the least recently used first. */
  private readonly entries = new Map<string, string>();
  private heldBytes = 0;

  constructor(readonly maxBytes: number) {}

  get bytes(): number {
    return this.heldBytes;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): string | undefined {
    const text = this.entries.get(key);
    if (text === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, text);
    return text;
  }

  /** A text larger than the whole bound is not kept. */
  set(key: string, text: string): void {
    this.delete(key);
    const bytes = bytesOf(text);
    if (bytes > this.maxBytes) return;
    for (const [oldest, held] of this.entries) {
      if (this.heldBytes + bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.heldBytes -= bytesOf(held);
    }
    this.entries.set(key, text);
    this.heldBytes += bytes;
  }

  delete(key: string): void {
    const text = this.entries.get(key);
    if (text === undefined) return;
    this.entries.delete(key);
    this.heldBytes -= bytesOf(text);
  }

  clear(): void {
    this.entries.clear();
    this.heldBytes = 0;
  }
}

const bytesOf = (text: string) => text.length * 2;
