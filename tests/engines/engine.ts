/**
 * What the journeys (journeys.ts) need from a browser, whichever drives it: Firefox through
 * puppeteer-core (firefox.engine.ts), WebKit through WebKitWebDriver (webkit.engine.ts). Elements
 * are found inside the page by role and name, or by label, the way a user names them
 * (findInPage), then clicked and typed into with the engine's own input.
 */

/** How a journey names an element: a role and its accessible name, a form field's label, or a CSS selector. */
export type Target =
  | { role: string; name?: string | RegExp; text?: string; within?: Target }
  | { label: string; within?: Target }
  | { css: string; text?: string; within?: Target };

/** A Target as it crosses into the page (a RegExp does not survive serialisation). */
type PageTarget =
  | { role: string; name?: string | { source: string; flags: string }; text?: string; within?: PageTarget }
  | { label: string; within?: PageTarget }
  | { css: string; text?: string; within?: PageTarget };

function toPageTarget(target: Target): PageTarget {
  const within = target.within ? toPageTarget(target.within) : undefined;
  if ('role' in target) {
    const { name } = target;
    return {
      role: target.role,
      name: name instanceof RegExp ? { source: name.source, flags: name.flags } : name,
      text: target.text,
      within,
    };
  }
  return { ...target, within };
}

const describeTarget = (target: Target): string => {
  const own =
    'role' in target
      ? `${target.role}${target.name === undefined ? '' : ` "${target.name}"`}`
      : 'label' in target
        ? `field "${target.label}"`
        : target.css;
  const text = 'text' in target && target.text ? ` with "${target.text}"` : '';
  return target.within ? `${own}${text} in ${describeTarget(target.within)}` : `${own}${text}`;
};

/**
 * The first visible element matching `target`, or null. Runs in the page, so it is one
 * self-contained function: an approximation of ARIA roles and accessible names, enough for this
 * app's markup (explicit roles, aria-label, aria-labelledby, label elements, text content).
 */
function findInPage(target: PageTarget): Element | null {
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const visible = (element: Element) =>
    element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  const byIds = (ids: string) =>
    squash(
      ids
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
  const nameOf = (element: Element) => {
    const label = element.getAttribute('aria-label');
    if (label) return squash(label);
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return byIds(labelledBy);
    return squash(element.textContent);
  };
  const labelOf = (element: Element) => {
    const own = element.getAttribute('aria-label') ?? element.getAttribute('aria-labelledby');
    if (element.getAttribute('aria-label')) return squash(element.getAttribute('aria-label'));
    if (own) return byIds(own);
    const labels = (element as HTMLInputElement).labels;
    return labels && labels.length > 0 ? squash(labels[0]?.textContent) : '';
  };
  const implicitRoles: Record<string, string> = {
    button: 'button, input[type="submit"], input[type="button"]',
    link: 'a[href]',
    heading: 'h1, h2, h3, h4, h5, h6',
    listitem: 'li',
    list: 'ul, ol',
    dialog: 'dialog',
    time: 'time',
    region: 'section[aria-label], section[aria-labelledby]',
  };
  const nameMatches = (name: string, wanted: Extract<PageTarget, { role: string }>) => {
    if (wanted.name === undefined) return true;
    if (typeof wanted.name === 'string') return name === wanted.name;
    return new RegExp(wanted.name.source, wanted.name.flags).test(name);
  };
  const searchIn = (root: ParentNode, wanted: PageTarget): Element | null => {
    let candidates: Element[];
    if ('role' in wanted) {
      const implicit = implicitRoles[wanted.role];
      const selector = `[role="${wanted.role}"]${implicit ? `, ${implicit}` : ''}`;
      candidates = [...root.querySelectorAll(selector)].filter((element) => {
        const explicit = element.getAttribute('role');
        return (
          (!explicit || explicit === wanted.role) &&
          nameMatches(nameOf(element), wanted) &&
          (wanted.text === undefined || squash(element.textContent).includes(wanted.text))
        );
      });
    } else if ('label' in wanted) {
      candidates = [...root.querySelectorAll('input, textarea, select')].filter(
        (element) => labelOf(element) === wanted.label,
      );
    } else {
      candidates = [...root.querySelectorAll(wanted.css)].filter(
        (element) => wanted.text === undefined || squash(element.textContent).includes(wanted.text),
      );
    }
    return candidates.find(visible) ?? null;
  };
  const scope: ParentNode | null = target.within ? findInPage(target.within) : document;
  return scope ? searchIn(scope, target) : null;
}

type EngineName = 'Firefox' | 'WebKit';

export type KeyPress = 'Tab' | 'Shift+Tab' | 'Escape';

/** What each engine's fixture provides: a page of the app, driven its own way. */
export interface Driver {
  readonly engine: EngineName;
  /** The server's origin, e.g. http://127.0.0.1:4310. */
  readonly origin: string;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** The value of a JavaScript expression in the page (a promise is awaited). */
  run<R>(expression: string): Promise<R>;
  /** A real click on the element the expression yields. */
  clickElement(expression: string): Promise<void>;
  /** Types with the keyboard into the element the expression yields (already focused, content selected). */
  typeInto(expression: string, text: string): Promise<void>;
  /** Keys to whatever has focus. */
  press(key: KeyPress): Promise<void>;
  /** console.error calls and uncaught errors since the last goto or reload. */
  pageErrors(): Promise<string[]>;
  /** No connection to the server until `online()` (Firefox: offline mode; WebKit: the server stopped). */
  offline(): Promise<void>;
  online(): Promise<void>;
  close(): Promise<void>;
}

/** What the page shows of an element. */
export interface Seen {
  text: string;
  value: string | undefined;
  focused: boolean;
  /** Focus is on it or inside it. */
  holdsFocus: boolean;
  disabled: boolean;
}

function seenOf(element: Element | null): Seen | null {
  if (!element) return null;
  return {
    text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
    value: 'value' in element ? String((element as HTMLInputElement).value) : undefined,
    focused: document.activeElement === element,
    holdsFocus: element.contains(document.activeElement),
    disabled: (element as HTMLButtonElement).disabled === true || element.getAttribute('aria-disabled') === 'true',
  };
}

/**
 * Runs in the page: the Web Locks it holds and waits for (the token refresh and the outbox's
 * drain take one), its last API requests answered (start and duration in ms; one still on its way
 * is not listed), whether a service worker controls it and how far its precache got.
 */
async function pageWaits(): Promise<string> {
  const locks = await navigator.locks?.query().catch(() => undefined);
  const names = (list: { name?: string }[] | undefined) => (list ?? []).map((lock) => lock.name).join(', ') || 'none';
  const requests = performance
    .getEntriesByType('resource')
    .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
    .slice(-6)
    .map((entry) => `${new URL(entry.name).pathname} @${Math.round(entry.startTime)}+${Math.round(entry.duration)}`);
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const worker = registration
    ? `installing ${registration.installing?.state ?? '-'}, waiting ${registration.waiting?.state ?? '-'}, active ${registration.active?.state ?? '-'}`
    : 'none registered';
  // How far the worker's install got: the precache fills six files at a time.
  const cacheNames = typeof caches === 'undefined' ? [] : await caches.keys().catch(() => []);
  const precached = await Promise.all(
    cacheNames
      .filter((name) => name.includes('precache'))
      .map(async (name) => `${name} ${(await (await caches.open(name)).keys()).length} files`),
  );
  return [
    `locks held: ${names(locks?.held)}; waited for: ${names(locks?.pending)}`,
    `last API requests at ${Math.round(performance.now())} ms: ${requests.join(', ') || 'none'}`,
    `service worker: ${navigator.serviceWorker?.controller ? 'controls the page' : 'does not control the page'} (${worker}); precached: ${precached.join(', ') || 'nothing'}`,
  ].join('\n  ');
}

const WAIT_MS = 15_000;
const POLL_MS = 100;

/** The journeys' view of a page: find by role, name or label, wait (bounded), click, type. */
export class EnginePage {
  constructor(readonly driver: Driver) {}

  get engine() {
    return this.driver.engine;
  }

  get origin() {
    return this.driver.origin;
  }

  goto(path: string) {
    return this.driver.goto(new URL(path, this.origin).href);
  }

  reload() {
    return this.driver.reload();
  }

  async path() {
    const url = new URL(await this.driver.url());
    return `${url.pathname}${url.search}`;
  }

  /** Runs `fn` in the page with JSON-serialisable arguments. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R> {
    return this.driver.run<R>(`(${fn})(...${JSON.stringify(args)})`);
  }

  private elementExpression(target: Target) {
    return `(${findInPage})(${JSON.stringify(toPageTarget(target))})`;
  }

  /** What the page shows of `target` now, or null when it is not there (or not visible). */
  seen(target: Target): Promise<Seen | null> {
    return this.driver.run<Seen | null>(`(${seenOf})(${this.elementExpression(target)})`);
  }

  /** Polls `read` until `accept` takes its value; fails naming `what` and the last value after a bounded wait. */
  async until<T>(what: string, read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = WAIT_MS): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    let last: T | undefined;
    let lastError: unknown;
    while (Date.now() < deadline) {
      try {
        last = await read();
        if (accept(last)) return last;
      } catch (error) {
        lastError = error;
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const detail = lastError ? `, last error: ${lastError}` : `, last seen: ${JSON.stringify(last)}`;
    throw new Error(`${this.engine}: waited ${timeoutMs / 1000} s for ${what}${detail}${await this.pageState()}`);
  }

  /**
   * What the page showed when a wait gave up: its address, the start of its text and its errors,
   * and what it may have been waiting on (pageWaits).
   */
  private async pageState() {
    try {
      const [path, text, errors, waits] = await Promise.all([
        this.path(),
        this.driver.run<string>("document.body ? document.body.innerText.replace(/\\s+/g, ' ').slice(0, 400) : ''"),
        this.driver.pageErrors(),
        this.driver.run<string>(`(${pageWaits})()`),
      ]);
      return `\n  at ${path}: "${text}"${errors.length ? `\n  page errors: ${errors.join(' | ')}` : ''}\n  ${waits}`;
    } catch (error) {
      return `\n  (the page could not be read: ${error})`;
    }
  }

  /**
   * Waits until `target` is shown and, if given, its text contains `text` (a string: the first
   * such element of several) or matches it (a RegExp: the first element); answers what is seen.
   */
  waitFor(target: Target, text?: string | RegExp, timeoutMs?: number): Promise<Seen> {
    const wanted = text instanceof RegExp ? ` with text ${text}` : '';
    const found: Target = typeof text === 'string' && !('label' in target) ? { ...target, text } : target;
    return this.until(
      `${describeTarget(found)}${wanted}`,
      () => this.seen(found),
      (seen) =>
        seen !== null &&
        (text === undefined || (typeof text === 'string' ? seen.text.includes(text) : text.test(seen.text))),
      timeoutMs,
    ) as Promise<Seen>;
  }

  /** Waits until `target` is gone (or hidden). */
  async waitForGone(target: Target, timeoutMs?: number) {
    await this.until(
      `${describeTarget(target)} to be gone`,
      () => this.seen(target),
      (seen) => seen === null,
      timeoutMs,
    );
  }

  async waitForPath(pattern: RegExp) {
    await this.until(
      `the address to match ${pattern}`,
      () => this.path(),
      (path) => pattern.test(path),
    );
  }

  async click(target: Target) {
    await this.until(
      `${describeTarget(target)} to be enabled`,
      () => this.seen(target),
      (seen) => seen !== null && !seen.disabled,
    );
    await this.driver.clickElement(this.elementExpression(target));
  }

  /** Focuses the field, selects what it holds and types `text` over it. */
  async type(target: Target, text: string) {
    await this.waitFor(target);
    const element = this.elementExpression(target);
    await this.driver.run(`((element) => { element.focus(); element.select?.(); return true; })(${element})`);
    await this.driver.typeInto(element, text);
  }

  /** Focuses `target` from script (the keyboard walk starts from it, wherever a click would leave focus). */
  async focus(target: Target) {
    await this.waitFor(target);
    await this.driver.run(`((element) => { element.focus(); return true; })(${this.elementExpression(target)})`);
  }

  press(key: KeyPress) {
    return this.driver.press(key);
  }

  pageErrors() {
    return this.driver.pageErrors();
  }
}
