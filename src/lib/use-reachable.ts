/**
 * React's view of lib/server-availability.ts: whether writes can go now, and why not. Every page
 * that decides between sending, queueing and refusing reads this one signal, never
 * `navigator.onLine` alone.
 */
import { useSyncExternalStore } from 'react';
import {
  serverReachable,
  serverUnavailable,
  serverUnreachable,
  subscribeServerAvailability,
} from './server-availability';

export type Connection = 'online' | 'offline' | 'unreachable' | 'maintenance';

function subscribe(onChange: () => void): () => void {
  const unsubscribe = subscribeServerAvailability(onChange);
  addEventListener('online', onChange);
  addEventListener('offline', onChange);
  return () => {
    unsubscribe();
    removeEventListener('online', onChange);
    removeEventListener('offline', onChange);
  };
}

function connectionNow(): Connection {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  if (serverUnavailable()) return 'maintenance';
  if (serverUnreachable()) return 'unreachable';
  return 'online';
}

export const useConnection = (): Connection => useSyncExternalStore(subscribe, connectionNow, () => 'online');

/** Whether the server answered as itself since the last failure and the device has a link. */
export const useReachable = (): boolean => useSyncExternalStore(subscribe, serverReachable, () => true);
