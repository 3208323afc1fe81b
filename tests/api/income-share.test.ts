/**
 * Shares of the lifetime-income event in their five modes, each with the session it needs: the
 * landing URL with its utm parameters, the Korean copy, and the recorded share.
 */
import { eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shares } from '../../server/db/schema-income';
import { demoPartner } from '../../server/db/seed-demo-event';
import { SHARE_LIMIT_MESSAGE, SHARES_PER_IP_PER_HOUR } from '../../server/features/income/shares';
import { ShareContent } from '../../src/contract/income';
import { formatManwon } from '../../src/contract/money';
import { PARTNER_INVITATION_BODY, partnerInvitation } from '../../src/contract/partners';
import { bizToken } from './biz-fixtures';
import { expectError } from './helpers';
import { completedEvent, doneEvent, partnerToken, share, signedUpCandidate } from './income-fixtures';
import { tokenFor } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

describe.each(drivers)('shares on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  let serial = 0;
  const phone = () => {
    serial += 1;
    return `0106${String(serial).padStart(3, '0')}5678`;
  };

  const readShare = async (response: Response) => {
    const text = await response.clone().text();
    expect(response.status, text).toBe(200);
    const body = (await response.json()) as ShareContent;
    expect(is(body, ShareContent), text).toBe(true);
    const url = new URL(body.url);
    const code = url.searchParams.get('utm_content') ?? '';
    const [row] = await app.deps.db.select().from(shares).where(eq(shares.code, code));
    return { body, url, row };
  };
  const utm = (url: URL) =>
    Object.fromEntries([...url.searchParams.entries()].filter(([key]) => key !== 'utm_content'));

  it('lets anyone share the default invitation, recorded with a code of its own', async () => {
    const first = await readShare(await share(app, undefined, { mode: 'default' }));
    const second = await readShare(await share(app, undefined, { mode: 'default' }));
    expect(first.url.origin).toBe('http://localhost');
    expect(first.url.pathname).toBe('/');
    expect(utm(first.url)).toEqual({ utm_source: 'share', utm_medium: 'messenger', utm_campaign: 'default' });
    expect(first.url.searchParams.get('utm_content')).toMatch(/^[0-9A-Za-z]{10}$/);
    expect(first.row).toMatchObject({ mode: 'default', candidateId: null, partnerId: null, eventId: null });
    expect(second.row.code).not.toBe(first.row.code);
    expect(first.body.title).toBeTruthy();
    expect(first.body.description).toBeTruthy();
  });

  it("shares a candidate's own completed lifetime income and graph", async () => {
    const candidate = await signedUpCandidate(app, phone());
    const { eventId, result } = await completedEvent(app, candidate.token);
    const money = await readShare(await share(app, candidate.token, { mode: 'money', eventId }));
    expect(money.url.pathname).toBe('/money');
    expect(utm(money.url)).toEqual({ utm_source: 'share', utm_medium: 'messenger', utm_campaign: 'money' });
    expect(money.body.title).toBe(`내 생애 소득은 ${formatManwon(result.lifetimeIncome)}이에요`);
    expect(money.row).toMatchObject({ mode: 'money', candidateId: candidate.id, eventId, partnerId: null });

    const graph = await readShare(await share(app, candidate.token, { mode: 'graph', eventId }));
    expect(graph.url.pathname).toBe('/graph');
    expect(graph.body.title).not.toContain(formatManwon(result.lifetimeIncome));
    const secret = await readShare(await share(app, candidate.token, { mode: 'secret' }));
    expect(secret.url.pathname).toBe('/secret');
    expect(secret.row).toMatchObject({ mode: 'secret', candidateId: candidate.id, eventId: null });
    expect((await readShare(await share(app, candidate.token, { mode: 'default' }))).row.candidateId).toBe(
      candidate.id,
    );
  });

  it('wants the own, completed event for money and graph', async () => {
    const candidate = await signedUpCandidate(app, phone());
    const other = await signedUpCandidate(app, phone());
    const { eventId } = await completedEvent(app, other.token);
    const unfinished = await doneEvent(app, candidate.token);
    const missing = await expectError(await share(app, candidate.token, { mode: 'money' }), 400, 'BAD_REQUEST');
    expect(missing.status.field).toBe('eventId');
    await expectError(await share(app, candidate.token, { mode: 'graph', eventId }), 404, 'NOT_FOUND');
    await expectError(
      await share(app, candidate.token, { mode: 'money', eventId: unfinished }),
      409,
      'LIFETIME_NOT_COMPLETED',
    );
  });

  it("shares a partner's invitation with their referral link", async () => {
    const partner = await readShare(await share(app, await partnerToken(app), { mode: 'partners' }));
    expect(partner.url.pathname).toBe(`/r/${demoPartner.referralToken}`);
    expect(utm(partner.url)).toEqual({ utm_source: 'share', utm_medium: 'messenger', utm_campaign: 'partners' });
    expect(partner.body).toMatchObject({
      mode: 'partners',
      title: partnerInvitation(demoPartner.name),
      description: PARTNER_INVITATION_BODY,
    });
    expect(partner.row).toMatchObject({ mode: 'partners', candidateId: null });
    expect(partner.row.partnerId).toBeTruthy();
  });

  it('keeps each mode to the session it needs', async () => {
    const candidate = await signedUpCandidate(app, phone());
    const { eventId } = await completedEvent(app, candidate.token);
    for (const mode of ['money', 'graph', 'secret', 'partners']) {
      await expectError(await share(app, undefined, { mode, eventId }), 401, 'UNAUTHORIZED');
    }
    await expectError(await share(app, candidate.token, { mode: 'partners' }), 403, 'FORBIDDEN');
    const partner = await partnerToken(app);
    for (const mode of ['money', 'graph', 'secret']) {
      await expectError(await share(app, partner, { mode, eventId }), 403, 'FORBIDDEN');
    }
    await expectError(await share(app, await bizToken(app, 'agent'), { mode: 'default' }), 403, 'FORBIDDEN');
    await expectError(await share(app, 'not-a-token', { mode: 'default' }), 401, 'INVALID_TOKEN');
    app.advance(16 * 60_000);
    await expectError(await share(app, candidate.token, { mode: 'default' }), 401, 'EXPIRED_TOKEN');
    expect((await share(app, await tokenFor(app, candidate.id), { mode: 'secret' })).status).toBe(200);
  });

  it('refuses bad input with 400', async () => {
    const field = async (response: Response, name: string) =>
      expect((await expectError(response, 400, 'BAD_REQUEST')).status.field).toBe(name);
    await field(await share(app, undefined, { mode: 'everything' }), 'mode');
    await field(await share(app, undefined, {}), 'mode');
    await field(await share(app, undefined, { mode: 'default', eventId: 'x' }), 'eventId');
    await expectError(await share(app, undefined, '{'), 400, 'BAD_REQUEST');
  });
});

describe.each(drivers)('share links with a public origin on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver, { PUBLIC_ORIGINS: 'https://boltx.example,https://www.boltx.example' });
  });
  afterAll(() => app?.close());

  it('are made for the first configured origin, whatever address the request came to', async () => {
    const response = await share(app, undefined, { mode: 'default' }, { Host: 'internal:8080' });
    const body = (await response.json()) as ShareContent;
    expect(new URL(body.url).origin).toBe('https://boltx.example');
  });
});

describe.each(drivers)('shares per client IP on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    // Behind our proxy the client's address is the last X-Forwarded-For entry.
    app = await createTestApp(driver, { TRUST_PROXY: '1' });
  });
  afterAll(() => app?.close());

  const from = (ip: string) => ({ 'X-Forwarded-For': `203.0.113.250, ${ip}` });
  const shareCount = async () => (await app.deps.db.select({ id: shares.id }).from(shares)).length;

  it(`records ${SHARES_PER_IP_PER_HOUR} shares per IP per hour, then 429 until the hour has passed`, async () => {
    const before = await shareCount();
    for (let count = 0; count < SHARES_PER_IP_PER_HOUR; count++) {
      expect((await share(app, undefined, { mode: 'default' }, from('198.51.100.7'))).status).toBe(200);
    }
    const refused = await share(app, undefined, { mode: 'default' }, from('198.51.100.7'));
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    await expectError(refused, 429, 'TOO_MANY_REQUESTS', SHARE_LIMIT_MESSAGE);
    // Signed in or not: the limit is the address's.
    const candidate = await signedUpCandidate(app, '01061990001');
    await expectError(
      await share(app, candidate.token, { mode: 'secret' }, from('198.51.100.7')),
      429,
      'TOO_MANY_REQUESTS',
    );
    expect(await shareCount()).toBe(before + SHARES_PER_IP_PER_HOUR);

    // Another address is counted on its own; refused input does not count.
    await expectError(await share(app, undefined, { mode: 'money' }, from('198.51.100.8')), 401, 'UNAUTHORIZED');
    expect((await share(app, candidate.token, { mode: 'secret' }, from('198.51.100.8'))).status).toBe(200);

    app.advance(60 * 60_000 + 1_000);
    expect((await share(app, undefined, { mode: 'default' }, from('198.51.100.7'))).status).toBe(200);
  });
});
