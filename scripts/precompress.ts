/**
 * The last build step: a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of
 * the build, at the highest levels, once. The server (server/http/static-files.ts) sends the copy
 * a client accepts instead of compressing the file on every request. Files under 1 KB stay alone,
 * as the server's compress middleware leaves them (it would cost more headers than bytes), and so
 * does a copy that came out no smaller.
 *
 *   tsx scripts/precompress.ts <dist dir>
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.xml', '.ico']);
const MIN_BYTES = 1024;

const PRECOMPRESSED = ['.br', '.gz'] as const;

const compressors: Record<(typeof PRECOMPRESSED)[number], (bytes: Buffer) => Buffer> = {
  '.br': (bytes) =>
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  '.gz': (bytes) => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }),
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.isFile() ? [full] : [];
  });
}

/** Writes the copies of one file (the ones that come out smaller); whether it wrote any. */
export function precompressFile(file: string): boolean {
  const bytes = readFileSync(file);
  let wrote = false;
  for (const suffix of PRECOMPRESSED) {
    const compressed = compressors[suffix](bytes);
    if (compressed.length >= bytes.length) continue;
    writeFileSync(file + suffix, compressed);
    wrote = true;
  }
  return wrote;
}

/** Writes the copies for every compressible file under `dir`; returns how many files got them. */
export function precompress(dir: string): number {
  const worth = (file: string) => COMPRESSIBLE.has(path.extname(file)) && statSync(file).size >= MIN_BYTES;
  return filesUnder(dir).filter((file) => worth(file) && precompressFile(file)).length;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: tsx scripts/precompress.ts <dist dir>');
    process.exit(1);
  }
  process.stdout.write(`brotli and gzip copies of ${precompress(dir)} files in ${dir}\n`);
}
