/**
 * A rolling deploy seen from a page of the release being replaced: it was loaded from a replica of
 * release N, and asks for its lazy chunks once the replicas run N+1, whose dist/ does not have them.
 * Each release is a dist/ of its own here (hashed chunks that differ), both apps on one PostgreSQL
 * database; on PGlite, one process, a start publishes nothing.
 */

import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishReleaseAssets, RELEASES_KEPT, releaseOf } from '../../server/db/release-assets';
import { assetReleases, releaseAssets } from '../../server/db/schema';
import { createReplica, createTestApp, drivers, type TestApp } from './test-app';

/** A lazy chunk big enough to have precompressed copies, as scripts/precompress.ts writes them. */
const chunk = (release: string) =>
  `export const page = ${JSON.stringify(`release ${release}`)};\n${'/* 이력서 */ '.repeat(200)}\n`;

/** A dist/ of one release: its shell names its entry, the entry imports a lazy chunk. */
function writeRelease(root: string, release: string): { dir: string; entry: string; lazy: string } {
  const dir = path.join(root, `dist-${release}`);
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  const entry = `assets/index-${release}.js`;
  const lazy = `assets/offers-page-${release}.js`;
  writeFileSync(path.join(dir, entry), `import('/${lazy}');\n`);
  const lazyBytes = Buffer.from(chunk(release));
  writeFileSync(path.join(dir, lazy), lazyBytes);
  writeFileSync(path.join(dir, `${lazy}.br`), brotliCompressSync(lazyBytes));
  writeFileSync(path.join(dir, `${lazy}.gz`), gzipSync(lazyBytes));
  writeFileSync(path.join(dir, `assets/style-${release}.css`), `body{--release:"${release}"}`);
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><script type="module" src="/${entry}"></script><link rel="stylesheet" href="/assets/style-${release}.css">`,
  );
  return { dir, entry, lazy };
}

/** The release name publishing gives the build in `dir`. */
const releaseName = (dir: string) => releaseOf(readdirSync(path.join(dir, 'assets')).map((file) => `assets/${file}`));

const assetsNamedIn = (html: string) => [...html.matchAll(/"\/(assets\/[^"]+)"/g)].map(([, file]) => file as string);

/** Replicas of two releases run side by side on a database they share: PostgreSQL (PGlite is one process). */
const sharedDatabases = drivers.filter((driver) => driver === 'postgres');

describe('a release on PGlite, one process with no other release beside it', () => {
  let root: string;
  let app: TestApp;
  let release: ReturnType<typeof writeRelease>;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'boltx-releases-'));
    release = writeRelease(root, 'a1b2c3d4');
    app = await createTestApp('pglite', { STATIC_DIR: release.dir });
  });
  afterAll(async () => {
    await app?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('publishes nothing at start and serves its assets from its own disk', async () => {
    const lazy = await app.request(`/${release.lazy}`);
    expect(lazy.status).toBe(200);
    expect(await lazy.text()).toBe(chunk('a1b2c3d4'));
    expect(await app.deps.db.select().from(assetReleases)).toEqual([]);
    expect(await app.deps.db.select({ path: releaseAssets.path }).from(releaseAssets)).toEqual([]);
    expect((await app.request('/assets/offers-page-00000000.js')).status).toBe(404);
  });
});

describe.each(sharedDatabases)('assets of the last releases during a rolling deploy on %s', (driver) => {
  let root: string;
  let releaseN: ReturnType<typeof writeRelease>;
  let releaseNext: ReturnType<typeof writeRelease>;
  let replicaN: TestApp;
  let replicaNext: TestApp;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'boltx-releases-'));
    releaseN = writeRelease(root, 'a1b2c3d4');
    releaseNext = writeRelease(root, 'e5f6a7b8');
    replicaN = await createTestApp(driver, { STATIC_DIR: releaseN.dir });
    replicaNext = await createReplica(replicaN, { staticDir: releaseNext.dir });
  });
  afterAll(async () => {
    await replicaNext?.close();
    await replicaN?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves a page of release N its lazy chunk from a replica of N+1, in the copy it accepts, immutable', async () => {
    const page = await (await replicaN.request('/some/page')).text();
    const named = assetsNamedIn(page);
    expect(named).toContain(releaseN.entry);
    const entry = await (await replicaN.request(`/${releaseN.entry}`)).text();
    expect(entry).toContain(releaseN.lazy);

    // The replicas now run N+1: everything the old page still asks for comes from there.
    for (const file of named) {
      expect((await replicaNext.request(`/${file}`)).status, file).toBe(200);
    }
    const plain = await replicaNext.request(`/${releaseN.lazy}`);
    expect(plain.status).toBe(200);
    expect(await plain.text()).toBe(chunk('a1b2c3d4'));
    expect(plain.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(plain.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');

    const brotli = await replicaNext.request(`/${releaseN.lazy}`, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(brotli.headers.get('Vary')).toContain('Accept-Encoding');
    const compressed = Buffer.from(await brotli.arrayBuffer());
    expect(compressed).toEqual(brotliCompressSync(Buffer.from(chunk('a1b2c3d4'))));

    const gzip = await replicaNext.request(`/${releaseN.lazy}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');

    const stylesheet = await replicaNext.request(`/assets/style-a1b2c3d4.css`);
    expect(stylesheet.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
    expect(await stylesheet.text()).toBe('body{--release:"a1b2c3d4"}');

    const etag = plain.headers.get('ETag') as string;
    const again = await replicaNext.request(`/${releaseN.lazy}`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('serves a page of N+1 that reaches a replica still on N (the deploy goes both ways)', async () => {
    const response = await replicaN.request(`/${releaseNext.lazy}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(chunk('e5f6a7b8'));
  });

  it("refuses a service worker precaching N+1's page from a replica still on N, so its install is tried again", async () => {
    const pageOf = (dir: string) => readFileSync(path.join(dir, 'index.html'));
    const revisionOf = (dir: string) => createHash('md5').update(pageOf(dir)).digest('hex');
    const precache = (app: TestApp, dir: string) => app.request(`/index.html?__WB_REVISION__=${revisionOf(dir)}`);
    expect((await precache(replicaNext, releaseNext.dir)).status).toBe(200);
    const refused = await precache(replicaN, releaseNext.dir);
    expect(refused.status).toBe(404);
    expect(refused.headers.get('Cache-Control')).toBe('no-store');
    expect((await precache(replicaN, releaseN.dir)).status).toBe(200);
  });

  it('still answers 404 for a chunk no kept release has', async () => {
    expect((await replicaNext.request('/assets/offers-page-00000000.js')).status).toBe(404);
    expect((await replicaNext.request(`/${releaseN.lazy}.br`)).status).toBe(404);
  });

  it('publishes a release once however many replicas start together', async () => {
    const { db } = replicaN.deps;
    const results = await Promise.all(
      [1, 2, 3].map(() => publishReleaseAssets(db, releaseNext.dir, replicaN.deps.now)),
    );
    expect(results.map((result) => result?.written)).toEqual([0, 0, 0]);
    const rows = await db
      .select({ path: releaseAssets.path })
      .from(releaseAssets)
      .where(eq(releaseAssets.release, results[0]?.release as string));
    expect(rows.map((row) => row.path).sort()).toEqual([
      releaseNext.entry,
      releaseNext.lazy,
      `${releaseNext.lazy}.br`,
      `${releaseNext.lazy}.gz`,
      'assets/style-e5f6a7b8.css',
    ]);
  });

  it(`keeps the assets of the last ${RELEASES_KEPT} releases to start, a release deployed again counting as new`, async () => {
    const { db } = replicaN.deps;
    let clock = Date.now() + 60_000;
    const now = () => {
      clock += 1000;
      return new Date(clock);
    };
    const later = ['c0ffee01', 'c0ffee02', 'c0ffee03'].map((release) => writeRelease(root, release));
    const kept = async () => (await db.select().from(assetReleases)).map((row) => row.release).sort();
    const storedPaths = async () =>
      (await db.select({ path: releaseAssets.path }).from(releaseAssets)).map((row) => row.path);

    await publishReleaseAssets(db, later[0].dir, now);
    await publishReleaseAssets(db, releaseN.dir, now); // N deployed again (a rollback): recent again
    const published = await publishReleaseAssets(db, later[1].dir, now);
    // N+1 last started before all of these: pruned, with its files.
    expect(published?.pruned).toEqual([releaseName(releaseNext.dir)]);
    expect(await storedPaths()).not.toContain(releaseNext.lazy);
    expect(await storedPaths()).toContain(releaseN.lazy);

    await publishReleaseAssets(db, later[2].dir, now);
    expect(await kept()).toEqual(
      [releaseName(releaseN.dir), releaseName(later[1].dir), releaseName(later[2].dir)].sort(),
    );
  });
});
