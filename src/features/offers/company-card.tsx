/**
 * The company behind an offer on its page (ui/company-card.tsx). Nothing is said while it loads or
 * when it cannot be read: the offer above is what matters.
 */
import { CompanyCard as CompanyCardView } from '../../ui/company-card';
import { useOfferCompany } from './api';

export function CompanyCard({ offerId }: { offerId: number }) {
  const { data } = useOfferCompany(offerId);
  return data ? <CompanyCardView company={data} /> : null;
}
