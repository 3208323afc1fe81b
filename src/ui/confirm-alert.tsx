/**
 * The confirm-alert dialog of SPEC §3 (title, subtitle, left and right actions): a native modal
 * `<dialog>` (use-modal-dialog.ts), so focus stays inside and the page behind is inert; focus
 * moves to the right action and back out on close; Escape closes it unless outClickDisable.
 */
import { styled } from '@linaria/react';
import { type ReactNode, useId, useRef } from 'react';
import { Button } from './button';
import { color, font, layout, radius, space } from './tokens';
import { isBackdropClick, useModalDialog } from './use-modal-dialog';

interface AlertAction {
  title: string;
  function: () => void;
}

export interface ConfirmAlertProps {
  view: boolean;
  title: string;
  subtit?: ReactNode;
  left?: AlertAction;
  right: AlertAction;
  /** When set, neither an outside click nor Escape closes the alert. */
  outClickDisable?: boolean;
  onClose?: () => void;
}

const Dialog = styled.dialog`
  width: calc(100% - 2 * ${space.xl});
  max-width: ${layout.modalMaxWidth};
  padding: 0;
  border: 0;
  border-radius: ${radius.lg};
  background: ${color.surface};
  color: inherit;
  &::backdrop {
    background: ${color.overlay};
  }
`;

/** Fills the dialog's box, so a click on the dialog element itself is a click on the backdrop. */
const Content = styled.div`
  padding: ${space.xl};
`;

const Heading = styled.h2`
  margin: 0 0 ${space.sm};
  font-size: ${font.size.bodyLarge};
  font-weight: ${font.weight.bold};
`;

const Body = styled.div`
  margin-bottom: ${space.xl};
  color: ${color.textSub};
  white-space: pre-line;
`;

const Actions = styled.div`
  display: flex;
  gap: ${space.sm};
`;

export function ConfirmAlert({ view, title, subtit, left, right, outClickDisable, onClose }: ConfirmAlertProps) {
  const titleId = useId();
  const primary = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  useModalDialog(view, dialog, primary, outClickDisable ? undefined : onClose);

  if (!view) return null;
  return (
    <Dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby={titleId}
      onClick={(event) => {
        if (isBackdropClick(event) && !outClickDisable) onClose?.();
      }}
    >
      <Content>
        <Heading id={titleId}>{title}</Heading>
        {subtit ? <Body>{subtit}</Body> : null}
        <Actions>
          {left ? (
            <Button type="button" variant="secondary" onClick={left.function}>
              {left.title}
            </Button>
          ) : null}
          <Button type="button" ref={primary} onClick={right.function}>
            {right.title}
          </Button>
        </Actions>
      </Content>
    </Dialog>
  );
}
