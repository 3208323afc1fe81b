/**
 * A signed-in candidate's first visit of an offers page carries its first answers in the HTML
 * (server/http/first-offers.ts), so the cards paint without waiting for the app to ask. The server
 * knows who asks from the page cookie (page-cookie.ts).
 */
import { type Infer, object, optional, string } from 'superstruct';
import { Health } from './health';
import { MyAttack, OfferList, type OfferListQuery } from './offers';
import { IsoDateTime } from './validators';

/** The `<script type="application/json">` element the first offers travel in. */
export const FIRST_OFFERS_ELEMENT_ID = 'boltx-first-offers';

/** Each page that may carry its first offers, with the list query its tab reads. */
export const FIRST_OFFERS_PAGES: Readonly<Record<string, OfferListQuery>> = {
  '/my/attack': {},
  '/my/attack/select': { isSelected: true },
  '/my/attack/expired': { isExpired: true },
};

export const FirstOffers = object({
  /** Whose they are: the app drops them unless its own session is this candidate's. */
  subjectId: string(),
  /** When the server read them, so they go stale as a fetched answer would. */
  readAt: IsoDateTime,
  /** `GET /v3/users/my/attack`'s body: the page shows nothing before the attack period card. */
  attack: MyAttack,
  /** `GET /v3/users/offers`'s body for the page's tab. */
  list: OfferList,
  /** `GET /health`'s body, so the sandbox strip is there from the first paint rather than pushing the page down. */
  health: optional(Health),
});
export type FirstOffers = Infer<typeof FirstOffers>;
