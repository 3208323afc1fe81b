/**
 * The edit form edits the server's copy, never the one the device restores from IndexedDB after
 * start (its career list would overwrite careers added elsewhere): a restore that lands after the
 * page mounted must not be taken for the fresh copy.
 */
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { type PersistedClient, PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { afterEach, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ProfileV3 } from '../../contract/profile';
import { writeTokens } from '../../lib/tokens';
import { accessTokenFor } from '../../test-support/outbox';
import { jsonResponse, serveApi } from '../../test-support/render-app';
import { myKeys, profileKeys } from './api';
import { ProfileEditPage } from './edit-page';
// The 더보기 tab loads on its own (edit-page.tsx): loaded here first, as the page's own effect would have by the time of a tap.
import './edit-more-tab';

const USER_ID = '0b6f6f4e-7a65-4d3c-9d8e-3b1c2f8a9e10';
const profile = (email: string): ProfileV3 => ({
  careerItems: [],
  userSalaryItems: [],
  healthSalary: true,
  githubUrl: '',
  linkedinUrl: '',
  resumeUrl: 'https://example.com/resume',
  portfolioUrl: '',
  resumeFile: null,
  portfolioFile: null,
  email,
  hashtags: [],
  techStackItems: [],
  agent: false,
  jobLabel: '개발',
  jobSubLabel: '백엔드',
  interestCount: 0,
  willingness: null,
  isMajor: null,
  isActivate: true,
  submittedAt: null,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('edits the copy fetched from the server, even when the device’s older copy is restored after mounting', async () => {
  writeTokens({ accessToken: accessTokenFor(USER_ID), refreshToken: 'refresh', holder: 'candidate' });
  const my = { userId: USER_ID, name: '김하늘', isActivate: true, jobLabel: '개발', jobSubLabel: '백엔드' };
  serveApi((request) => {
    if (request.path === '/api/v3/users/profile') return jsonResponse(profile('fresh@example.com'));
    if (request.path === '/api/v3/users/my') return jsonResponse(my);
    return jsonResponse({ items: [] });
  });
  const device = new QueryClient();
  device.setQueryData(profileKeys.v3, profile('stale@example.com'));
  device.setQueryData(myKeys.all, my);
  const stored: PersistedClient = { timestamp: Date.now(), buster: '', clientState: dehydrate(device) };
  // IndexedDB answers a moment after the page rendered.
  const persister = {
    persistClient: async () => undefined,
    restoreClient: () => new Promise<PersistedClient>((resolve) => setTimeout(() => resolve(stored), 20)),
    removeClient: async () => undefined,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

  render(
    <PersistQueryClientProvider client={queryClient} persistOptions={{ persister }}>
      <JotaiProvider>
        <Router hook={memoryLocation({ path: '/my/edit?tab=more' }).hook}>
          <ProfileEditPage />
        </Router>
      </JotaiProvider>
    </PersistQueryClientProvider>,
  );

  const email = (await screen.findByLabelText('이메일')) as HTMLInputElement;
  expect(email.value).toBe('fresh@example.com');
});
