/**
 * The sent list's status filter, kept in the URL (?status=MATCHED) like the pool's filters, and the
 * revision requests still waiting for an answer (?status=REVISION, filtered by the page).
 */
import { styled } from '@linaria/react';
import { is } from 'superstruct';
import { Link } from 'wouter';
import { OfferStatus } from '../../../contract/offers';
import { color, font, radius, space } from '../../../ui/tokens';

const Tabs = styled.nav`
  display: flex;
  gap: ${space.xs};
  margin-bottom: ${space.lg};
  overflow-x: auto;

  & a {
    padding: ${space.sm} ${space.lg};
    border-radius: ${radius.pill};
    background: ${color.surface};
    color: ${color.textSub};
    text-decoration: none;
    white-space: nowrap;
  }
  & a[aria-current='page'] {
    background: ${color.text};
    color: ${color.surface};
    font-weight: ${font.weight.bold};
  }
  & a span {
    margin-left: ${space.xs};
    color: ${color.primary};
    font-weight: ${font.weight.bold};
  }
  & a[aria-current='page'] span {
    color: inherit;
  }
`;

/** Not a status the server filters by: the page picks the offers whose revision request awaits an answer. */
export const REVISION_TAB = 'REVISION';
export type SentOffersTab = OfferStatus | typeof REVISION_TAB | undefined;

const STATUS_TABS: readonly { status: SentOffersTab; label: string }[] = [
  { status: undefined, label: '전체' },
  { status: 'WAITING', label: '대기중' },
  { status: REVISION_TAB, label: '조정 요청' },
  { status: 'MATCHED', label: '수락' },
  { status: 'REFUSED', label: '거절' },
  { status: 'EXPIRED', label: '만료' },
];

export function statusFromSearch(search: string): SentOffersTab {
  const value = new URLSearchParams(search).get('status');
  return is(value, OfferStatus) || value === REVISION_TAB ? value : undefined;
}

const offersHref = (status: SentOffersTab) => (status ? `/biz/offers?status=${status}` : '/biz/offers');

/** `revisionCount`: the requests waiting for an answer, shown on their tab when there are any. */
export function StatusTabs({ current, revisionCount = 0 }: { current: SentOffersTab; revisionCount?: number }) {
  return (
    <Tabs aria-label="제안 상태">
      {STATUS_TABS.map((tab) => (
        <Link key={tab.label} href={offersHref(tab.status)} aria-current={tab.status === current ? 'page' : undefined}>
          {tab.label}
          {tab.status === REVISION_TAB && revisionCount > 0 ? <span>{revisionCount}</span> : null}
        </Link>
      ))}
    </Tabs>
  );
}
