/**
 * GET /income/lifetime/result: the lifetime-income result kept on the server, read back when the
 * candidate returns to /event/lifetime (a reload, a later visit) — always their own latest one.
 */
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LatestLifetimeResult } from '../../src/contract/income';
import { bizToken } from './biz-fixtures';
import { expectError } from './helpers';
import { completedEvent, doneEvent, partnerToken, signedUpCandidate } from './income-fixtures';
import { tokenFor } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

describe.each(drivers)('the kept lifetime-income result on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  let serial = 0;
  const phone = () => {
    serial += 1;
    return `0107${String(serial).padStart(3, '0')}5678`;
  };

  const latest = (token: string | undefined) => app.request('/api/income/lifetime/result', { token });

  async function latestResult(token: string) {
    const response = await latest(token);
    const text = await response.clone().text();
    expect(response.status, text).toBe(200);
    const body = (await response.json()) as LatestLifetimeResult;
    expect(is(body, LatestLifetimeResult), text).toBe(true);
    return body.result;
  }

  it('answers null before the first completed lookup, and for a lookup not completed yet', async () => {
    const candidate = await signedUpCandidate(app, phone());
    expect(await latestResult(candidate.token)).toBeNull();
    await doneEvent(app, candidate.token);
    expect(await latestResult(candidate.token)).toBeNull();
  });

  it('answers the latest completed result, the same as its complete answered', async () => {
    const candidate = await signedUpCandidate(app, phone());
    const first = await completedEvent(app, candidate.token);
    expect(await latestResult(candidate.token)).toEqual(first.result);

    app.advance(60_000);
    const token = await tokenFor(app, candidate.id);
    const second = await completedEvent(app, token);
    expect(second.eventId).not.toBe(first.eventId);
    expect(await latestResult(token)).toEqual(second.result);
  });

  it("never answers another candidate's result", async () => {
    const owner = await signedUpCandidate(app, phone());
    await completedEvent(app, owner.token);
    const other = await signedUpCandidate(app, phone(), { name: '한다른', birthday: '19880808', gender: '여성' });
    expect(await latestResult(other.token)).toBeNull();
  });

  it('is for signed-in candidates only: visitors 401, other kinds of session 403', async () => {
    await expectError(await latest(undefined), 401, 'UNAUTHORIZED');
    await expectError(await latest(await partnerToken(app)), 403, 'FORBIDDEN');
    await expectError(await latest(await bizToken(app, 'agent')), 403, 'FORBIDDEN');
  });
});
