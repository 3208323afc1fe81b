import type { ReactNode } from 'react';
import { Lead, Page, Title } from './page';
import { StickyBar } from './sticky-bar';

/**
 * A screen whose item the server does not know for this person (another account's, deleted, or a
 * mistyped link): said on the screen they landed on, with the way on (`children`, the buttons).
 */
export function NotFoundState({ title, reason, children }: { title: string; reason: string; children: ReactNode }) {
  return (
    <Page>
      <Title>{title}</Title>
      <Lead role="alert">{reason}</Lead>
      <StickyBar>{children}</StickyBar>
    </Page>
  );
}
