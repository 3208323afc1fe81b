import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { MyTabs } from '../../app/my-tabs';
import { isSignedInAtom } from '../../app/session-state';
import { SignInPrompt } from '../../app/sign-in-prompt';
import { Lead, Page, Title } from '../../ui/page';

export interface SettingsPageProps {
  title: string;
  lead: ReactNode;
  /** What a visitor is told before the login button. */
  visitorLead: string;
  children: ReactNode;
}

/** The frame of every page here: the candidate's tabs, a title and a lead; visitors see a login prompt. */
export function SettingsPage({ title, lead, visitorLead, children }: SettingsPageProps) {
  const signedIn = useAtomValue(isSignedInAtom);
  if (!signedIn) return <SignInPrompt lead={visitorLead} />;
  return (
    <Page>
      <MyTabs />
      <Title>{title}</Title>
      <Lead>{lead}</Lead>
      {children}
    </Page>
  );
}
