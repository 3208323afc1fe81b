/**
 * /biz/offers: what this account (a recruiter: their company) has sent, newest first; the 조정 요청
 * tab holds the revision requests still waiting for an answer, the nearest deadline first.
 */
import { styled } from '@linaria/react';
import { useSearch } from 'wouter';
import type { SentOffer } from '../../../contract/biz';
import { space } from '../../../ui/tokens';
import { BizShell } from '../shell/biz-shell';
import { EmptyState, QueryStatus } from '../shell/query-status';
import { REVISION_TAB, StatusTabs, statusFromSearch } from '../shell/status-tabs';
import { useSentOffers } from './offers-api';
import { pendingRevisions } from './revision-rules';
import { SentOfferCard } from './sent-offer-card';

const List = styled.ul`
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const NO_OFFERS = '보낸 제안이 없습니다.';
const NO_REVISIONS = '답할 조정 요청이 없어요.';

const newestFirst = (items: readonly SentOffer[]) =>
  [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);

export function SentOffersPage() {
  const tab = statusFromSearch(useSearch());
  const revisionTab = tab === REVISION_TAB;
  // Requests are picked from the whole list (the server filters by offer status only), which also
  // gives their tab its count on every tab.
  const all = useSentOffers(undefined);
  const offers = useSentOffers(revisionTab ? undefined : tab);
  const shown = offers.data && (revisionTab ? pendingRevisions(offers.data.items) : newestFirst(offers.data.items));
  return (
    <BizShell title="보낸 제안">
      <StatusTabs current={tab} revisionCount={all.data ? pendingRevisions(all.data.items).length : 0} />
      {!shown ? (
        <QueryStatus query={offers} />
      ) : shown.length === 0 ? (
        <EmptyState role="status">{revisionTab ? NO_REVISIONS : NO_OFFERS}</EmptyState>
      ) : (
        <List>
          {shown.map((offer) => (
            <li key={offer.id}>
              <SentOfferCard offer={offer} />
            </li>
          ))}
        </List>
      )}
    </BizShell>
  );
}
