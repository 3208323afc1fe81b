import type { OfferStatus } from '../../../contract/offers';
import { Chip } from '../../../ui/chip';
import { OFFER_STATUS_LABEL, OFFER_STATUS_TONE } from '../shell/labels';

export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  return <Chip $tone={OFFER_STATUS_TONE[status]}>{OFFER_STATUS_LABEL[status]}</Chip>;
}
