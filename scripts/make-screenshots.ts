/**
 * The manifest's screenshots (Chromium's richer install dialog): the real landing, narrow
 * (390 × 844, a phone) and wide (1280 × 800, a desktop window), written to public/screenshots/ and
 * committed. Run after a build: `npx vite build && npx tsx scripts/make-screenshots.ts`.
 *
 * It starts the real server on a free port, with a throw-away database and sandbox mode off (the
 * "샌드박스" marker does not belong in a store listing), and photographs it in Debian's Chromium.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const OUT = path.resolve('public/screenshots');
const shots = [
  { file: 'landing-narrow.png', width: 390, height: 844 },
  { file: 'landing-wide.png', width: 1280, height: 800 },
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(origin: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start within 60 s');
}

async function main() {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'boltx-screenshots-'));
  // tsx itself, not through npx: tsx hands the stop signal on to the server, npx does not.
  const server = spawn(path.resolve('node_modules/.bin/tsx'), ['server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: 'dist',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SANDBOX: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr?.pipe(process.stderr);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    await waitForHealth(origin, server);
    mkdirSync(OUT, { recursive: true });
    for (const shot of shots) {
      const context = await browser.newContext({
        viewport: { width: shot.width, height: shot.height },
        locale: 'ko-KR',
        timezoneId: 'Asia/Seoul',
        reducedMotion: 'reduce',
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await page.goto(origin, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: path.join(OUT, shot.file), type: 'png' });
      await context.close();
      process.stdout.write(`${shot.file} ${shot.width}×${shot.height}\n`);
    }
  } finally {
    await browser.close();
    server.kill();
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(null)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
