/**
 * The confirm alert (confirm-alert.tsx) for a page's first load: nothing until the page is up,
 * then its code, fetched ahead of the first press that opens it; a press before then fetches it at
 * once. An alert is never in a page's first frame, and its dialog code was ~0.8 KB gzip of every
 * page that asks before acting (2026-11-29).
 */
import { lazy, Suspense } from 'react';
import { useAfterLoad } from '../lib/after-load';
import type { ConfirmAlertProps } from './confirm-alert';

const ConfirmAlert = lazy(() => import('./confirm-alert').then((m) => ({ default: m.ConfirmAlert })));

export function ConfirmAlertOnDemand(props: ConfirmAlertProps) {
  const pageIsUp = useAfterLoad();
  if (!props.view && !pageIsUp) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmAlert {...props} />
    </Suspense>
  );
}
