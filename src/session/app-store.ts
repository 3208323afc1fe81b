/**
 * The one jotai store of the app. Non-React code (the HTTP client's session handling, the
 * service-worker bridge) reads and writes atoms through it; React reads it via <Provider>.
 */
import { createStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { queryClient } from '../lib/query-client';

export const appStore = createStore();
// jotai-tanstack-query's atoms share the app's QueryClient instead of creating their own.
appStore.set(queryClientAtom, queryClient);
