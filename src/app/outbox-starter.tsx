/**
 * Starts the outbox (lib/outbox-client.ts) whenever a candidate is signed in: on app start and
 * after each sign-in, so what waited for a session is sent. The client loads only then, never
 * with the landing's first JavaScript.
 */
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { isSignedInAtom, tokensVersionAtom } from '../session/session-state';
import { OutboxRefusalToast } from './outbox-refusal-toast';

export function OutboxStarter() {
  const signedIn = useAtomValue(isSignedInAtom);
  const tokensVersion = useAtomValue(tokensVersionAtom);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each sign-in (a new tokensVersion) kicks the outbox again
  useEffect(() => {
    if (!signedIn) return;
    import('../lib/outbox-client').then(({ startOutbox }) => startOutbox()).catch(() => undefined);
  }, [signedIn, tokensVersion]);
  return signedIn ? <OutboxRefusalToast /> : null;
}
