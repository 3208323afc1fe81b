/**
 * The first offers a signed-in candidate's offers page carries in its HTML (contract/first-offers.ts),
 * as JSON text: the same bodies `GET /v3/users/my/attack` and `GET /v3/users/offers` answer, read at
 * one moment.
 */
import type { Infer } from 'superstruct';
import type { Health } from '../../../src/contract/health';
import type { OfferListQuery } from '../../../src/contract/offers';
import type { Database } from '../../db/client';
import { myAttack } from './attack-period';
import { offerListJson } from './offer-list';

/** Throws the domain's unauthorized() for a deleted or unknown candidate, as the API calls would. */
export async function firstOffersJson(
  db: Database,
  subjectId: string,
  query: OfferListQuery,
  at: Date,
  health?: Infer<typeof Health>,
): Promise<string> {
  const [attack, list] = await Promise.all([myAttack(db, subjectId, at), offerListJson(db, subjectId, query, at)]);
  // Put together as text: PostgreSQL wrote the list as JSON text, which is not parsed again to be nested.
  const fields = [
    `"subjectId":${JSON.stringify(subjectId)}`,
    `"readAt":${JSON.stringify(at.toISOString())}`,
    `"attack":${JSON.stringify(attack)}`,
    `"list":${list.json}`,
  ];
  if (health) fields.push(`"health":${JSON.stringify(health)}`);
  return `{${fields.join(',')}}`;
}
