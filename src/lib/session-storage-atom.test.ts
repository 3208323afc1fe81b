import { createStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { atomWithSessionStorage } from './session-storage-atom';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('atomWithSessionStorage', () => {
  it('starts from the initial value when the tab has kept nothing, without a parse that throws', () => {
    const parse = vi.spyOn(JSON, 'parse');
    const draft = atomWithSessionStorage('draft', { hope: '' });
    expect(createStore().get(draft)).toEqual({ hope: '' });
    expect(parse).not.toHaveBeenCalled();
  });

  it('starts from what the tab kept, and keeps what is set', () => {
    sessionStorage.setItem('draft', JSON.stringify({ hope: '9000' }));
    const draft = atomWithSessionStorage('draft', { hope: '' });
    const store = createStore();
    expect(store.get(draft)).toEqual({ hope: '9000' });
    store.set(draft, { hope: '9500' });
    expect(JSON.parse(sessionStorage.getItem('draft') ?? '')).toEqual({ hope: '9500' });
    store.set(draft, RESET);
    expect(sessionStorage.getItem('draft')).toBeNull();
  });

  it('falls back to the initial value when what was kept is not JSON', () => {
    sessionStorage.setItem('draft', '{broken');
    expect(createStore().get(atomWithSessionStorage('draft', { hope: '' }))).toEqual({ hope: '' });
  });
});
