/**
 * Toast (SPEC §3: view, top default 16, children, icon): a short status line that hides itself
 * after 3 seconds (SPEC §4). Announced politely to screen readers. It is drawn in the app's top
 * area (the element with TOAST_SLOT_ID, itself a polite live region) where it takes its own room
 * instead of covering tabs or headings, even on a scrolled page; `top` is the room kept above it. Without that area it is
 * drawn where it is rendered.
 */
import { styled } from '@linaria/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { color, font, layout, radius, space } from './tokens';
import { usePushesPageDown } from './use-pushes-page-down';

export const TOAST_MS = 3000;
export const TOAST_SLOT_ID = 'toast-slot';

const Bubble = styled.div`
  width: calc(100% - ${space.xxl});
  max-width: calc(${layout.maxWidth} - ${space.xxl});
  margin: 0 auto ${space.sm};
  display: flex;
  align-items: center;
  gap: ${space.sm};
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  background: rgba(25, 31, 40, 0.92);
  color: #ffffff;
  font-size: ${font.size.body};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.16);
  animation: toast-in 200ms ease-out;
  @keyframes toast-in {
    from {
      opacity: 0;
      transform: translateY(-8px);
    }
  }
`;

const Icon = styled.span`
  color: ${color.primarySoft};
`;

export interface ToastProps {
  view: boolean;
  top?: number;
  icon?: ReactNode;
  children: ReactNode;
  onHide: () => void;
  /** How long it shows from now: TOAST_MS, or what is left of a toast that began on another page. */
  durationMs?: number;
}

export function Toast({ view, top = 16, icon, children, onHide, durationMs = TOAST_MS }: ToastProps) {
  // Callers pass a new onHide on every render; the 3 s must not restart each time.
  const hide = useRef(onHide);
  hide.current = onHide;
  const duration = useRef(durationMs);
  duration.current = durationMs;
  useEffect(() => {
    if (!view) return;
    const timer = setTimeout(() => hide.current(), duration.current);
    return () => clearTimeout(timer);
  }, [view]);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => setSlot(document.getElementById(TOAST_SLOT_ID)), []);
  usePushesPageDown(view && slot !== null);
  const bubble = view ? (
    <Bubble style={{ marginTop: top }}>
      {icon ? <Icon aria-hidden="true">{icon}</Icon> : null}
      {children}
    </Bubble>
  ) : null;
  if (slot) return createPortal(bubble, slot);
  return (
    <div role="status" aria-live="polite">
      {bubble}
    </div>
  );
}
