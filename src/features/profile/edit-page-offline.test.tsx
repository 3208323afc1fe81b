/**
 * 프로필 수정 opened with no connection — the app relaunched on the subway: the form opens on the
 * profile kept on the device, a save waits as "전송 대기 중", and when the connection returns the
 * form moves onto the server's copy, keeping what was typed. With nothing kept, it says why.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { My } from '../../contract/my';
import type { ProfileV3 } from '../../contract/profile';
import { writeTokens } from '../../lib/tokens';
import { listEntries } from '../../shared-outbox/outbox-store';
import { accessTokenFor, resetOutbox } from '../../test-support/outbox';
import { jsonResponse } from '../../test-support/render-app';
import { myKeys, profileKeys } from './api';
import { DEVICE_COPY_NOTE, NO_DEVICE_COPY, ProfileEditPage } from './edit-page';
// The 더보기 tab loads on its own (edit-page.tsx): loaded here first, as the page's own effect would have by the time of a tap.
import './edit-more-tab';

/** Room for a busy machine: what is waited for comes after reads of IndexedDB and a refetch. */
const SETTLED = { timeout: 5_000 };

const USER_ID = '0b6f6f4e-7a65-4d3c-9d8e-3b1c2f8a9e10';
const kept: ProfileV3 = {
  careerItems: [],
  userSalaryItems: [],
  healthSalary: true,
  githubUrl: '',
  linkedinUrl: '',
  resumeUrl: 'https://example.com/resume',
  portfolioUrl: '',
  resumeFile: null,
  portfolioFile: null,
  email: 'kept@example.com',
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
};
const my: My = { userId: USER_ID, name: '김하늘', isActivate: true, jobLabel: '개발', jobSubLabel: '백엔드' };

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** No server answers: every request fails as it does offline. */
const serveNothing = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );

/** The edit page over a cache holding what the device kept (as restored from IndexedDB). */
function renderOverDeviceCopy(device: { profile?: ProfileV3; my?: My }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (device.profile) queryClient.setQueryData(profileKeys.v3, device.profile);
  if (device.my) queryClient.setQueryData(myKeys.all, device.my);
  render(
    <QueryClientProvider client={queryClient}>
      <JotaiProvider>
        <Router hook={memoryLocation({ path: '/my/edit?tab=more' }).hook}>
          <ProfileEditPage />
        </Router>
      </JotaiProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

beforeEach(async () => {
  await resetOutbox();
  writeTokens({ accessToken: accessTokenFor(USER_ID), refreshToken: 'refresh', holder: 'candidate' });
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await resetOutbox();
});

it('opens on the profile kept on the device and queues the save as "전송 대기 중"', async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  serveNothing();
  renderOverDeviceCopy({ profile: kept, my });

  await vi.waitFor(() => expect(field('이메일').value).toBe('kept@example.com'), SETTLED);
  expect(screen.getByText(DEVICE_COPY_NOTE)).toBeDefined();
  expect(screen.queryByText(NO_DEVICE_COPY)).toBeNull();
  fireEvent.change(field('이메일'), { target: { value: 'subway@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: '저장하기' }));

  await vi.waitFor(() => expect(screen.getByText('전송 대기 중')).toBeDefined(), SETTLED);
  const entries = await listEntries();
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ kind: 'profile-edit', state: 'queued', url: `/api/v2/users/more/${USER_ID}` });
  expect(JSON.parse(entries[0]?.body ?? '{}')).toMatchObject({ email: 'subway@example.com' });
  expect(screen.getByRole('button', { name: '삭제' })).toBeDefined();
});

it('moves onto the server’s copy when the connection returns, keeping what was typed', async () => {
  const connection = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  serveNothing();
  renderOverDeviceCopy({ profile: kept, my });
  await vi.waitFor(() => expect(field('이메일').value).toBe('kept@example.com'), SETTLED);
  fireEvent.change(field('이메일'), { target: { value: 'typed@example.com' } });

  // Changed on another device meanwhile: the GitHub link.
  const github = 'https://github.com/haneul';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/v3/users/profile') return jsonResponse({ ...kept, githubUrl: github });
      if (path === '/api/v3/users/my') return jsonResponse(my);
      return jsonResponse({ items: [] });
    }),
  );
  connection.mockReturnValue(true);
  window.dispatchEvent(new Event('online'));

  await vi.waitFor(() => expect(field('GitHub').value).toBe(github), SETTLED);
  expect(field('이메일').value).toBe('typed@example.com');
  expect(screen.queryByText(DEVICE_COPY_NOTE)).toBeNull();
});

it('says why it cannot open when nothing is kept on the device', async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  serveNothing();
  renderOverDeviceCopy({ my });

  // The profile query tries once more (SPEC §7) before it gives up.
  await vi.waitFor(() => expect(screen.getByText(NO_DEVICE_COPY)).toBeDefined(), SETTLED);
  expect(screen.getByRole('heading', { name: '인터넷에 연결되어 있지 않아요' })).toBeDefined();
  expect(screen.queryByLabelText('이메일')).toBeNull();
});

it('refuses a newly chosen file at once without a connection, saying why', async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  serveNothing();
  renderOverDeviceCopy({ profile: { ...kept, resumeUrl: '' }, my });
  await vi.waitFor(() => expect(field('이메일').value).toBe('kept@example.com'), SETTLED);
  // The attach button is off offline; the file input itself is what a picked file would fill.
  fireEvent.click(screen.getByRole('button', { name: '이력서' }));
  const input = screen.getByLabelText('이력서', { selector: 'input[type=file]' });
  const file = new File(['%PDF-1.4'], 'resume.pdf', { type: 'application/pdf' });
  fireEvent.change(input, { target: { files: [file] } });
  fireEvent.click(screen.getByRole('button', { name: '저장하기' }));

  await vi.waitFor(
    () => expect(screen.getByRole('alert').textContent).toContain('연결된 뒤에 올릴 수 있어요'),
    SETTLED,
  );
  expect(await listEntries()).toEqual([]);
});
