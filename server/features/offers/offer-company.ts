/**
 * The company behind an offer: its card (logo, industry, head count, location,
 * homepage), the offer's own link, its place in the 30-day offer ranking and its response record.
 * Only the candidate who received the offer may read it.
 */
import { and, eq } from 'drizzle-orm';
import type { OfferCompany } from '../../../src/contract/meetings';
import type { Database } from '../../db/client';
import { companies, offers } from '../../db/schema';
import { notFound } from '../../errors/api-error';
import { OFFER_NOT_FOUND_MESSAGE } from './offer-answers';
import { offerRanking } from './ranking';
import { responseRecord } from './response-record';

/** A link is opened outside the app only when it is a web address. */
function webLink(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export async function offerCompany(
  db: Database,
  candidateId: string,
  offerId: number,
  now: Date,
): Promise<OfferCompany> {
  const [row] = await db
    .select({ link: offers.link, company: companies })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(and(eq(offers.id, offerId), eq(offers.candidateId, candidateId)));
  if (!row) throw notFound(OFFER_NOT_FOUND_MESSAGE);
  const { company } = row;
  const [ranking, record] = await Promise.all([offerRanking(db, now), responseRecord(db, company.id, now)]);
  const ranked = ranking.items.find((item) => item.companyName === company.name);
  return {
    id: company.id,
    name: company.name,
    logo: company.logoPath,
    industry: company.industry,
    employees: company.employees,
    location: company.location,
    homepage: webLink(company.homepage),
    link: webLink(row.link),
    ranking: ranked ? { rank: ranked.rank, offerCount: ranked.offerCount, averageRaise: ranked.averageRaise } : null,
    responseRecord: record,
  };
}
