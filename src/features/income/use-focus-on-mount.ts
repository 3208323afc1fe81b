import { useEffect, useRef } from 'react';

/** Moves focus to a screen's heading when it appears, so a step change is announced and keyboard users start there. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
