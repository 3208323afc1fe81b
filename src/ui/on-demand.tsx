/**
 * The confirm alert and the bottom sheet for a page's first load: nothing until the page is up,
 * then their code, ahead of the first press that opens them; a press before then fetches it at
 * once. Neither is ever in a page's first frame, and their dialog code was ~0.8 KB gzip of every
 * page that asks before acting or opens a sheet (2026-11-29).
 */
import { lazy, Suspense } from 'react';
import { useAfterLoad } from '../lib/after-load';
import type { BottomSheetProps } from './bottom-sheet';
import type { ConfirmAlertProps } from './confirm-alert';

const ConfirmAlert = lazy(() => import('./confirm-alert').then((m) => ({ default: m.ConfirmAlert })));
const BottomSheet = lazy(() => import('./bottom-sheet').then((m) => ({ default: m.BottomSheet })));

/** Whether to mount the lazy part: once it is opened, or once the page is up to fetch it ahead. */
function useWanted(open: boolean): boolean {
  const pageIsUp = useAfterLoad();
  return open || pageIsUp;
}

export function ConfirmAlertOnDemand(props: ConfirmAlertProps) {
  return useWanted(props.view) ? (
    <Suspense fallback={null}>
      <ConfirmAlert {...props} />
    </Suspense>
  ) : null;
}

export function BottomSheetOnDemand(props: BottomSheetProps) {
  return useWanted(props.open) ? (
    <Suspense fallback={null}>
      <BottomSheet {...props} />
    </Suspense>
  ) : null;
}
