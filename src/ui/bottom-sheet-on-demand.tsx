/**
 * The bottom sheet (bottom-sheet.tsx) for a page's first load, as the confirm alert's
 * (confirm-alert-on-demand.tsx): nothing until the page is up, then its code, ahead of the first
 * press that opens it; a press before then fetches it at once. A sheet is never in a page's first
 * frame.
 */
import { lazy, Suspense } from 'react';
import { useAfterLoad } from '../lib/after-load';
import type { BottomSheetProps } from './bottom-sheet';

const BottomSheet = lazy(() => import('./bottom-sheet').then((m) => ({ default: m.BottomSheet })));

export function BottomSheetOnDemand(props: BottomSheetProps) {
  const pageIsUp = useAfterLoad();
  if (!props.open && !pageIsUp) return null;
  return (
    <Suspense fallback={null}>
      <BottomSheet {...props} />
    </Suspense>
  );
}
