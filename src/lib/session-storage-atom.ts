import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** The server's render of a page (app/offers-prerender.tsx) has no tab to keep anything in. */
const noStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

const tabStorage = () => (typeof sessionStorage === 'undefined' ? noStorage : sessionStorage);

/**
 * jotai's JSON storage, except that a key never written gives the initial value without parsing:
 * jotai parses '' and catches the SyntaxError, and the first exception a page throws costs ~2 ms
 * (~8 ms on a slow phone), here at start, while the page is being taken over.
 */
function tabJSONStorage<T>() {
  const json = createJSONStorage<T>(tabStorage);
  return {
    ...json,
    getItem: (key: string, initial: T) => (tabStorage().getItem(key) === null ? initial : json.getItem(key, initial)),
  };
}

/** An atom kept in sessionStorage: it survives a reload and ends with the tab (SPEC §3). */
export function atomWithSessionStorage<T>(key: string, initial: T) {
  return atomWithStorage<T>(key, initial, tabJSONStorage<T>(), { getOnInit: true });
}
