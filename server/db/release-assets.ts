/**
 * Rolling deploys without broken pages. Each replica serves its own dist/, and a page of release N
 * loads its lazy chunks long after it was opened: once replicas run N+1, those chunks are gone from
 * their disks. So at start a replica publishes its release's hashed assets (dist/assets/, the
 * precompressed copies included) to the database every replica shares, and serves a miss under
 * /assets/ from there (server/http/static-files.ts). The last RELEASES_KEPT releases to start keep
 * theirs: a release deployed again counts as new again.
 *
 * Publishing is idempotent and safe for replicas starting together: one transaction per start; the
 * release's row is taken first, so a second replica of the same release waits for the first and
 * then finds every file there. Published before the server listens, so a page of the new release
 * that reaches an old replica finds its chunks too.
 *
 * Only on PostgreSQL (server/bootstrap.ts): PGlite is one process, so no replica of another release
 * ever runs beside it, and its own assets are on its disk. A page of the previous build left open
 * across a restart into a new one then finds the chunks it has not loaded yet only in its service
 * worker's precache.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { desc, eq, inArray, notInArray } from 'drizzle-orm';
import { getMimeType } from 'hono/utils/mime';
import type { Logger } from '../logger';
import type { Database } from './client';
import { assetReleases, releaseAssets } from './schema-releases';

/** The releases whose assets stay: the one deploying, the one it replaces, and one before for a slow rollback. */
export const RELEASES_KEPT = 3;
const ASSETS_DIR = 'assets';
/** One insert statement carries at most about this many bytes of files. */
const BATCH_BYTES = 4 * 1024 * 1024;
/** Files read from the database stay in memory up to this many bytes (a deploy's burst asks for the same few). */
const CACHE_BYTES = 16 * 1024 * 1024;
const PRECOMPRESSED = /\.(br|gz)$/;

/** Files under `dir`, relative to `root`, with forward slashes. */
async function filesUnder(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return filesUnder(root, relative);
      return Promise.resolve(entry.isFile() ? [relative] : []);
    }),
  );
  return nested.flat();
}

/** A release's name: a hash of its assets' names, themselves hashes of their contents. */
export function releaseOf(files: readonly string[]): string {
  return createHash('sha256')
    .update([...files].sort().join('\n'))
    .digest('hex')
    .slice(0, 16);
}

/** The type of the file a precompressed copy stands for. */
function contentTypeOf(file: string): string {
  return getMimeType(file.replace(PRECOMPRESSED, '')) ?? 'application/octet-stream';
}

export interface PublishedRelease {
  release: string;
  files: number;
  /** Files this start wrote (none when a replica of the release published them before). */
  written: number;
  /** Releases pruned as older than the last RELEASES_KEPT. */
  pruned: string[];
}

/** Publishes the hashed assets of the build in `staticDir`; undefined when it has none (a test's). */
export async function publishReleaseAssets(
  db: Database,
  staticDir: string,
  now: () => Date,
): Promise<PublishedRelease | undefined> {
  const files = (await filesUnder(staticDir, ASSETS_DIR)).sort();
  if (files.length === 0) return undefined;
  const release = releaseOf(files);
  const written = await db.transaction(async (tx) => {
    const startedAt = now();
    await tx
      .insert(assetReleases)
      .values({ release, startedAt })
      .onConflictDoUpdate({ target: assetReleases.release, set: { startedAt } });
    const present = await tx
      .select({ path: releaseAssets.path })
      .from(releaseAssets)
      .where(eq(releaseAssets.release, release));
    const known = new Set(present.map((row) => row.path));
    const missing = files.filter((file) => !known.has(file));
    let batch: (typeof releaseAssets.$inferInsert)[] = [];
    let batchBytes = 0;
    const flush = async () => {
      if (batch.length > 0) await tx.insert(releaseAssets).values(batch).onConflictDoNothing();
      batch = [];
      batchBytes = 0;
    };
    for (const file of missing) {
      const body = new Uint8Array(await readFile(path.join(staticDir, file)));
      batch.push({ path: file, release, contentType: contentTypeOf(file), body });
      batchBytes += body.byteLength;
      if (batchBytes >= BATCH_BYTES) await flush();
    }
    await flush();
    return missing.length;
  });
  const kept = db
    .select({ release: assetReleases.release })
    .from(assetReleases)
    .orderBy(desc(assetReleases.startedAt))
    .limit(RELEASES_KEPT);
  const pruned = await db
    .delete(assetReleases)
    .where(notInArray(assetReleases.release, kept))
    .returning({ release: assetReleases.release });
  return { release, files: files.length, written, pruned: pruned.map((row) => row.release) };
}

/**
 * Publishes at start, logging what it did. A failure is logged, not fatal: this release serves
 * its own pages all the same; only its pages still open at the next deploy could miss chunks.
 */
export async function publishRelease(deps: { db: Database; logger: Logger; now: () => Date }, staticDir: string) {
  try {
    const published = await publishReleaseAssets(deps.db, staticDir, deps.now);
    if (published) deps.logger.info('release assets published', { ...published });
  } catch (error) {
    deps.logger.error('release assets not published: pages of this release may miss chunks after the next deploy', {
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** One stored file: an asset or one of its precompressed copies. */
export interface ReleaseAssetFile {
  path: string;
  contentType: string;
  body: Uint8Array;
}

export type ReleaseAssetReader = (file: string) => Promise<ReleaseAssetFile[]>;

/**
 * `file` (e.g. `assets/a-1b2c.js`) and its precompressed copies as some kept release published
 * them; none when no kept release has it. What was read stays in memory, up to CACHE_BYTES.
 */
export function releaseAssetReader(db: Database): ReleaseAssetReader {
  const cache = new Map<string, ReleaseAssetFile[]>();
  let cachedBytes = 0;
  return async (file) => {
    const cached = cache.get(file);
    if (cached) return cached;
    const rows = await db
      .selectDistinctOn([releaseAssets.path], {
        path: releaseAssets.path,
        contentType: releaseAssets.contentType,
        body: releaseAssets.body,
      })
      .from(releaseAssets)
      .where(inArray(releaseAssets.path, [file, `${file}.br`, `${file}.gz`]))
      .orderBy(releaseAssets.path);
    const found = rows.map((row) => ({ ...row, body: new Uint8Array(row.body) }));
    if (found.length === 0) return found;
    const bytes = found.reduce((sum, row) => sum + row.body.byteLength, 0);
    for (const [name, files] of cache) {
      if (cachedBytes + bytes <= CACHE_BYTES) break;
      cache.delete(name);
      cachedBytes -= files.reduce((sum, row) => sum + row.body.byteLength, 0);
    }
    if (bytes <= CACHE_BYTES) {
      cache.set(file, found);
      cachedBytes += bytes;
    }
    return found;
  };
}
