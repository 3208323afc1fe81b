/** The sent list's status filter, kept in the URL (?status=MATCHED) like the pool's filters. */
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
`;

const STATUS_TABS: readonly { status: OfferStatus | undefined; label: string }[] = [
  { status: undefined, label: '전체' },
  { status: 'WAITING', label: '대기중' },
  { status: 'MATCHED', label: '수락' },
  { status: 'REFUSED', label: '거절' },
  { status: 'EXPIRED', label: '만료' },
];

export function statusFromSearch(search: string): OfferStatus | undefined {
  const value = new URLSearchParams(search).get('status');
  return is(value, OfferStatus) ? value : undefined;
}

const offersHref = (status: OfferStatus | undefined) => (status ? `/biz/offers?status=${status}` : '/biz/offers');

export function StatusTabs({ current }: { current: OfferStatus | undefined }) {
  return (
    <Tabs aria-label="제안 상태">
      {STATUS_TABS.map((tab) => (
        <Link key={tab.label} href={offersHref(tab.status)} aria-current={tab.status === current ? 'page' : undefined}>
          {tab.label}
        </Link>
      ))}
    </Tabs>
  );
}
