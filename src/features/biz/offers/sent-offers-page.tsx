/** /biz/offers: what this account (a recruiter: their company) has sent, newest first. */
import { styled } from '@linaria/react';
import { useSearch } from 'wouter';
import type { SentOffer } from '../../../contract/biz';
import { space } from '../../../ui/tokens';
import { BizShell } from '../shell/biz-shell';
import { EmptyState, QueryStatus } from '../shell/query-status';
import { StatusTabs, statusFromSearch } from '../shell/status-tabs';
import { useSentOffers } from './offers-api';
import { SentOfferCard } from './sent-offer-card';

const List = styled.ul`
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const NO_OFFERS = '보낸 제안이 없습니다.';

const newestFirst = (items: readonly SentOffer[]) =>
  [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);

export function SentOffersPage() {
  const status = statusFromSearch(useSearch());
  const offers = useSentOffers(status);
  return (
    <BizShell title="보낸 제안">
      <StatusTabs current={status} />
      {!offers.data ? (
        <QueryStatus query={offers} />
      ) : offers.data.items.length === 0 ? (
        <EmptyState role="status">{NO_OFFERS}</EmptyState>
      ) : (
        <List>
          {newestFirst(offers.data.items).map((offer) => (
            <li key={offer.id}>
              <SentOfferCard offer={offer} />
            </li>
          ))}
        </List>
      )}
    </BizShell>
  );
}
