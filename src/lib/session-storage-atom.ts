import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** The server's render of a page (app/offers-prerender.tsx) has no tab to keep anything in. */
const noStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/** An atom kept in sessionStorage: it survives a reload and ends with the tab (SPEC §3). */
export function atomWithSessionStorage<T>(key: string, initial: T) {
  return atomWithStorage<T>(
    key,
    initial,
    createJSONStorage<T>(() => (typeof sessionStorage === 'undefined' ? noStorage : sessionStorage)),
    { getOnInit: true },
  );
}
