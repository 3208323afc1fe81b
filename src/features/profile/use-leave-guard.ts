import { useEffect, useRef, useState } from 'react';

/**
 * SPEC §2 page-leave guard: with unsaved changes, closing or reloading the tab asks the browser's
 * question, and leaving through the page's own controls asks ours first.
 */
export function useLeaveGuard(dirty: boolean) {
  const [asking, setAsking] = useState(false);
  const pending = useRef<() => void>(undefined);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    asking,
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
