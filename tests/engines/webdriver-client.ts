/**
 * The few W3C WebDriver commands the WebKit journeys use, over fetch (https://w3c.github.io/webdriver/).
 * WebKitWebDriver speaks classic WebDriver only (no BiDi), which is all this needs.
 */

/** How WebDriver names an element in JSON (W3C "web element identifier"). */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

export interface ElementReference {
  [ELEMENT_KEY]: string;
}

/** Keys as the spec's code points (§17.4.2 "Keyboard actions"). */
export const Key = { Tab: '\uE004', Shift: '\uE008', Escape: '\uE00C' } as const;

class WebDriverError extends Error {
  override name = 'WebDriverError';
  constructor(
    readonly command: string,
    readonly error: string,
    message: string,
  ) {
    super(`${command}: ${error}: ${message}`);
  }
}

export const isElementReference = (value: unknown): value is ElementReference =>
  typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[ELEMENT_KEY] === 'string';

async function call<T>(url: string, method: 'GET' | 'POST' | 'DELETE', body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { value: T | { error: string; message: string } };
  if (!response.ok) {
    const { error, message } = answer.value as { error: string; message: string };
    throw new WebDriverError(`${method} ${new URL(url).pathname}`, error, message);
  }
  return answer.value as T;
}

export interface WebDriverSession {
  readonly id: string;
  navigate(url: string): Promise<void>;
  currentUrl(): Promise<string>;
  refresh(): Promise<void>;
  /** Runs `body` as a function body with `args`; a returned promise is awaited (W3C Execute Script). */
  execute<T>(body: string, args?: unknown[]): Promise<T>;
  click(element: ElementReference): Promise<void>;
  sendKeys(element: ElementReference, text: string): Promise<void>;
  /** Presses the keys in order with `modifier` held, to whatever has focus. */
  pressKeys(keys: string[], modifier?: string): Promise<void>;
  setWindowSize(width: number, height: number): Promise<void>;
  end(): Promise<void>;
}

export async function newSession(driverUrl: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
  const { sessionId } = await call<{ sessionId: string }>(`${driverUrl}/session`, 'POST', {
    capabilities: { alwaysMatch: capabilities },
  });
  const at = (path: string) => `${driverUrl}/session/${sessionId}${path}`;
  const elementId = (element: ElementReference) => element[ELEMENT_KEY];
  return {
    id: sessionId,
    navigate: async (url) => {
      await call(at('/url'), 'POST', { url });
    },
    currentUrl: () => call<string>(at('/url'), 'GET'),
    refresh: async () => {
      await call(at('/refresh'), 'POST', {});
    },
    execute: (body, args = []) => call(at('/execute/sync'), 'POST', { script: body, args }),
    click: async (element) => {
      await call(at(`/element/${elementId(element)}/click`), 'POST', {});
    },
    sendKeys: async (element, text) => {
      await call(at(`/element/${elementId(element)}/value`), 'POST', { text });
    },
    pressKeys: async (keys, modifier) => {
      const strokes = keys.flatMap((value) => [
        { type: 'keyDown', value },
        { type: 'keyUp', value },
      ]);
      const actions = modifier
        ? [{ type: 'keyDown', value: modifier }, ...strokes, { type: 'keyUp', value: modifier }]
        : strokes;
      await call(at('/actions'), 'POST', { actions: [{ type: 'key', id: 'keyboard', actions }] });
      await call(at('/actions'), 'DELETE');
    },
    setWindowSize: async (width, height) => {
      await call(at('/window/rect'), 'POST', { width, height });
    },
    end: async () => {
      await call(at(''), 'DELETE');
    },
  };
}
