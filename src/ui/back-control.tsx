/**
 * The app's way back: ← named 뒤로 가기, or ✕ named 닫기 on a full-screen flow. One look and one
 * name on every screen — the app bar (app/app-bar.tsx), a message room, the console's pages — so a
 * candidate never meets two kinds of back.
 */
import { styled } from '@linaria/react';
import { useLocation } from 'wouter';
import { hasInAppHistory } from '../lib/in-app-history';
import { color, radius } from './tokens';

const Control = styled.button`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${radius.sm};
  background: none;
  color: ${color.text};
  cursor: pointer;
`;

const ArrowIcon = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

const CloseIcon = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

export function BackControl({ close, onClick }: { close?: boolean; onClick: () => void }) {
  return (
    <Control type="button" aria-label={close ? '닫기' : '뒤로 가기'} onClick={onClick}>
      {close ? <CloseIcon /> : <ArrowIcon />}
    </Control>
  );
}

/**
 * Back through the app's own history when there is some (lib/in-app-history.ts); on the first entry
 * of a window — a notification, a shared link, the home-screen icon — the screen is replaced by
 * `parent`, so back never leaves the app.
 */
export function useGoBack(parent: string) {
  const [, navigate] = useLocation();
  return () => {
    if (hasInAppHistory()) window.history.back();
    else navigate(parent, { replace: true });
  };
}
