import { useCallback, useEffect, useRef, useState } from 'react';
import { pushInAppEntry } from '../../lib/in-app-history';

/**
 * SPEC §2 page-leave guard: with unsaved changes, closing or reloading the tab asks the browser's
 * question, and leaving through the page's own controls or the back button (a guard entry in the
 * history catches it) asks ours first. `disarm()` lets the page unload without the browser's
 * question — for the reload of an update, once the draft is kept elsewhere (kept-draft.ts).
 */
/**
 * The guard entry, pushed over the page's own. Stepping back onto the page's entry (a back press
 * caught, or the guard dropped once saved) must leave the page where it is: with the browser's
 * scroll restoration it would jump to where it was when the guard went up.
 */
function pushGuard() {
  history.scrollRestoration = 'manual';
  pushInAppEntry({ leaveGuard: true });
  history.scrollRestoration = 'auto';
}

export function useLeaveGuard(dirty: boolean) {
  const [asking, setAsking] = useState(false);
  const pending = useRef<() => void>(undefined);
  const disarmed = useRef(false);
  const disarm = useCallback(() => {
    disarmed.current = true;
  }, []);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (disarmed.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return;
    pushGuard();
    const onBack = () => {
      // The back press used up the guard entry: put it back, and leave for real only if confirmed.
      pushGuard();
      pending.current = () => history.go(-2);
      setAsking(true);
    };
    window.addEventListener('popstate', onBack);
    return () => {
      window.removeEventListener('popstate', onBack);
      // Saved (no longer dirty) while on the guard entry: drop it so one back press leaves.
      if ((history.state as { leaveGuard?: boolean } | null)?.leaveGuard) history.back();
    };
  }, [dirty]);

  return {
    asking,
    disarm,
    request(go: () => void) {
      if (!dirty) return go();
      pending.current = go;
      setAsking(true);
    },
    confirm() {
      setAsking(false);
      pending.current?.();
    },
    cancel() {
      setAsking(false);
      pending.current = undefined;
    },
  };
}
