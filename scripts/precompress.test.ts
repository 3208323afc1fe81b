import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('precompress', () => {
  it('writes brotli and gzip copies of the compressible files of 1 KB and more, once', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'boltx-precompress-'));
    await mkdir(path.join(dir, 'assets'));
    const script = 'export const x = "볼트X";\n'.repeat(100);
    await writeFile(path.join(dir, 'assets', 'page.js'), script);
    await writeFile(path.join(dir, 'assets', 'tiny.css'), 'a{color:red}');
    await writeFile(path.join(dir, 'icon.png'), Buffer.alloc(4096));

    expect(precompress(dir)).toBe(1);

    const file = path.join(dir, 'assets', 'page.js');
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(script);
    expect(existsSync(path.join(dir, 'assets', 'tiny.css.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'icon.png.gz'))).toBe(false);
    // A second run leaves the copies alone: they are no source of copies of their own.
    expect(precompress(dir)).toBe(1);
    expect(existsSync(`${file}.br.br`)).toBe(false);
  });
});
