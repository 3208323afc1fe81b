/**
 * Opens a `<dialog>` with `showModal()` while it is mounted: the browser keeps focus out of the
 * page behind (inert) and draws the dialog and its ::backdrop in the top layer; global-styles.ts
 * locks the page's scroll while a modal dialog is open. This hook adds what the platform leaves
 * to us: focus moves to `initial`, a close request (Escape, Android back) goes through
 * `onDismiss` so React state stays the one truth, and focus returns to the opener on close
 * (not every browser restores it, and none does when the element is simply removed).
 */
import { type RefObject, useLayoutEffect, useRef } from 'react';

export function useModalDialog(
  open: boolean,
  dialog: RefObject<HTMLDialogElement | null>,
  initial: RefObject<HTMLElement | null>,
  /** Undefined for a dialog the user must answer: close requests are then refused. */
  onDismiss: (() => void) | undefined,
) {
  // The latest onDismiss is read through a ref, so a parent re-render never reopens the dialog.
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    (initial.current ?? element).focus();

    const onCancel = (event: Event) => {
      event.preventDefault();
      dismiss.current?.();
    };
    // Chromium closes anyway on a second close request without a user activation between them:
    // then dismiss as asked, or show again what must be answered.
    const onClosed = () => {
      if (dismiss.current) dismiss.current();
      else element.showModal();
    };
    element.addEventListener('cancel', onCancel);
    element.addEventListener('close', onClosed);
    return () => {
      element.removeEventListener('cancel', onCancel);
      element.removeEventListener('close', onClosed);
      element.close();
      opener?.focus();
    };
  }, [open, dialog, initial]);
}

/** A click whose target is the `<dialog>` itself landed on its ::backdrop: the content fills the box. */
export function isBackdropClick(event: { target: EventTarget; currentTarget: EventTarget }) {
  return event.target === event.currentTarget;
}
