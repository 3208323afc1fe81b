/**
 * The candidate journeys in WebKit: WebKitGTK's MiniBrowser (Debian's webkit2gtk-driver) driven
 * by WebKitWebDriver over classic WebDriver, on a display of its own from Xvfb (MiniBrowser has no
 * headless mode). There is no offline emulation: "offline" is the test server stopped (and its
 * port checked closed), "online" the same server started again on the same port and data. There
 * is no console access either: console.error and uncaught errors are hooked in the page after each
 * navigation, so an error thrown before that hook is not seen here (Firefox sees those).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { expect } from 'vitest';
import type { OwnServer } from '../e2e/own-server';
import type { Driver, KeyPress } from './engine';
import { candidateJourneys, ENGINES_PORT, type EngineFixture } from './journeys';
import { isElementReference, Key, newSession, type WebDriverSession } from './webdriver-client';

const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const WEBDRIVER_PORT = ENGINES_PORT + 2;
/** MiniBrowser's window does not get narrower than about 447 px. */
const WINDOW = { width: 450, height: 900 };

/** Stops a process started in its own group, with whatever it started. */
function stopGroup(child: ChildProcess) {
  if (!child.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

function spawnGroup(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env });
  // Should the run be cut short, the test process's exit still takes it along.
  process.once('exit', () => stopGroup(child));
  return child;
}

/** Xvfb on a display number it picks itself (-displayfd), so two runs never collide. */
async function startXvfb() {
  const xvfb = spawnGroup('Xvfb', ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp']);
  const [chunk] = (await Promise.race([
    once(xvfb.stdout as NodeJS.ReadableStream, 'data'),
    once(xvfb, 'exit').then(() => {
      throw new Error('Xvfb exited before naming its display');
    }),
  ])) as [Buffer];
  return { process: xvfb, display: `:${chunk.toString().trim()}` };
}

async function startWebDriver(display: string) {
  const driver = spawnGroup('WebKitWebDriver', [`--port=${WEBDRIVER_PORT}`], { ...process.env, DISPLAY: display });
  const url = `http://127.0.0.1:${WEBDRIVER_PORT}`;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}`);
    const ready = await fetch(`${url}/status`).then(
      async (response) => ((await response.json()) as { value: { ready: boolean } }).value.ready,
      () => false,
    );
    if (ready) return { process: driver, url };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver did not answer within 20 s');
}

/**
 * Collects console.error calls and uncaught errors into window.__engineErrors. Installed after a
 * navigation has loaded (WebDriver cannot run a script before the page's own).
 */
const HOOK_ERRORS = `
  if (!window.__engineErrors) {
    const errors = (window.__engineErrors = []);
    const original = console.error.bind(console);
    console.error = (...args) => {
      errors.push(args.map(String).join(' '));
      original(...args);
    };
    addEventListener('error', (event) => errors.push(String(event.error ?? event.message)));
    addEventListener('unhandledrejection', (event) => errors.push(String(event.reason)));
  }
  return true;
`;

async function openWebKit(server: OwnServer): Promise<Driver> {
  const xvfb = await startXvfb();
  const driver = await startWebDriver(xvfb.display).catch((error) => {
    stopGroup(xvfb.process);
    throw error;
  });
  let session: WebDriverSession;
  try {
    session = await newSession(driver.url, {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    });
    await session.setWindowSize(WINDOW.width, WINDOW.height);
  } catch (error) {
    stopGroup(driver.process);
    stopGroup(xvfb.process);
    throw error;
  }

  const element = async (expression: string) => {
    const found = await session.execute<unknown>(`return ${expression}`);
    if (!isElementReference(found)) throw new Error(`WebKit: no element for ${expression.slice(0, 80)}…`);
    return found;
  };
  const hookErrors = () => session.execute(HOOK_ERRORS);

  return {
    engine: 'WebKit',
    origin: server.url,
    async goto(url) {
      await session.navigate(url);
      await hookErrors();
    },
    async reload() {
      await session.refresh();
      await hookErrors();
    },
    url: () => session.currentUrl(),
    run: <R>(expression: string) => session.execute<R>(`return ${expression}`),
    async clickElement(expression) {
      await session.click(await element(expression));
    },
    async typeInto(expression, text) {
      await session.sendKeys(await element(expression), text);
    },
    async press(key: KeyPress) {
      if (key === 'Shift+Tab') await session.pressKeys([Key.Tab], Key.Shift);
      else await session.pressKeys([Key[key]]);
    },
    pageErrors: () => session.execute<string[]>('return window.__engineErrors ?? []'),
    offline: () => server.stop(),
    online: () => server.start(),
    async close() {
      await session.end().catch(() => undefined);
      stopGroup(driver.process);
      stopGroup(xvfb.process);
    },
  };
}

const webkit: EngineFixture = {
  open: openWebKit,
  // No offlineNote: the device stays online and only the server is gone (its port checked closed),
  // so what the step reads can only come from the device; the app says 서버에 연결할 수 없어요
  // once a request has failed, which fresh offers do not make.
  async pushCard(page) {
    // WebKitGTK has no PushManager: the card says so, and offers no button that cannot work.
    const card = { role: 'region', name: /^알림/ } as const;
    expect(await page.evaluate(() => 'PushManager' in window)).toBe(false);
    await page.waitFor(
      card,
      '이 브라우저에서는 알림을 받을 수 없어요. 최신 크롬, 사파리, 엣지, 삼성 인터넷에서 이용해 주세요.',
    );
    expect(await page.seen({ role: 'button', within: card })).toBeNull();
  },
};

candidateJourneys('WebKit', webkit, ENGINES_PORT + 1);
