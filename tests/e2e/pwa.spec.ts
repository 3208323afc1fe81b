/**
 * The installable, offline-capable app: Chromium finds nothing missing for installation;
 * offers read offline from the persisted cache with a live countdown, and refresh themselves once
 * the connection is back; a new build's worker is announced and taken on request, and a profile
 * edit not saved yet comes back after that reload.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { precompressFile } from '../../scripts/precompress';
import { SERVER_ENTRY } from '../../scripts/server-entry';
import { newPgliteDataDir } from '../api/pglite-template';
import { agentApi, candidateApi } from './offer-api';
import { DEMO_NAME, signInByPhone, waitForPersistedQueryKeys, waitForServiceWorker } from './support';

const OFFLINE_NOTE = '오프라인이에요. 저장된 내용을 보여 드려요.';

test('Chromium reports nothing that stands in the way of installing the app', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // The worker's first install (playwright.config.ts says why that is long), with a browser of its own.
  test.setTimeout(120_000);
  // Test contexts are off the record, where Chromium never installs: this one gets a real profile.
  const profile = mkdtempSync(path.join(tmpdir(), 'boltx-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);

    // Every icon and screenshot the manifest names is really there, at the size it says.
    const parsed = JSON.parse(manifest.data ?? '{}') as {
      icons: { src: string; sizes: string }[];
      screenshots: { src: string; sizes: string }[];
      shortcuts: { url: string; icons: { src: string; sizes: string }[] }[];
    };
    const images = [...parsed.icons, ...parsed.screenshots, ...parsed.shortcuts.flatMap((shortcut) => shortcut.icons)];
    for (const image of images) {
      const size = await page.evaluate(async (src) => {
        const bitmap = await createImageBitmap(await (await fetch(src)).blob());
        return `${bitmap.width}x${bitmap.height}`;
      }, image.src);
      expect(size, image.src).toBe(image.sizes);
    }
    expect(parsed.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/my/attack', '/my/message']);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('offers read offline from the device, the countdown runs, and they refresh once back online', async ({
  page,
  context,
}) => {
  // Time can be moved ahead below, so the kept offers go stale without a 30 s wait.
  await page.clock.install();
  await signInByPhone(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${DEMO_NAME}님, 반가워요`);
  await waitForPersistedQueryKeys(page, [['my']]);
  const candidate = await candidateApi(page);
  const agent = await agentApi(page, candidate);
  const [first, second] = await agent.freeCompanies(2);
  const offerId = await agent.offer(candidate.id, first.id, '모바일 개발자');

  await page.goto('/my/attack');
  await expect(page.locator(`a[href="/my/result/${offerId}"]`)).toContainText(first.name);
  // The server draws this page: a card pressed before the app has taken it over (a loaded machine's
  // seconds) opens the offer as a new page, and the list the drawn page carried was never kept.
  await waitForPersistedQueryKeys(page, [['offers', 'list', 'current']]);
  await page.locator(`a[href="/my/result/${offerId}"]`).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
  await waitForServiceWorker(page);
  await waitForPersistedQueryKeys(page, [['my'], ['offers', 'list', 'current'], ['offers', 'detail', offerId]]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(OFFLINE_NOTE)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTE })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
  await expectCountdownRunning(page);

  await page.goto('/my/attack');
  await expect(page.locator(`a[href="/my/result/${offerId}"]`)).toContainText(first.name);
  await page.goto('/my');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${DEMO_NAME}님, 반가워요`);

  // An offer never opened online has nothing on the device: said plainly, nothing crashes.
  await page.goto('/my/result/999999');
  await expect(page.getByRole('heading', { name: '인터넷에 연결되어 있지 않아요' })).toBeVisible();

  // Meanwhile another offer arrives; back online, the list on screen refreshes by itself.
  // (A new console sign-in: access tokens live 3 s in these runs.)
  const laterId = await (await agentApi(page, candidate)).offer(candidate.id, second.id, '플랫폼 엔지니어');
  await page.goto('/my/attack');
  await expect(page.locator(`a[href="/my/result/${offerId}"]`)).toBeVisible();
  await expect(page.locator(`a[href="/my/result/${laterId}"]`)).toHaveCount(0);
  await page.clock.fastForward('00:31');
  await context.setOffline(false);
  await expect(page.locator(`a[href="/my/result/${laterId}"]`)).toContainText(second.name);
  await expect(page.getByText(OFFLINE_NOTE)).toHaveCount(0);
});

async function expectCountdownRunning(page: Page) {
  const countdown = page.getByRole('time').first();
  const shown = await countdown.textContent();
  expect(shown).toMatch(/^\d일 \d\d:\d\d:\d\d$/);
  await expect(countdown).not.toHaveText(shown as string);
}

test('a new build is announced, and 지금 업데이트 reloads the page under the new worker', async ({ page }) => {
  // Its own server starts inside the test (a minute on a busy machine), and an untouched landing
  // registers the worker 5 s after load, whose precaching then takes its time too — twice, since the
  // next build's worker installs in full before it is announced (playwright.config.ts).
  test.setTimeout(240_000);
  const server = await serveCopyOfBuild();
  try {
    const cdp = await page.context().newCDPSession(page);
    const versions = await watchWorkerVersions(cdp);
    await page.goto(server.url);
    await waitForServiceWorker(page);
    await page.evaluate(() => {
      (window as { beforeUpdate?: boolean }).beforeUpdate = true;
      addEventListener('boltx:before-update', () => sessionStorage.setItem('drafts-asked', 'yes'));
    });

    // The next deploy: different worker bytes, found by the app's own update check.
    server.changeWorker();
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('dialog', { name: '새 버전이 준비됐어요' });
    // Announced once the new worker has installed: its whole precache, six files at a time.
    await expect(prompt).toBeVisible({ timeout: 90_000 });

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: '지금 업데이트' }).click();
    await reloaded;
    expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
    expect(await page.evaluate(() => sessionStorage.getItem('drafts-asked'))).toBe('yes');
    await expect(prompt).toHaveCount(0);

    // Two versions were seen: the first is gone, so the worker controlling this page is the new one.
    await expect
      .poll(() => [...versions.values()].sort((a, b) => Number(a.versionId) - Number(b.versionId)).map((v) => v.status))
      .toEqual(['redundant', 'activated']);
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          controlled: navigator.serviceWorker.controller !== null,
          waiting: registration?.waiting ?? null,
          active: registration?.active?.state,
        };
      }),
    ).toEqual({ controlled: true, waiting: null, active: 'activated' });
  } finally {
    await server.stop();
  }
});

test('an unsaved profile edit survives 지금 업데이트 and comes back with a notice, ready to save', async ({
  browser,
}) => {
  // Its own server, and two installs of the worker (the journey above says why that is long).
  test.setTimeout(240_000);
  const server = await serveCopyOfBuild();
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'allow',
  });
  try {
    const page = await context.newPage();
    await signInByPhone(page);
    await expect(page).toHaveURL(/\/my$/);
    await waitForServiceWorker(page);
    await page.goto('/my/edit?tab=more');
    await expect(page.getByLabel('이메일')).toBeEditable();
    const email = `update-${Date.now()}@example.com`;
    await page.getByLabel('이메일').fill(email);
    // Were the leave guard still armed, the browser would ask before the update's reload.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });

    server.changeWorker();
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('dialog', { name: '새 버전이 준비됐어요' });
    // Announced once the new worker has installed: its whole precache, six files at a time.
    await expect(prompt).toBeVisible({ timeout: 90_000 });
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: '지금 업데이트' }).click();
    await reloaded;

    await expect(page.getByText(/업데이트 전에 저장하지 않은 수정 내용을 다시 불러왔어요/)).toBeVisible();
    await expect(page.getByLabel('이메일')).toHaveValue(email);
    expect(dialogs).toEqual([]);
    await expect(prompt).toHaveCount(0);

    // Still unsaved until saved: 저장하기 sends it, and the server has it.
    await page.getByRole('button', { name: '저장하기' }).click();
    const noResume = page.getByRole('alertdialog', { name: '이력서 파일 첨부가 되지 않았습니다. 이대로 전송할까요?' });
    const saved = page.getByText('저장되었습니다.');
    await expect(noResume.or(saved)).toBeVisible();
    if (await noResume.isVisible()) await noResume.getByRole('button', { name: '전송하기' }).click();
    await expect(saved).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('이메일')).toHaveValue(email);
    await expect(page.getByText(/업데이트 전에 저장하지 않은 수정 내용을 다시 불러왔어요/)).toHaveCount(0);
  } finally {
    await context.close();
    await server.stop();
  }
});

interface WorkerVersion {
  versionId: string;
  status: string;
}

async function watchWorkerVersions(cdp: CDPSession): Promise<Map<string, WorkerVersion>> {
  const versions = new Map<string, WorkerVersion>();
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions: updated }) => {
    for (const version of updated) versions.set(version.versionId, version);
  });
  await cdp.send('ServiceWorker.enable');
  return versions;
}

/**
 * The built app served from a copy of dist/ by a server of the test's own, so its worker can be
 * changed on disk without touching what other tests are served.
 */
async function serveCopyOfBuild() {
  const port = await freePort();
  const root = path.resolve('.tmp', `e2e-pwa-${port}-${Date.now()}`);
  const staticDir = path.join(root, 'dist');
  mkdirSync(root, { recursive: true });
  cpSync('dist', staticDir, { recursive: true });
  const dataDir = path.join(root, 'data');
  await newPgliteDataDir(path.join(dataDir, 'pglite'));
  // The built server itself: the stop signal reaches it.
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: staticDir,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SANDBOX: '1',
      LOG_LEVEL: 'warn',
      // No balancer waits for it to drain (E2E_SERVER_ENV's reason).
      SHUTDOWN_DRAIN_MS: '0',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error('the server did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    // A build writes the worker's brotli and gzip copies with it, which the server sends instead.
    changeWorker: () => {
      const worker = path.join(staticDir, 'sw.js');
      appendFileSync(worker, `\n// the next build ${Date.now()}\n`);
      precompressFile(worker);
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}
