/**
 * An offer page the service worker draws by itself (sw/offer-page.ts), for a notification tapped
 * with no window open: the countdown is on screen before the app's code has run, from the offer
 * kept on the device (lib/persister.ts's stored cache). The page carries the offer it was drawn
 * from, so the app's first render draws the same page and takes it over (features/offers/drawn-offer.ts).
 */
import { type Infer, object, optional, string } from 'superstruct';
import { Health } from './health';
import { OfferCompany } from './meetings';
import { Offer } from './offers';
import { IsoDateTime } from './validators';

export const DrawnOffer = object({
  /** Whose it is (the worker's mirrored session): the app takes it only with its own session. */
  subjectId: string(),
  /** When the device read it, so it goes stale as a fetched answer would. */
  readAt: IsoDateTime,
  /** The offer as stored: its own query's answer, or its card in a list. */
  offer: Offer,
  /**
   * The company behind it as stored (its card on the page): drawn with the offer, the card does not
   * come in under the message as the app takes the page over, moving the buttons below it (a tap
   * on 커피챗 수락하기 in that moment landed on the card). Read apart from the offer, so with its own time.
   */
  company: optional(object({ data: OfferCompany, readAt: IsoDateTime })),
  /** `GET /health`'s stored body, so the sandbox strip is in the first paint. */
  health: optional(Health),
});
export type DrawnOffer = Infer<typeof DrawnOffer>;
