/**
 * The "secret" cards of the lifetime-income event: what a job earns, from the sandbox's peers and
 * any live member's latest verified salary, shown from SECRET_GROUP_MIN people on. The peers are
 * seeded once and never reach the business console's pool.
 */
import { eq, inArray } from 'drizzle-orm';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizAccounts, candidates, salaries } from '../../server/db/schema';
import { partners } from '../../server/db/schema-partners';
import { seed } from '../../server/db/seed';
import { seedPeers } from '../../server/db/seed-content/peers';
import { demoPartner } from '../../server/db/seed-demo-event';
import { findBizViewer } from '../../server/domain/biz-accounts';
import { listPool } from '../../server/domain/candidate-pool';
import { PUBLISHED_PAY_STEP } from '../../server/domain/published-pay';
import { SECRET_GROUP_MIN, SECRET_UNAVAILABLE_MESSAGE, SecretItem } from '../../src/contract/income';
import { accounts, poolCandidate } from './biz-fixtures';
import { expectError } from './helpers';
import { createTestApp, drivers, type TestApp } from './test-app';

const PEER_JOBS = [...new Set(seedPeers.map((peer) => peer.jobLabel))].sort();

/** Published figures: the nearest 100만원, so a joiner's pay cannot be found by differencing. */
const rounded = (amount: number) => Math.round(amount / PUBLISHED_PAY_STEP) * PUBLISHED_PAY_STEP;

/** What a job's card should say, from the peers' 2025 salaries (plus anyone else given). */
function expectedItem(jobLabel: string, extra: readonly number[] = []): SecretItem {
  const amounts = [
    ...seedPeers.filter((peer) => peer.jobLabel === jobLabel).map((peer) => peer.salaries.at(-1)?.amount ?? 0),
    ...extra,
  ].sort((a, b) => a - b);
  const middle = amounts.length / 2;
  const median = amounts.length % 2 ? amounts[Math.floor(middle)] : (amounts[middle - 1] + amounts[middle]) / 2;
  return {
    name: jobLabel,
    averageSalary: rounded(amounts.reduce((sum, amount) => sum + amount, 0) / amounts.length),
    medianSalary: rounded(median),
    sampleSize: amounts.length,
  };
}

describe.each(drivers)('secret cards on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  const item = async (prevName?: string) => {
    const query = prevName === undefined ? '' : `?prevName=${encodeURIComponent(prevName)}`;
    const response = await app.request(`/api/income/lifetime/item${query}`);
    const text = await response.clone().text();
    expect(response.status, text).toBe(200);
    const body = (await response.json()) as SecretItem;
    expect(is(body, SecretItem), text).toBe(true);
    return body;
  };

  /** Every job on offer, following prevName from the first card until it comes round again. */
  const cycle = async () => {
    const seen = [(await item()).name];
    while (seen.length < 30) {
      const next = (await item(seen.at(-1))).name;
      if (next === seen[0]) break;
      seen.push(next);
    }
    return seen;
  };

  it('go through the jobs in name order without a session, and wrap around', async () => {
    const names = await cycle();
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining(PEER_JOBS));
    expect((await item(names.at(-1))).name).toBe(names[0]);
    // A name that is no job's continues from where it would sort.
    expect((await item('라')).name).toBe(names.find((name) => name > '라'));
  });

  it('give the average and median of each live member’s latest verified salary', async () => {
    const design = '디자인';
    const before = '데이터';
    expect(await item(before)).toEqual(expectedItem(design));

    // A member with salaries of two years counts once, with the later one; a deleted one not at all.
    const member = await poolCandidate(app, { jobLabel: '디자인', verifiedSalary: 20000 });
    await app.deps.db
      .insert(salaries)
      .values({ candidateId: member.id, source: 'TAX', type: 'INPUT', year: 2024, amount: 1000 });
    await poolCandidate(app, { jobLabel: '디자인', verifiedSalary: 90000, deletedAt: new Date() });
    await poolCandidate(app, { jobLabel: '디자인', hopeSalary: 90000 });
    expect(await item(before)).toEqual(expectedItem(design, [20000]));
  });

  it(`show a job only once ${SECRET_GROUP_MIN} members back it`, async () => {
    const job = '재무·회계';
    for (let count = 1; count < SECRET_GROUP_MIN; count++) {
      await poolCandidate(app, { jobLabel: job, verifiedSalary: 5000 + count * 100 });
    }
    expect(await cycle()).not.toContain(job);
    await poolCandidate(app, { jobLabel: job, verifiedSalary: 5500 });
    expect(await cycle()).toContain(job);
  });

  it('round the figures to 100만원, so a joiner’s salary cannot be found by differencing', async () => {
    const job = '법무';
    for (const amount of [5100, 5200, 5300, 5400, 5500]) {
      await poolCandidate(app, { jobLabel: job, verifiedSalary: amount });
    }
    // No job sorts between '법' and '법무': the card after '법' is this job's.
    expect(await item('법')).toEqual({ name: job, averageSalary: 5300, medianSalary: 5300, sampleSize: 5 });
    const joiner = 7130;
    await poolCandidate(app, { jobLabel: job, verifiedSalary: joiner });
    const next = await item('법');
    // Exact: average 5605, median 5350.
    expect(next).toEqual({ name: job, averageSalary: 5600, medianSalary: 5400, sampleSize: 6 });
    expect(next.averageSalary * next.sampleSize - 5300 * 5).not.toBe(joiner);
  });

  it('come from peers and a demo partner seeded once, however often the server starts', async () => {
    const counts = async () => {
      const peers = await app.deps.db
        .select({ id: candidates.id })
        .from(candidates)
        .where(
          inArray(
            candidates.phone,
            seedPeers.map((peer) => peer.phone),
          ),
        );
      const peerSalaries = await app.deps.db
        .select({ id: salaries.id })
        .from(salaries)
        .where(
          inArray(
            salaries.candidateId,
            peers.map((peer) => peer.id),
          ),
        );
      const demoPartners = await app.deps.db.select().from(partners).where(eq(partners.email, demoPartner.email));
      return { peers: peers.length, salaries: peerSalaries.length, partners: demoPartners.length };
    };
    const before = await counts();
    expect(before).toEqual({ peers: seedPeers.length, salaries: seedPeers.length * 3, partners: 1 });
    await seed(app.deps.db, { demo: true });
    await seed(app.deps.db, { demo: true });
    expect(await counts()).toEqual(before);
  });

  it('never put the peers in the business console’s pool', async () => {
    const peerRows = await app.deps.db
      .select({ id: candidates.id, submittedAt: candidates.submittedAt })
      .from(candidates)
      .where(
        inArray(
          candidates.phone,
          seedPeers.map((peer) => peer.phone),
        ),
      );
    expect(peerRows).toHaveLength(seedPeers.length);
    expect(peerRows.every((row) => row.submittedAt === null)).toBe(true);
    const [agent] = await app.deps.db
      .select({ id: bizAccounts.id })
      .from(bizAccounts)
      .where(eq(bizAccounts.email, accounts.agent));
    const viewer = await findBizViewer(app.deps.db, agent.id);
    if (!viewer) throw new Error('the agent is seeded');
    const peerIds = new Set(peerRows.map((row) => row.id));
    for (const jobLabel of [undefined, ...PEER_JOBS]) {
      for (let page = 1; ; page++) {
        const pool = await listPool(app.deps.db, viewer, { jobLabel, page }, app.deps.now());
        expect(pool.items.filter((candidate) => peerIds.has(candidate.id))).toEqual([]);
        if (!pool.hasNext) break;
      }
    }
  });
});

describe.each(drivers)('secret cards without the sandbox on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver, { SANDBOX: '0' });
  });
  afterAll(() => app?.close());

  it('answer 404 while no job has enough verified salaries', async () => {
    await expectError(
      await app.request('/api/income/lifetime/item'),
      404,
      'SECRET_UNAVAILABLE',
      SECRET_UNAVAILABLE_MESSAGE,
    );
    await expectError(await app.request(`/api/income/lifetime/item?prevName=${'가'.repeat(61)}`), 400, 'BAD_REQUEST');
  });
});
