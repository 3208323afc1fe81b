import { dehydrate } from '@tanstack/react-query';
import { persistQueryClientRestore } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it } from 'vitest';
import type { DrawnOffer } from '../../contract/drawn-offer';
import { DRAWN_OFFER_ELEMENT_ID } from '../../contract/offer-shell';
import { createIdbPersister } from '../../lib/persister';
import { createQueryClient, healthKey } from '../../lib/query-client';
import { clearTokens, writeTokens } from '../../lib/tokens';
import { offerKeys } from './api';
import { seedDrawnOffer } from './drawn-offer';
import { offerCompany, waitingOffer } from './revision-test-support';

const offer = waitingOffer({ id: 41 });
const readAt = new Date(Date.now() - 5_000).toISOString();
const drawn: DrawnOffer = {
  subjectId: 'candidate-1',
  readAt,
  offer,
  company: {
    data: offerCompany({ id: offer.companyId, name: offer.name, logo: offer.logo }),
    readAt: new Date(Date.now() - 60_000).toISOString(),
  },
  health: { ok: true, database: 'pglite', sandbox: true, version: 'v1' },
};

const tokenOf = (subject: string) =>
  `x.${btoa(JSON.stringify({ sub: subject, exp: Math.floor(Date.now() / 1000) + 900 })).replace(/=+$/, '')}.y`;
const signIn = (subject: string) =>
  writeTokens({ accessToken: tokenOf(subject), refreshToken: 'refresh', holder: 'candidate' });

/** A page the worker drew (sw/offer-page.ts), carrying `content` beside its markup. */
function pageCarrying(content: unknown): Document {
  const doc = document.implementation.createHTMLDocument('받은 제안 · 볼트X');
  const element = doc.createElement('script');
  element.type = 'application/json';
  element.id = DRAWN_OFFER_ELEMENT_ID;
  element.textContent = JSON.stringify(content);
  doc.body.append(element);
  return doc;
}

afterEach(() => clearTokens());

describe('the offer a page drawn by the worker carries', () => {
  it('is in the cache under the offer’s own key, read when the device kept it, and the element is gone', () => {
    signIn('candidate-1');
    const queryClient = createQueryClient();
    const doc = pageCarrying(drawn);

    expect(seedDrawnOffer(queryClient, doc)).toBe(true);
    expect(queryClient.getQueryData(offerKeys.detail(41))).toEqual(offer);
    expect(queryClient.getQueryState(offerKeys.detail(41))?.dataUpdatedAt).toBe(Date.parse(readAt));
    expect(queryClient.getQueryData(healthKey)).toEqual(drawn.health);
    // The company was read apart from the offer: with its own time.
    expect(queryClient.getQueryData(offerKeys.company(41))).toEqual(drawn.company?.data);
    expect(queryClient.getQueryState(offerKeys.company(41))?.dataUpdatedAt).toBe(
      Date.parse(drawn.company?.readAt ?? ''),
    );
    expect(doc.getElementById(DRAWN_OFFER_ELEMENT_ID)).toBeNull();
  });

  it('stays on the page, out of the cache, for another session, no session or a shape this build does not know', () => {
    const queryClient = createQueryClient();
    const another = pageCarrying(drawn);
    signIn('candidate-2');
    expect(seedDrawnOffer(queryClient, another)).toBe(false);
    clearTokens();
    expect(seedDrawnOffer(queryClient, another)).toBe(false);
    signIn('candidate-1');
    const broken = pageCarrying({ ...drawn, offer: { id: 41, name: 3 } });
    expect(seedDrawnOffer(queryClient, broken)).toBe(false);

    expect(queryClient.getQueryData(offerKeys.detail(41))).toBeUndefined();
    // main.tsx draws such a page anew, seeing its element still there.
    expect(another.getElementById(DRAWN_OFFER_ELEMENT_ID)).not.toBeNull();
    expect(broken.getElementById(DRAWN_OFFER_ELEMENT_ID)).not.toBeNull();
  });

  it('is not replaced by the copy restored from the device afterwards', async () => {
    signIn('candidate-1');
    const persister = createIdbPersister('drawn-offer-test', { writeEveryMs: 0 });
    const earlier = createQueryClient();
    earlier.setQueryData(offerKeys.detail(41), { ...offer, status: 'WAITING', message: '예전 메시지' });
    earlier.setQueryData(['profile'], { kept: true });
    await persister.persistClient({ timestamp: Date.now(), buster: '', clientState: dehydrate(earlier) });
    await persister.flush();

    const queryClient = createQueryClient();
    seedDrawnOffer(queryClient, pageCarrying(drawn));
    await persistQueryClientRestore({ queryClient, persister, buster: '' });

    expect(queryClient.getQueryData(offerKeys.detail(41))).toEqual(offer);
    expect(queryClient.getQueryData(['profile'])).toEqual({ kept: true });
  });
});
