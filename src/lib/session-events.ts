/** The HTTP client announces an unrecoverable session here; each realm's shell decides what to show. */
import type { TokenRealm } from './tokens';

type Listener = (realm: TokenRealm) => void;
const listeners = new Set<Listener>();

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceSessionExpired(realm: TokenRealm = 'app'): void {
  for (const listener of listeners) listener(realm);
}
