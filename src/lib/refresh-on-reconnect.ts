import type { QueryClient } from '@tanstack/react-query';
import { SERVER_AVAILABLE_EVENT } from './server-availability';

/**
 * Back online, the queries on screen whose data is stale refresh by themselves. React Query does
 * this on its own only when it saw the connection drop: after a reload while offline it still
 * believes it is online, its `online` event changes nothing, and the persisted data would stay old.
 * The same when the server is back from maintenance (server-availability.ts).
 */
export function refreshOnReconnect(client: QueryClient, target: Window = window): () => void {
  // cancelRefetch false: when React Query refetches as well, the request already running is reused.
  const refresh = () => void client.refetchQueries({ type: 'active', stale: true }, { cancelRefetch: false });
  target.addEventListener('online', refresh);
  target.addEventListener(SERVER_AVAILABLE_EVENT, refresh);
  return () => {
    target.removeEventListener('online', refresh);
    target.removeEventListener(SERVER_AVAILABLE_EVENT, refresh);
  };
}
