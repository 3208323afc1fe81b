/**
 * A toast that outlives the page that raised it: a page that says what it did and then moves on
 * (the profile made public again, then /my) hands the sentence to the app's top area, which every
 * screen has, and the next screen's top area shows it for the rest of TOAST_MS.
 */
import { atom, useAtom, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { TOAST_MS, Toast } from './toast';

interface CarriedToastState {
  text: string;
  /** When it hides (ms since the epoch). */
  until: number;
}

const carriedToastAtom = atom<CarriedToastState | undefined>(undefined);

/** Shows `text` as a toast that stays TOAST_MS, across a navigation. */
export function useCarriedToast(): (text: string) => void {
  const setToast = useSetAtom(carriedToastAtom);
  return useCallback((text: string) => setToast({ text, until: Date.now() + TOAST_MS }), [setToast]);
}

/** Drawn by the top area of each screen (app/top-area.tsx). */
export function CarriedToast() {
  const [toast, setToast] = useAtom(carriedToastAtom);
  if (!toast) return null;
  return (
    <Toast
      key={toast.until}
      view
      durationMs={Math.max(0, toast.until - Date.now())}
      onHide={() => setToast((current) => (current === toast ? undefined : current))}
    >
      {toast.text}
    </Toast>
  );
}
