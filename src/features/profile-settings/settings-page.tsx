import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { isSignedInAtom } from '../../session/session-state';
import { Lead, Page, Title } from '../../ui/page';
import { SignInPrompt } from '../../ui/sign-in-prompt';

export interface SettingsPageProps {
  title: string;
  lead: ReactNode;
  /** What a visitor is told before the login button. */
  visitorLead: string;
  children: ReactNode;
}

/**
 * The frame of every page here: a title and a lead; visitors see a login prompt. These pages sit
 * below /my, so the app bar's back control leads out of them, not the tabs.
 */
export function SettingsPage({ title, lead, visitorLead, children }: SettingsPageProps) {
  const signedIn = useAtomValue(isSignedInAtom);
  if (!signedIn) return <SignInPrompt lead={visitorLead} />;
  return (
    <Page>
      <Title>{title}</Title>
      <Lead>{lead}</Lead>
      {children}
    </Page>
  );
}
