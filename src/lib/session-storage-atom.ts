import { atom, type SetStateAction } from 'jotai';
import { atomWithLazy, createJSONStorage, RESET } from 'jotai/utils';

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

/**
 * An atom kept in sessionStorage: it survives a reload and ends with the tab (SPEC §3). What the
 * tab kept is read when a store first reads the atom, not when its module is evaluated (as
 * jotai's atomWithStorage with getOnInit does): a page's first touch of sessionStorage opens the
 * tab's storage, a few milliseconds, and the offers page, which reads none of these, paid them
 * while its shell started.
 */
export function atomWithSessionStorage<T>(key: string, initial: T) {
  const storage = tabJSONStorage<T>();
  const kept = atomWithLazy(() => storage.getItem(key, initial));
  return atom(
    (get) => get(kept),
    (get, set, update: SetStateAction<T> | typeof RESET) => {
      if (update === RESET) {
        set(kept, initial);
        storage.removeItem(key);
        return;
      }
      const next = typeof update === 'function' ? (update as (previous: T) => T)(get(kept)) : update;
      set(kept, next);
      storage.setItem(key, next);
    },
  );
}
