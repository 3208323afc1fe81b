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

describe('atomWithSessionStorage, read lazily', () => {
  it('reads the tab only once a store reads the atom, not when the atom is made', () => {
    const draft = atomWithSessionStorage('draft', { hope: '' });
    sessionStorage.setItem('draft', JSON.stringify({ hope: '9000' }));
    expect(createStore().get(draft)).toEqual({ hope: '9000' });
  });

  it('applies an update function to what the tab kept', () => {
    sessionStorage.setItem('count', '2');
    const count = atomWithSessionStorage('count', 0);
    const store = createStore();
    store.set(count, (previous) => previous + 1);
    expect(store.get(count)).toBe(3);
    expect(sessionStorage.getItem('count')).toBe('3');
  });
});
