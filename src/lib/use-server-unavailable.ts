import { useSyncExternalStore } from 'react';
import { serverUnavailable, subscribeServerAvailability } from './server-availability';

/** Whether the server says it is under maintenance (503 MAINTENANCE) and no request has succeeded since. */
export const useServerUnavailable = (): boolean =>
  useSyncExternalStore(subscribeServerAvailability, serverUnavailable, () => false);
