import { useState } from 'react';
import { Button } from '../../ui/button';
import { NeedsConnection, useNeedsConnection } from '../../ui/needs-connection';
import { StickyBar } from '../../ui/sticky-bar';
import { Toast } from '../../ui/toast';
import { SAVED_MESSAGE, saveErrorMessage } from './feedback';

/** The toast a settings page answers with: "저장되었습니다.", why a save failed, or its own word. */
export function useSaveToast() {
  const [message, setMessage] = useState<string>();
  return {
    message,
    show: setMessage,
    saved: () => setMessage(SAVED_MESSAGE),
    failed: (error: unknown) => setMessage(saveErrorMessage(error)),
    hide: () => setMessage(undefined),
  };
}

type SaveToast = ReturnType<typeof useSaveToast>;

interface SaveBarProps {
  /** Who waits for a connection, as the offline sentence begins: "설문 저장은". */
  what: string;
  /** Something differs from what is stored and no save is on its way. */
  canSave: boolean;
  onSave: () => void;
  toast: SaveToast;
}

/** The foot of a page saved as a whole: why saving waits while offline, the sticky 저장하기, the toast. */
export function SaveBar({ what, canSave, onSave, toast }: SaveBarProps) {
  const offline = useNeedsConnection();
  return (
    <>
      <NeedsConnection what={what} />
      <StickyBar>
        <Button type="button" disabled={!canSave || offline} onClick={onSave}>
          저장하기
        </Button>
      </StickyBar>
      <Toast view={toast.message !== undefined} onHide={toast.hide}>
        {toast.message}
      </Toast>
    </>
  );
}
