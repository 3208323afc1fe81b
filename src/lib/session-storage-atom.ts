import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** An atom kept in sessionStorage: it survives a reload and ends with the tab (SPEC §3). */
export function atomWithSessionStorage<T>(key: string, initial: T) {
  return atomWithStorage<T>(
    key,
    initial,
    createJSONStorage<T>(() => sessionStorage),
    { getOnInit: true },
  );
}
