/**
 * JSON routes take JSON only as JSON (server/http/json-only.ts). A body typed text/plain, as a form
 * or not at all is what a foreign web page can make its visitors' browsers send without a CORS
 * preflight: such a body is refused with 415 before any route acts on it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCandidate } from '../../server/db/seed';
import { NOT_JSON_MESSAGE } from '../../server/http/json-only';
import { expectError, login, requestCode } from './helpers';
import { type ListeningApp, listen } from './listening-app';
import { createTestApp, drivers, type TestApp } from './test-app';

/** What a page can send as a "simple" request; `body` yields a fresh body for every request. */
const notJson: [
  label: string,
  headers: Record<string, string>,
  body: (json: string) => NonNullable<RequestInit['body']>,
][] = [
  ['text/plain', { 'Content-Type': 'text/plain' }, (json) => json],
  ['a string body whose type the browser sets (text/plain;charset=UTF-8)', {}, (json) => json],
  ['no Content-Type at all', {}, (json) => new TextEncoder().encode(json)],
  [
    'a form (application/x-www-form-urlencoded)',
    { 'Content-Type': 'application/x-www-form-urlencoded' },
    (json) => json,
  ],
  ['multipart/form-data', {}, (json) => formOf(json)],
  [
    'a JSON-based type we do not implement (application/merge-patch+json)',
    { 'Content-Type': 'application/merge-patch+json' },
    (json) => json,
  ],
  [
    'JSON in another charset (application/json; charset=utf-16)',
    { 'Content-Type': 'application/json; charset=utf-16' },
    (json) => json,
  ],
];

function formOf(json: string) {
  const form = new FormData();
  form.set('body', json);
  return form;
}

describe.each(drivers)('JSON only as JSON on %s', (driver) => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp(driver);
    const code = await requestCode(app, demoCandidate.phone);
    token = ((await (await login(app, demoCandidate.phone, code)).json()) as { accessToken: string }).accessToken;
  });
  afterAll(() => app?.close());

  const routes: [method: string, path: string, body: unknown, signedIn: boolean][] = [
    ['POST', '/api/users/login/code', { phone: '01090000901' }, false],
    ['POST', '/api/biz/login', { email: 'operator@boltx.example', password: 'wrong' }, false],
    ['POST', '/api/v2/users', { name: '김하늘', phone: '01090000902' }, false],
    ['PATCH', '/api/users/offers/like', { id: 1, isLike: true }, true],
    ['DELETE', '/api/push/subscriptions', { endpoint: 'https://fcm.googleapis.com/fcm/send/x' }, true],
  ];
  const cases = routes.flatMap(([method, path, body, signedIn]) =>
    notJson.map(
      ([label, headers, bodyOf]) =>
        [`${method} ${path}`, label, method, path, headers, () => bodyOf(JSON.stringify(body)), signedIn] as const,
    ),
  );

  it.each(cases)(
    'answers 415 in Korean to %s sent as %s',
    async (_route, _label, method, path, headers, body, signedIn) => {
      const response = await app.request(path, { method, headers, body: body(), token: signedIn ? token : undefined });
      await expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE', NOT_JSON_MESSAGE);
      expect(NOT_JSON_MESSAGE).toMatch(/[가-힣]/);
    },
  );

  it('sends no code for a text/plain request, as a foreign page would send it', async () => {
    const phone = '01090000903';
    const response = await app.request('/api/users/login/code', { method: 'POST', body: JSON.stringify({ phone }) });
    expect(response.status).toBe(415);
    const inbox = await (await app.request(`/api/sandbox/inbox?phone=${phone}`)).json();
    expect(inbox).toEqual({ items: [] });
  });

  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset="UTF-8"'])(
    'takes a body sent as %s',
    async (contentType) => {
      const phone = `0109000091${contentType.length % 10}`;
      const response = await app.request('/api/users/login/code', {
        method: 'POST',
        headers: { 'Content-Type': contentType },
        body: JSON.stringify({ phone }),
      });
      expect(response.status).toBe(200);
    },
  );

  it('takes requests without a body whatever their type: a POST and a DELETE', async () => {
    expect((await app.request('/api/auth/logout', { method: 'POST' })).status).toBe(200);
    const deleted = await app.request('/api/users/schools/2147483647', { method: 'DELETE', token });
    expect(deleted.status).not.toBe(415);
    expect(deleted.status).toBeLessThan(500);
  });

  it('leaves a file’s bytes to their own route', async () => {
    const response = await app.request('/api/files/not-a-token', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/pdf' },
      body: new TextEncoder().encode('%PDF-1.7'),
    });
    expect(response.status).not.toBe(415);
  });

  describe('over the network', () => {
    let listening: ListeningApp;
    beforeAll(async () => {
      listening = await listen(app);
    });
    afterAll(() => listening?.close());

    it('answers 415 to a text/plain body, and takes a POST and a DELETE without one', async () => {
      const plain = await fetch(`${listening.url}/api/users/login/code`, {
        method: 'POST',
        body: JSON.stringify({ phone: '01090000904' }),
      });
      await expectError(plain, 415, 'UNSUPPORTED_MEDIA_TYPE', NOT_JSON_MESSAGE);
      const logout = await fetch(`${listening.url}/api/auth/logout`, { method: 'POST' });
      expect(logout.status).toBe(200);
      const deleted = await fetch(`${listening.url}/api/users/schools/2147483647`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(deleted.status).not.toBe(415);
      expect(deleted.status).toBeLessThan(500);
    });
  });
});
