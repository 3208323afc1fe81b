/** Where a revision shows outside the offer's page: the card's chip and the history's old band. */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfferHistoryItem } from '../../contract/offers';
import { writeTokens } from '../../lib/tokens';
import { jsonResponse, renderWithApp, serveApi } from '../../test-support/render-app';
import { OfferCard } from './offer-card';
import { OfferHistorySheet } from './offer-history-sheet';
import { revision, waitingOffer } from './revision-test-support';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the offer card', () => {
  it('says 조정 요청 중 while a revision is asked for', () => {
    renderWithApp(<OfferCard offer={waitingOffer({ revision: revision() })} />);
    expect(screen.getByText('조정 요청 중')).toBeDefined();
  });

  it('says 조정됨 once the company revised it, and nothing without a revision', () => {
    const revised = revision({ status: 'REVISED', after: { salaryMin: 8800, salaryMax: 10500, offerItems: [] } });
    renderWithApp(
      <>
        <OfferCard offer={waitingOffer({ id: 1, revision: revised })} />
        <OfferCard offer={waitingOffer({ id: 2 })} />
      </>,
    );
    expect(screen.getAllByText('조정됨')).toHaveLength(1);
    expect(screen.queryByText('조정 요청 중')).toBeNull();
  });
});

describe('the offer history', () => {
  const item = (overrides: Partial<OfferHistoryItem>): OfferHistoryItem => ({
    id: 12,
    name: '한빛모빌리티',
    logo: '/logos/hanbit-mobility.svg',
    position: '백엔드 개발자',
    salaryMin: 8800,
    salaryMax: 10500,
    status: 'WAITING',
    type: 'NORMAL',
    createdAt: '2026-11-22T01:00:00.000Z',
    selectedAt: null,
    revision: null,
    ...overrides,
  });

  it('shows the band before the revision, struck through, beside the revised one', async () => {
    writeTokens({ accessToken: 'access', refreshToken: 'refresh', holder: 'candidate' });
    serveApi(() =>
      jsonResponse({
        offerItems: [
          item({ revision: { status: 'REVISED', before: { salaryMin: 8000, salaryMax: 9500 } } }),
          item({ id: 13, name: '다른회사', salaryMin: 7000, salaryMax: 7500 }),
        ],
      }),
    );
    renderWithApp(<OfferHistorySheet open onClose={() => undefined} />);
    const [revised, plain] = await screen.findAllByRole('listitem');

    const before = revised?.querySelector('del');
    expect(before?.textContent).toBe('조정 전 8,000만~9,500만원');
    expect(revised?.textContent).toContain('조정 후 8,800만~1억 500만원');
    expect(plain?.querySelector('del')).toBeNull();
    expect(plain?.textContent).toContain('7,000만~7,500만원');
  });
});
