/**
 * The offers list is revalidated, not refetched: the browser keeps the answer (private, no-cache),
 * asks with its ETag, and gets 304 with no body while the list is the same — a new one as soon as
 * anything on it changes, expiry included. A copy is the token holder's only (Vary: Authorization).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerExpiry } from '../../server/domain/offer-clock';
import type { OfferList } from '../../src/contract/offers';
import { newCandidate, offerCalls, sendOffer, tokenFor, untilPast } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

const LIST_PATH = '/api/v3/users/offers';

describe.each(drivers)('revalidating the offers list on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  const { like, refuse } = offerCalls(() => app);

  const get = (token: string, ifNoneMatch?: string, path = LIST_PATH) =>
    app.request(path, { token, headers: ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {} });

  /** The list's ETag now, after checking its answer is a full 200. */
  async function etagOf(token: string, path = LIST_PATH) {
    const response = await get(token, undefined, path);
    expect(response.status).toBe(200);
    const etag = response.headers.get('ETag');
    expect(etag).toMatch(/^"[0-9a-f]{1,16}"$/);
    return etag as string;
  }

  it('answers 200 with an ETag the browser may keep and must revalidate, per token', async () => {
    const { id, token } = await newCandidate(app);
    await sendOffer(app, id);
    const response = await get(token);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json');
    expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(response.headers.get('Vary')).toContain('Authorization');
    expect(((await response.json()) as OfferList).offerItems).toHaveLength(1);
  });

  it('answers 304 with no body while the list is unchanged', async () => {
    const { id, token } = await newCandidate(app);
    await sendOffer(app, id);
    const etag = await etagOf(token);
    const again = await get(token, etag);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('ETag')).toBe(etag);
    expect(again.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(again.headers.get('Vary')).toContain('Authorization');
    expect((await get(token, `"stale", ${etag}`)).status).toBe(304);
    // A fresh token of the same candidate: the same list, the same validator.
    expect((await get(await tokenFor(app, id), etag)).status).toBe(304);
  });

  it('revalidates a gzipped answer by the weakened ETag it carries', async () => {
    const { id, token } = await newCandidate(app);
    await sendOffer(app, id);
    await sendOffer(app, id, { from: 'agent', company: 'nuri-pay' });
    const gzip = { 'Accept-Encoding': 'gzip' };
    const zipped = await app.request(LIST_PATH, { token, headers: gzip });
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('Vary')).toBe('Authorization, Accept-Encoding');
    const etag = zipped.headers.get('ETag') as string;
    expect(etag).toMatch(/^W\/"[0-9a-f]{1,16}"$/);
    const again = await app.request(LIST_PATH, { token, headers: { ...gzip, 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('answers the new list with a new ETag after a new offer, a like or a refusal', async () => {
    const { id, token } = await newCandidate(app);
    const first = await sendOffer(app, id);
    const seen = new Set([await etagOf(token)]);
    const changes = [
      () => sendOffer(app, id, { from: 'agent', company: 'nuri-pay' }),
      () => like(token, { id: first, isLike: true }),
      () => refuse(token, first),
    ];
    for (const change of changes) {
      const before = [...seen].at(-1) as string;
      await change();
      const response = await get(token, before);
      expect(response.status).toBe(200);
      const etag = response.headers.get('ETag') as string;
      expect(seen.has(etag)).toBe(false);
      seen.add(etag);
    }
  });

  it('answers the list anew once an offer on it expires', async () => {
    const { id } = await newCandidate(app);
    await sendOffer(app, id);
    const sentAt = app.deps.now();
    const etag = await etagOf(await tokenFor(app, id));
    app.advance(untilPast(app, offerExpiry(sentAt), 1));
    const token = await tokenFor(app, id);
    const response = await get(token, etag);
    expect(response.status).toBe(200);
    expect(response.headers.get('ETag')).not.toBe(etag);
    expect(((await response.json()) as OfferList).offerItems).toEqual([]);
  });

  it("never answers 304 to another candidate's ETag for a different list, or to another list's", async () => {
    const one = await newCandidate(app);
    const other = await newCandidate(app, '김다른');
    await sendOffer(app, one.id);
    await sendOffer(app, other.id, { from: 'agent', company: 'garam-market' });
    const oneEtag = await etagOf(one.token);
    expect((await get(other.token, oneEtag)).status).toBe(200);
    expect((await get(one.token, oneEtag, `${LIST_PATH}?isExpired=true`)).status).toBe(200);
  });
});
