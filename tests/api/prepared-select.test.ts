/**
 * server/db/prepared-select.ts maps rows itself, for speed: it must give exactly what Drizzle's own
 * execute() gives for the same select, on both drivers — nested objects, a left join that found
 * nothing, SQL values with and without a decoder, aliases and placeholders.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareSelect } from '../../server/db/prepared-select';
import { bizAccounts, candidates, companies, offers } from '../../server/db/schema';
import { cardColumns } from '../../server/domain/offer-queries';
import { newCandidate, sendOffer } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

describe.each(drivers)('a prepared select mapping its own rows on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  const candidateId = sql.placeholder('candidateId');

  function select() {
    const { db } = app.deps;
    return db
      .select({
        id: candidates.id,
        offer: cardColumns.offer,
        company: { name: companies.name, domain: companies.domain },
        sender: { role: bizAccounts.role },
        numbers: {
          offers: sql`(select count(*) from ${offers} where ${offers.candidateId} = ${candidates.id})`.mapWith(Number),
          raw: sql<string>`'text'`,
        },
        createdAt: sql<Date>`${candidates.createdAt}`.mapWith(candidates.createdAt).as('created'),
      })
      .from(candidates)
      .leftJoin(offers, eq(offers.candidateId, candidates.id))
      .leftJoin(companies, eq(companies.id, offers.companyId))
      .leftJoin(bizAccounts, eq(bizAccounts.id, offers.senderId))
      .where(eq(candidates.id, candidateId))
      .orderBy(desc(offers.createdAt), desc(offers.id));
  }

  it('gives the rows Drizzle gives, offers found or not', async () => {
    const withOffers = await newCandidate(app);
    await sendOffer(app, withOffers.id);
    await sendOffer(app, withOffers.id, { from: 'agent', company: 'nuri-pay' });
    const withoutOffers = await newCandidate(app, '김빈손');
    const prepared = prepareSelect(app.deps.db, `prepared_select_test_${driver}`, select());

    for (const id of [withOffers.id, withoutOffers.id]) {
      const ours = await prepared.execute({ candidateId: id });
      const drizzles = await select().prepare(`drizzle_select_test_${driver}`).execute({ candidateId: id });
      expect(ours).toEqual(drizzles);
      expect(ours.length).toBeGreaterThan(0);
    }
    const [empty] = await prepared.execute({ candidateId: withoutOffers.id });
    expect(empty).toMatchObject({ offer: null, company: null, sender: null, numbers: { offers: 0, raw: 'text' } });
  });
});
