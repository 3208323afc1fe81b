import { styled } from '@linaria/react';
import { memo } from 'react';
import type { Offer } from '../../contract/offers';
import { HydrateApart } from '../../ui/hydrate-apart';
import { space } from '../../ui/tokens';
import type { MeetingSummaries } from './api';
import { CurationCard } from './curation-card';
import { OfferCard } from './offer-card';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  /* Cards below the screen are laid out when scrolled to: the first frame of a long list costs the
     cards on screen only. The height held for one is the last it had, or about a card's. */
  & > li {
    content-visibility: auto;
    contain-intrinsic-size: auto 230px;
  }
`;

type Entry = { kind: 'offer'; offer: Offer } | { kind: 'curation'; groupId: number; offers: Offer[] };

/** Curation members become one card per group, placed where the group's newest offer is. */
function groupOffers(offers: readonly Offer[]): Entry[] {
  const entries: Entry[] = [];
  const groups = new Map<number, Offer[]>();
  for (const offer of offers) {
    if (offer.offerGroupId === null) {
      entries.push({ kind: 'offer', offer });
      continue;
    }
    const members = groups.get(offer.offerGroupId);
    if (members) members.push(offer);
    else {
      const created = [offer];
      groups.set(offer.offerGroupId, created);
      entries.push({ kind: 'curation', groupId: offer.offerGroupId, offers: created });
    }
  }
  return entries;
}

/**
 * Each card of a list the server drew comes alive in a task of its own (ui/hydrate-apart.tsx).
 * Drawn again only for other offers or statuses: the page around it renders again as its other
 * queries settle (the kept copy read, a refetch with the same answer), and a list of cards drawn
 * anew each time was a 25–40 ms task on a cold visit.
 */
export const OfferList = memo(function OfferList({
  offers,
  meetingStatuses,
}: {
  offers: readonly Offer[];
  /** Accepted offers' coffee chats (status, confirmed time), shown on their cards (the 수락한 제안 tab). */
  meetingStatuses?: MeetingSummaries;
}) {
  return (
    <List>
      {groupOffers(offers).map((entry) =>
        entry.kind === 'offer' ? (
          <li key={`offer-${entry.offer.id}`}>
            <HydrateApart>
              <OfferCard offer={entry.offer} meeting={meetingStatuses?.get(entry.offer.id)} />
            </HydrateApart>
          </li>
        ) : (
          <li key={`group-${entry.groupId}`}>
            <HydrateApart>
              <CurationCard offers={entry.offers} />
            </HydrateApart>
          </li>
        ),
      )}
    </List>
  );
});
