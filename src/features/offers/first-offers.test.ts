import { persistQueryClientRestore } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_OFFERS_ELEMENT_ID, type FirstOffers } from '../../contract/first-offers';
import type { Offer } from '../../contract/offers';
import { createIdbPersister } from '../../lib/persister';
import { createQueryClient } from '../../lib/query-client';
import { clearTokens, writeTokens } from '../../lib/tokens';
import { offerKeys } from './api';
import { seedFirstOffers } from './first-offers';

const offer: Offer = {
  id: 41,
  companyId: 3,
  name: '누리페이',
  logo: '/logos/nuri-pay.svg',
  domain: 'nuri-pay.example',
  salaryMin: 7000,
  salaryMax: 8000,
  increaseRate: 10,
  increaseBasis: null,
  createdAt: '2026-11-20T03:00:00.000Z',
  expiredAt: '2026-11-27T14:59:59.999Z',
  selectedAt: null,
  offerGroupId: null,
  type: 'NORMAL',
  status: 'WAITING',
  isNew: true,
  isMaster: false,
  operatorName: null,
  position: '백엔드 개발자',
  link: null,
  offerItems: [],
  message: '함께 일해요.',
  isJustMessage: false,
  isMatched: false,
  isExpired: false,
  isLike: false,
  refusalReason: null,
  coffeechatId: null,
};
const counts = { current: 1, selected: 0, expired: 0 };
const readAt = new Date(Date.now() - 5_000).toISOString();
const first: FirstOffers = {
  subjectId: 'candidate-1',
  readAt,
  attack: { isActivate: true, isSubmitted: true, attackExpiredAt: null, counts, recentOfferItem: null },
  list: { offerItems: [offer], counts },
};

const tokenOf = (subject: string) =>
  `x.${btoa(JSON.stringify({ sub: subject, exp: Math.floor(Date.now() / 1000) + 900 })).replace(/=+$/, '')}.y`;

function pageCarrying(content: unknown): Document {
  const doc = document.implementation.createHTMLDocument('볼트X');
  const element = doc.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_OFFERS_ELEMENT_ID;
  element.textContent = JSON.stringify(content);
  doc.body.append(element);
  return doc;
}

afterEach(() => clearTokens());

describe('the first offers a page arrived with', () => {
  it('are in the cache under the page’s keys, read at the server’s time, and the element is gone', () => {
    writeTokens({ accessToken: tokenOf('candidate-1'), refreshToken: 'refresh', holder: 'candidate' });
    const queryClient = createQueryClient();
    const doc = pageCarrying(first);

    expect(seedFirstOffers(queryClient, 'current', doc)).toBe(true);
    expect(queryClient.getQueryData(offerKeys.list('current'))).toEqual(first.list);
    expect(queryClient.getQueryData(offerKeys.attack)).toEqual(first.attack);
    expect(queryClient.getQueryState(offerKeys.list('current'))?.dataUpdatedAt).toBe(Date.parse(readAt));
    expect(doc.getElementById(FIRST_OFFERS_ELEMENT_ID)).toBeNull();
    // Read once: a second look finds nothing.
    expect(seedFirstOffers(createQueryClient(), 'current', doc)).toBe(false);
  });

  it('are dropped when they belong to another candidate than this app’s session, or to no session', () => {
    writeTokens({ accessToken: tokenOf('candidate-2'), refreshToken: 'refresh', holder: 'candidate' });
    const queryClient = createQueryClient();
    expect(seedFirstOffers(queryClient, 'current', pageCarrying(first))).toBe(false);
    clearTokens();
    expect(seedFirstOffers(queryClient, 'current', pageCarrying(first))).toBe(false);
    expect(queryClient.getQueryData(offerKeys.list('current'))).toBeUndefined();
  });

  it('are dropped when they do not match the contract', () => {
    writeTokens({ accessToken: tokenOf('candidate-1'), refreshToken: 'refresh', holder: 'candidate' });
    const queryClient = createQueryClient();
    const broken = { ...first, list: { offerItems: [{ id: 'x' }], counts } };
    expect(seedFirstOffers(queryClient, 'current', pageCarrying(broken))).toBe(false);
    expect(queryClient.getQueryData(offerKeys.list('current'))).toBeUndefined();
  });

  it('are not replaced by an older copy restored from the device afterwards, whatever its clock said', async () => {
    writeTokens({ accessToken: tokenOf('candidate-1'), refreshToken: 'refresh', holder: 'candidate' });
    const persister = createIdbPersister('first-offers-test', { writeEveryMs: 0 });
    const earlier = createQueryClient();
    // Read on a device whose clock ran ahead: it claims to be newer than the server's copy.
    earlier.setQueryData(
      offerKeys.list('current'),
      { offerItems: [], counts: { ...counts, current: 0 } },
      {
        updatedAt: Date.now() + 60 * 60_000,
      },
    );
    earlier.setQueryData(['profile'], { kept: true });
    const { dehydrate } = await import('@tanstack/react-query');
    await persister.persistClient({ timestamp: Date.now(), buster: '', clientState: dehydrate(earlier) });
    await persister.flush();

    const queryClient = createQueryClient();
    seedFirstOffers(queryClient, 'current', pageCarrying(first));
    await persistQueryClientRestore({ queryClient, persister, buster: '' });

    expect(queryClient.getQueryData(offerKeys.list('current'))).toEqual(first.list);
    expect(queryClient.getQueryData(['profile'])).toEqual({ kept: true });
  });
});
