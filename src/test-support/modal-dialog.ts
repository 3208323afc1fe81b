/**
 * happy-dom's `<dialog>` has showModal() but only sets `open`: nothing becomes inert, Escape sends
 * no `cancel`, and Tab moves nothing. This models the browser's part that our dialogs rely on,
 * so component tests can check they open as modal dialogs and answer close requests:
 * - Escape (a keydown nobody cancelled) fires a cancelable `cancel` on the topmost modal dialog
 *   and closes it unless `cancel` was cancelled;
 * - Tab and Shift+Tab move among the focusable elements of the topmost modal dialog only (the page
 *   behind is inert), wrapping round — a browser may pass through its own controls first.
 * With no modal dialog open, keys do what happy-dom does: nothing. The real behaviour is checked
 * in Chromium by tests/e2e/dialogs.spec.ts.
 */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const modals: HTMLDialogElement[] = [];

function topmostModal(): HTMLDialogElement | undefined {
  return modals.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
}

function moveFocus(dialog: HTMLDialogElement, backwards: boolean) {
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (items.length === 0) return;
  const current = document.activeElement;
  const follows = (item: HTMLElement) =>
    current !== null && (current.compareDocumentPosition(item) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  const next = backwards
    ? (items.filter((item) => item !== current && !follows(item)).at(-1) ?? items.at(-1))
    : (items.find(follows) ?? items[0]);
  next?.focus();
}

export function modelModalDialogs() {
  const { showModal, close } = HTMLDialogElement.prototype;
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    showModal.call(this);
    modals.push(this);
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement, returnValue?: string) {
    const index = modals.indexOf(this);
    if (index >= 0) modals.splice(index, 1);
    close.call(this, returnValue);
  };

  document.addEventListener('keydown', (event) => {
    const dialog = topmostModal();
    if (!dialog || event.defaultPrevented) return;
    if (event.key === 'Escape') {
      if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      moveFocus(dialog, event.shiftKey);
    }
  });
}
