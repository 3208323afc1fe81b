import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { patchUtm, recordVisit } from './utm';
import { rememberEntry } from './utm-entry';

const fetchMock = vi.fn();
const VISIT_ID = '6f1c2b9e-3d4a-4e5f-8a7b-9c0d1e2f3a4b';

function sent(method: string) {
  return fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit).method === method)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);
}

function sentVisits() {
  return fetchMock.mock.calls.map(
    ([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify({ id: VISIT_ID }), { status: 201, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the utm visit', () => {
  it('is recorded with the address the tab came in by, even from the page after the landing', async () => {
    rememberEntry({ pathname: '/', search: '?utm_source=naver&utm_campaign=spring' });
    await recordVisit({ pathname: '/submit', search: '' });

    expect(sentVisits()).toEqual([
      expect.objectContaining({
        source: 'naver',
        campaign: 'spring',
        landing: '/?utm_source=naver&utm_campaign=spring',
      }),
    ]);
  });

  it('keeps the first address of the tab and is recorded once', async () => {
    rememberEntry({ pathname: '/', search: '?utm_source=pwa' });
    rememberEntry({ pathname: '/faq', search: '?utm_source=other' });
    await recordVisit({ pathname: '/faq', search: '' });
    await recordVisit({ pathname: '/faq', search: '' });

    expect(sentVisits()).toEqual([expect.objectContaining({ source: 'pwa', landing: '/?utm_source=pwa' })]);
    rememberEntry({ pathname: '/later', search: '?utm_source=again' });
    await recordVisit({ pathname: '/later', search: '' });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('uses the page itself when nothing was remembered', async () => {
    await recordVisit({ pathname: '/faq', search: '?utm_medium=cpc' });

    expect(sentVisits()).toEqual([expect.objectContaining({ medium: 'cpc', landing: '/faq?utm_medium=cpc' })]);
  });
});

describe('a sign-up step reached before the visit is recorded', () => {
  it('records the job choice of a first visit straight to /submit', async () => {
    window.history.replaceState(null, '', '/submit');
    // The job choice page patches among its first effects; the shell records the visit after load.
    const patched = patchUtm({ status: 'JOB_CHOICE' });
    const recorded = recordVisit({ pathname: '/submit', search: '' });
    await Promise.all([patched, recorded]);

    expect(sent('POST')).toEqual([expect.objectContaining({ landing: '/submit' })]);
    expect(sent('PATCH')).toEqual([{ id: VISIT_ID, status: 'JOB_CHOICE' }]);
  });
});
