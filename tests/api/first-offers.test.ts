import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_OFFERS_ELEMENT_ID, type FirstOffers } from '../../src/contract/first-offers';
import { CANDIDATE_PAGE_COOKIE } from '../../src/contract/page-cookie';
import { expectSecurityHeaders } from './helpers';
import { newCandidate, sendOffer } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

const SHELL = '<!doctype html><html><head><title>볼트X</title></head><body><div id="root"></div></body></html>';
const MINUTE_MS = 60_000;
const EMBEDDED = new RegExp(`<script type="application/json" id="${FIRST_OFFERS_ELEMENT_ID}">([^<]*)</script>`);

/** The first offers a page carries, parsed; undefined when it carries none. */
function embeddedIn(html: string): FirstOffers | undefined {
  const match = html.match(EMBEDDED);
  return match ? JSON.parse(match[1] ?? '') : undefined;
}

describe.each(drivers)('an offers page carrying the candidate’s first offers on %s', (driver) => {
  let app: TestApp;
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'boltx-first-offers-'));
    await mkdir(path.join(root, 'dist'));
    await writeFile(path.join(root, 'dist', 'index.html'), SHELL);
    app = await createTestApp(driver, { STATIC_DIR: path.join(root, 'dist') });
  });
  afterAll(async () => {
    await app?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  const page = (pathname: string, cookie?: string, init: RequestInit = {}) =>
    app.request(pathname, {
      ...init,
      headers: { ...(cookie ? { Cookie: `${CANDIDATE_PAGE_COOKIE}=${cookie}` } : {}), ...init.headers },
    });
  const api = async (pathname: string, token: string) => (await app.request(pathname, { token })).json();

  it('embeds exactly what the offers list and the attack summary answer, for each tab', async () => {
    const { id, token } = await newCandidate(app);
    await sendOffer(app, id);
    await sendOffer(app, id, { company: 'maru-cloud', from: 'agent' });

    for (const [pathname, query] of [
      ['/my/attack', ''],
      ['/my/attack/select', '?isSelected=true'],
      ['/my/attack/expired', '?isExpired=true'],
    ] as const) {
      const response = await page(pathname, token);
      expect(response.status).toBe(200);
      const embedded = embeddedIn(await response.text());
      expect(embedded?.subjectId, pathname).toBe(id);
      expect(embedded?.list, pathname).toEqual(await api(`/api/v3/users/offers${query}`, token));
      expect(embedded?.attack, pathname).toEqual(await api('/api/v3/users/my/attack', token));
    }
    const current = embeddedIn(await (await page('/my/attack', token)).text());
    expect(current?.list.offerItems).toHaveLength(2);
    expect(Date.parse(current?.readAt ?? '')).toBeCloseTo(app.deps.now().getTime(), -4);
  });

  it('is the candidate’s own page: never cached, never revalidated, varying by cookie', async () => {
    const { id, token } = await newCandidate(app);
    await sendOffer(app, id);
    const plain = await page('/my/attack');
    const personal = await page('/my/attack', token, { headers: { 'If-None-Match': plain.headers.get('ETag') ?? '' } });

    expect(personal.status).toBe(200);
    expect(personal.headers.get('Cache-Control')).toBe('private, no-store');
    expect(personal.headers.get('Vary')).toMatch(/^Cookie\b/);
    expect(personal.headers.get('ETag')).toBeNull();
    expect(personal.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    // The data block is not code: the policy stays the shell's, without inline scripts.
    expectSecurityHeaders(personal);
    expect(personal.headers.get('Content-Security-Policy')).toBe(plain.headers.get('Content-Security-Policy'));
    // The shell anyone else gets says it depends on the cookie too, so no cache hands it to the candidate or back.
    expect(plain.headers.get('Vary')).toMatch(/\bCookie\b/);
  });

  it('is compressed on the way, as the other dynamic answers are', async () => {
    const { id, token } = await newCandidate(app);
    for (const company of ['hanbit-mobility', 'maru-cloud']) await sendOffer(app, id, { company, from: 'agent' });
    const response = await page('/my/attack', token, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Vary')).toBe('Cookie, Accept-Encoding');
  });

  it('never shows one candidate’s offers to another', async () => {
    const first = await newCandidate(app, '김첫째');
    const second = await newCandidate(app, '이둘째');
    const firstOffer = await sendOffer(app, first.id, { position: '첫째만의 자리' });

    const html = await (await page('/my/attack', second.token)).text();
    expect(embeddedIn(html)?.subjectId).toBe(second.id);
    expect(html).not.toContain('첫째만의 자리');
    expect(html).not.toContain(`"id":${firstOffer},`);
  });

  it('keeps text that looks like markup from closing the data block', async () => {
    const { id, token } = await newCandidate(app);
    const position = '</script><script>alert(1)</script><!--';
    await sendOffer(app, id, { position });
    const html = await (await page('/my/attack', token)).text();

    expect(html).not.toContain('<script>alert(1)');
    expect(embeddedIn(html)?.list.offerItems[0]?.position).toBe(position);
  });

  it('sends the ordinary shell for an expired, forged, console or absent cookie, and on other pages', async () => {
    const { id, token } = await newCandidate(app);
    await sendOffer(app, id);
    const bizToken = await app.deps.accessTokens.sign({ subjectId: id, kind: 'biz' });
    const partnerToken = await app.deps.accessTokens.sign({ subjectId: id, kind: 'partner' });
    const forged = `${token.slice(0, -4)}AAAA`;

    for (const cookie of [undefined, 'garbage', forged, bizToken, partnerToken]) {
      const response = await page('/my/attack', cookie);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(SHELL);
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
    }
    expect(embeddedIn(await (await page('/my/profile', token)).text())).toBeUndefined();
    expect(embeddedIn(await (await page('/my/attack', token, { method: 'HEAD' })).text())).toBeUndefined();

    app.advance(16 * MINUTE_MS);
    const expired = await page('/my/attack', token);
    expect(await expired.text()).toBe(SHELL);
  });
});
