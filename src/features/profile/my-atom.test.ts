import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, writeTokens } from '../../lib/tokens';
import { tokensVersionAtom } from '../../session/session-state';
import { jsonResponse, serveApi } from '../../test-support/render-app';
import { myAtom } from './api';

const me = {
  userId: '8a1c7f7e-4a4b-4c4d-8e8f-0a1b2c3d4e5f',
  name: '김볼트',
  isActivate: true,
  jobLabel: '개발',
  jobSubLabel: '백엔드',
};

function sessionStore() {
  const store = createStore();
  store.set(queryClientAtom, new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return store;
}

const signIn = (store: ReturnType<typeof createStore>) => {
  writeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1', holder: 'candidate' });
  store.set(tokensVersionAtom, (version) => version + 1);
};

afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

describe('myAtom follows the session', () => {
  it('asks nothing while signed out, and loads "who am I" once a candidate signs in', async () => {
    const sent = serveApi(() => jsonResponse(me));
    const store = sessionStore();
    const unsubscribe = store.sub(myAtom, () => undefined);

    expect(store.get(myAtom)).toMatchObject({ isPending: true, fetchStatus: 'idle' });
    expect(sent).toHaveLength(0);

    signIn(store);
    await vi.waitFor(() => expect(store.get(myAtom).data).toMatchObject({ name: '김볼트' }));
    expect(sent.map((request) => request.path)).toEqual(['/api/v3/users/my']);
    unsubscribe();
  });

  it('stops asking once the candidate signs out', async () => {
    const sent = serveApi(() => jsonResponse(me));
    const store = sessionStore();
    signIn(store);
    const unsubscribe = store.sub(myAtom, () => undefined);
    await vi.waitFor(() => expect(store.get(myAtom).isSuccess).toBe(true));

    clearTokens();
    store.set(tokensVersionAtom, (version) => version + 1);
    await store.get(queryClientAtom).invalidateQueries();

    expect(store.get(myAtom).fetchStatus).toBe('idle');
    expect(sent).toHaveLength(1);
    unsubscribe();
  });
});
