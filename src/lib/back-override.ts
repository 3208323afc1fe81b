/**
 * A page whose leaving needs a question first (unsaved changes) takes over the app bar's back
 * control while it is on screen; the app bar (app/app-bar.tsx) calls it instead of going back.
 */
import { atom, useSetAtom } from 'jotai';
import { useLayoutEffect, useRef } from 'react';

/** `goBack` is what the control would have done: step back in the app's history, or to the parent. */
export const backOverrideAtom = atom<{ run: (goBack: () => void) => void } | undefined>(undefined);

export function useBackOverride(run: (goBack: () => void) => void) {
  const setOverride = useSetAtom(backOverrideAtom);
  // The page passes a new function each render; the app bar always calls the latest one.
  const latest = useRef(run);
  latest.current = run;
  // Before the first paint: a back pressed as soon as the page shows must already ask.
  useLayoutEffect(() => {
    const mine = { run: (goBack: () => void) => latest.current(goBack) };
    setOverride(mine);
    // Only its own: a page that took over meanwhile keeps the control.
    return () => setOverride((current) => (current === mine ? undefined : current));
  }, [setOverride]);
}
