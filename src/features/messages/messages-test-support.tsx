/**
 * What the messages tests share: a stand-in API behind `globalThis.fetch` that also records the
 * headers sent, a fresh query client, jotai store and in-memory router (with its query string)
 * per render, and sample contract data.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Message, MessagePage, MessageRoom } from '../../contract/messages';
import { writeTokens } from '../../lib/tokens';
import { accessTokenFor } from '../../test-support/outbox';
import { settle } from '../../test-support/render-app';

export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const errorResponse = (status: number, code: string, message: string, field?: string) =>
  jsonResponse({ status: { code, message, ...(field ? { field } : {}) } }, status);

/** Answers every fetch with `handler` (a thrown error is a network failure); returns the requests sent. */
export function serveApi(handler: (request: SentRequest) => Response | Promise<Response>) {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const request: SentRequest = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: { ...((init?.headers ?? {}) as Record<string, string>) },
      };
      sent.push(request);
      return handler(request);
    }),
  );
  return sent;
}

export function renderWithApp(ui: ReactNode, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const location = memoryLocation({ path, record: true });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <JotaiProvider>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
      </JotaiProvider>
    </QueryClientProvider>,
  );
  return { ...view, location, queryClient };
}

/** The candidate the tests sign in as (the access token's subject, which the outbox records). */
export const CANDIDATE_ID = 'candidate-7';

export const signInAsCandidate = () =>
  writeTokens({ accessToken: accessTokenFor(CANDIDATE_ID), refreshToken: 'refresh', holder: 'candidate' });

export const message = (patch: Partial<Message> & Pick<Message, 'messageId'>): Message => ({
  roomId: 7,
  message: `메시지 ${patch.messageId}`,
  sender: 'STAFF',
  senderName: '김운영',
  createdAt: '2026-03-02T01:00:00.000Z',
  ...patch,
});

export const room = (patch: Partial<MessageRoom> = {}): MessageRoom => ({
  roomId: 7,
  kind: 'OPERATOR',
  title: '볼트X 운영팀',
  logo: '',
  topic: '문의',
  lastMessage: null,
  unreadCount: 0,
  canSend: true,
  ...patch,
});

export const page = (patch: Partial<MessagePage> = {}): MessagePage => ({
  room: room(),
  items: [message({ messageId: 10, message: '안녕하세요, 볼트X 운영팀입니다.' })],
  hasMore: false,
  ...patch,
});

export const operator = { name: '김운영', team: '볼트X 운영팀', hours: '평일 10:00–19:00' };

/**
 * Lets fetches, React Query and React finish what is under way. Each round moves fake time by
 * 1 ms: some of that work waits on a timer of a millisecond, which a 0 ms advance never reaches.
 */
export async function flush(rounds = 3) {
  for (let round = 0; round < rounds; round += 1) await settle(1);
}

export { settle };
