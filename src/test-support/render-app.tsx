/**
 * What component tests share: a stand-in for the API behind `globalThis.fetch`, a fresh query
 * client, jotai store and in-memory router per render, and a way to move fake time while React
 * and React Query settle.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const errorResponse = (status: number, code: string, message: string) =>
  jsonResponse({ status: { code, message } }, status);

/** Answers every fetch with `handler`; returns the requests sent, in order. */
export function serveApi(handler: (request: SentRequest) => Response) {
  const sent: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return sent;
}

/** Renders inside a fresh query client, jotai store and in-memory router at `path`. */
export function renderWithApp(ui: ReactNode, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const location = memoryLocation({ path, record: true });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <JotaiProvider>
        <Router hook={location.hook}>{ui}</Router>
      </JotaiProvider>
    </QueryClientProvider>,
  );
  return { ...view, location, queryClient };
}

/** Moves fake time by `ms` and lets fetches, React Query and React finish what that started. */
export async function settle(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  for (let round = 0; round < 5; round += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}
