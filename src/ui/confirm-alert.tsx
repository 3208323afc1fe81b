/**
 * The confirm-alert dialog of SPEC §3 (title, subtitle, left and right actions). It is a real
 * modal dialog: focus moves into it and back out, Escape closes it unless outClickDisable.
 */
import { styled } from '@linaria/react';
import { type ReactNode, useId, useRef } from 'react';
import { Button } from './button';
import { color, font, layout, radius, space } from './tokens';
import { useDialogFocus } from './use-dialog-focus';

export interface AlertAction {
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

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${space.xl};
  background: ${color.overlay};
`;

const Dialog = styled.div`
  width: 100%;
  max-width: ${layout.modalMaxWidth};
  padding: ${space.xl};
  border-radius: ${radius.lg};
  background: ${color.surface};
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
  const dialog = useRef<HTMLDivElement>(null);
  useDialogFocus(view, dialog, primary, outClickDisable ? undefined : onClose);

  if (!view) return null;
  return (
    <Backdrop
      onClick={(event) => {
        if (event.target === event.currentTarget && !outClickDisable) onClose?.();
      }}
    >
      <Dialog ref={dialog} role="alertdialog" aria-modal="true" aria-labelledby={titleId}>
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
      </Dialog>
    </Backdrop>
  );
}
