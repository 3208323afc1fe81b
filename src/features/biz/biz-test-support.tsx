/**
 * What the console's component tests share: a stand-in API behind `globalThis.fetch`, a fresh
 * query client and jotai store per render, an in-memory router, and sample contract data.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AnonymousCandidate, BizMe } from '../../contract/biz';
import { writeTokens } from '../../lib/tokens';

export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | undefined;
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const errorResponse = (status: number, code: string, message: string, field?: string) =>
  jsonResponse({ status: { code, message, ...(field ? { field } : {}) } }, status);

/** Answers every fetch with `handler`; returns the requests sent, in order. */
export function serveApi(handler: (request: SentRequest) => Response | Promise<Response>) {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const headers = (init?.headers ?? {}) as Record<string, string>;
      const request: SentRequest = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        authorization: headers.Authorization,
      };
      sent.push(request);
      return handler(request);
    }),
  );
  return sent;
}

/** Renders inside a fresh query client, jotai store and in-memory router at `path` (query included). */
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

export const signInAsBiz = () => writeTokens({ accessToken: 'biz-access', refreshToken: 'biz-refresh', holder: 'biz' });

export const recruiter: BizMe = {
  id: '6f1c2b1e-8d4a-4c3e-9a51-2b7f0c9d1e01',
  name: '박채용',
  email: 'recruiter@hanbit-mobility.example',
  role: 'recruiter',
  company: { id: 1, name: '한빛모빌리티', logo: '/logos/hanbit.svg', registrationNumber: '123-45-67890' },
};

export const agent: BizMe = {
  id: '6f1c2b1e-8d4a-4c3e-9a51-2b7f0c9d1e02',
  name: '이에이',
  email: 'agent@boltx.example',
  role: 'agent',
  company: null,
};

export const candidate: AnonymousCandidate = {
  id: '0b7e8f2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
  headline: '개발 · 백엔드 · 6년차',
  jobLabel: '개발',
  jobSubLabel: '백엔드',
  careerYears: 5,
  verifiedSalary: 7200,
  hopeSalary: 8000,
  techStacks: ['Kotlin', 'Spring'],
  hashtags: ['리더십'],
  careers: [{ company: '한결소프트', job: '백엔드', start: '2021-03', end: '' }],
  lastOfferStatus: null,
};

export const companies = {
  items: [
    { id: 1, name: '한빛모빌리티', logo: '/logos/a.svg', industry: '모빌리티' },
    { id: 2, name: '누리페이', logo: '/logos/b.svg', industry: '핀테크' },
    { id: 3, name: '다온헬스', logo: '/logos/c.svg', industry: '헬스케어' },
  ],
};
