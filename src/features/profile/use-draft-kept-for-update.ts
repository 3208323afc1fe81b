/**
 * The edit form's side of 지금 업데이트 (lib/service-worker-updates.ts): on `boltx:before-update`
 * the unsaved sections are kept in sessionStorage (kept-draft.ts) and the leave guard is disarmed
 * for the reload that follows. Until that reload, every further change is kept too, so nothing
 * typed while the new version takes over is lost. When storage refuses, the guard stays armed and
 * the browser asks before the reload, as it would without an update.
 */
import { useEffect, useRef } from 'react';
import { BEFORE_UPDATE_EVENT } from '../../lib/service-worker-updates';
import { keepDraft } from './kept-draft';
import type { ProfileDraft } from './profile-draft';

interface Options {
  userId: string;
  draft: ProfileDraft;
  saved: ProfileDraft;
  /** Lets the reload through (use-leave-guard.ts). */
  disarm: () => void;
}

export function useDraftKeptForUpdate({ userId, draft, saved, disarm }: Options): void {
  const latest = useRef({ draft, saved });
  latest.current = { draft, saved };
  const keeping = useRef(false);

  useEffect(() => {
    const onBeforeUpdate = () => {
      const { draft: current, saved: baseline } = latest.current;
      if (keepDraft(userId, current, baseline) === 'failed') return;
      keeping.current = true;
      disarm();
    };
    window.addEventListener(BEFORE_UPDATE_EVENT, onBeforeUpdate);
    return () => window.removeEventListener(BEFORE_UPDATE_EVENT, onBeforeUpdate);
  }, [userId, disarm]);

  useEffect(() => {
    if (keeping.current) keepDraft(userId, draft, saved);
  }, [userId, draft, saved]);
}
