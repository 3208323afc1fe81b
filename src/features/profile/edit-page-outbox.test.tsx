/**
 * The profile edit and the outbox: an edit saved offline (or whose PATCH found no connection)
 * waits as "전송 대기 중" with its Idempotency-Key, the server's answer becomes the profile, and a
 * refusal brings the draft back with the server's message.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppBar } from '../../app/app-bar';
import type { My } from '../../contract/my';
import type { ProfileV3 } from '../../contract/profile';
import { outboxSettled } from '../../lib/outbox-client';
import { resetServerAvailability } from '../../lib/server-availability';
import { writeTokens } from '../../lib/tokens';
import { addEntry, listEntries, updateEntry } from '../../shared-outbox/outbox-store';
import { accessTokenFor, resetOutbox } from '../../test-support/outbox';
import { jsonResponse, renderWithApp } from '../../test-support/render-app';
import { profileKeys } from './api';
import { ProfileEditPage } from './edit-page';
// The 더보기 tab loads on its own (edit-page.tsx): loaded here first, as the page's own effect would have by the time of a tap.
import './edit-more-tab';
import { MyPage } from './my-page';

const USER_ID = '0b6f6f4e-7a65-4d3c-9d8e-3b1c2f8a9e10';

const profile: ProfileV3 = {
  careerItems: [],
  userSalaryItems: [],
  healthSalary: true,
  githubUrl: '',
  linkedinUrl: '',
  resumeUrl: 'https://example.com/resume',
  portfolioUrl: '',
  resumeFile: null,
  portfolioFile: null,
  email: 'old@example.com',
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

interface Patch {
  key: string | null;
  body: string;
}

/** The API: reads answer the profile; each PATCH goes to `onPatch` (a throw is no connection). */
function serve(onPatch: (patch: Patch) => Response) {
  const patches: Patch[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (init?.method === 'PATCH') {
        const patch = { key: new Headers(init.headers).get('Idempotency-Key'), body: String(init.body) };
        patches.push(patch);
        return onPatch(patch);
      }
      if (path === '/api/v3/users/profile') return jsonResponse(profile);
      if (path === '/api/v3/users/my') return jsonResponse(my);
      return jsonResponse({ items: [] });
    }),
  );
  return patches;
}

const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
const email = () => screen.getByLabelText('이메일') as HTMLInputElement;

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

async function openMoreTab() {
  const view = renderWithApp(<ProfileEditPage />, '/my/edit?tab=more');
  await vi.waitFor(() => expect(email().value).toBe('old@example.com'));
  return view;
}

describe('the profile edit and the outbox', () => {
  it('keeps an edit saved offline as "전송 대기 중" and takes the server answer when it is sent', async () => {
    const connection = offline();
    const patches = serve(() => {
      throw new TypeError('Failed to fetch');
    });
    const { queryClient } = await openMoreTab();
    fireEvent.change(email(), { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));

    await vi.waitFor(() => expect(screen.getByText('전송 대기 중')).toBeDefined());
    const [queued] = await listEntries();
    expect(queued).toMatchObject({
      kind: 'profile-edit',
      method: 'PATCH',
      url: `/api/v2/users/more/${USER_ID}`,
      subject: USER_ID,
      state: 'queued',
    });
    expect(JSON.parse(queued?.body ?? '{}')).toMatchObject({ email: 'new@example.com' });
    // The save settles just after the notice shows ("저장하는 중…" until then).
    await vi.waitFor(() =>
      expect((screen.getByRole('button', { name: '저장하기' }) as HTMLButtonElement).disabled).toBe(true),
    );

    connection.mockReturnValue(true);
    patches.length = 0;
    serve(() => jsonResponse({ ...profile, email: 'new@example.com' }));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(screen.getByText('저장되었습니다.')).toBeDefined());
    expect(queryClient.getQueryData<ProfileV3>(profileKeys.v3)?.email).toBe('new@example.com');
    expect(screen.queryByText('전송 대기 중')).toBeNull();
    expect(await listEntries()).toEqual([]);
  });

  it('queues the very request whose PATCH found no connection, with the same key and body', async () => {
    const patches = serve(() => {
      throw new TypeError('Failed to fetch');
    });
    await openMoreTab();
    fireEvent.change(email(), { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));

    await vi.waitFor(() => expect(screen.getByText('전송 대기 중')).toBeDefined());
    const [queued] = await listEntries();
    expect(patches[0]?.key).toBe(queued?.id);
    expect(patches[0]?.body).toBe(queued?.body);
    await vi.waitFor(() => expect(patches.length).toBeGreaterThan(1));
    expect(new Set(patches.map((patch) => patch.key)).size).toBe(1);
  });

  it('queues the edit the server could not take while under maintenance (503), with the same key and body', async () => {
    const patches = serve(() =>
      jsonResponse({ status: { code: 'MAINTENANCE', message: '지금은 서비스 점검 중 입니다.' } }, 503),
    );
    await openMoreTab();
    fireEvent.change(email(), { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));

    await vi.waitFor(() => expect(screen.getByText('전송 대기 중')).toBeDefined());
    const [queued] = await listEntries();
    expect(patches[0]?.key).toBe(queued?.id);
    expect(patches[0]?.body).toBe(queued?.body);
    await vi.waitFor(async () =>
      expect((await listEntries())[0]).toMatchObject({ state: 'queued', waiting: 'server' }),
    );
    expect(email().value).toBe('new@example.com');
    resetServerAvailability();
  });

  it('brings the draft back with the server message when a queued edit is refused', async () => {
    const connection = offline();
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    await openMoreTab();
    fireEvent.change(email(), { target: { value: 'taken@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
    await vi.waitFor(() => expect(screen.getByText('전송 대기 중')).toBeDefined());

    connection.mockReturnValue(true);
    serve(() =>
      jsonResponse({ status: { code: 'BAD_REQUEST', message: '이미 쓰고 있는 이메일이에요.', field: 'email' } }, 400),
    );
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(screen.getByText('이미 쓰고 있는 이메일이에요.')).toBeDefined());
    expect(email().value).toBe('taken@example.com');
    expect(screen.queryByText('전송 대기 중')).toBeNull();
    expect((await listEntries())[0]).toMatchObject({ state: 'refused' });

    fireEvent.change(email(), { target: { value: 'free@example.com' } });
    serve(() => jsonResponse({ ...profile, email: 'free@example.com' }));
    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
    await vi.waitFor(() => expect(screen.getByText('저장되었습니다.')).toBeDefined());
    expect(await listEntries()).toEqual([]);
  });

  it('brings a refused edit back into the form with the server message, and leaving discards it', async () => {
    serve(() => jsonResponse(profile));
    const refused = await addEntry({
      id: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
      kind: 'profile-edit',
      subject: USER_ID,
      method: 'PATCH',
      url: `/api/v2/users/more/${USER_ID}`,
      body: '{}',
      createdAt: new Date().toISOString(),
      meta: {
        draft: {
          careers: [],
          resume: null,
          portfolio: null,
          resumeUrl: 'https://example.com/resume',
          portfolioUrl: '',
          githubUrl: '',
          linkedinUrl: '',
          email: 'taken@example.com',
          hashtags: [],
          agent: false,
          jobLabel: '개발',
          jobSubLabel: '백엔드',
        },
      },
    });
    await updateEntry(refused.id, (entry) => ({
      ...entry,
      state: 'refused',
      refusal: { status: 400, code: 'BAD_REQUEST', message: '이미 쓰고 있는 이메일이에요.', field: 'email' },
    }));

    renderWithApp(
      <>
        <AppBar title="프로필 수정" parent="/my" />
        <ProfileEditPage />
      </>,
      '/my/edit',
    );
    await vi.waitFor(() => expect(email().value).toBe('taken@example.com'));
    expect(screen.getByText('이미 쓰고 있는 이메일이에요.')).toBeDefined();
    expect(screen.getByText(/저장하지 못한 수정 내용이에요\./)).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    fireEvent.click(screen.getByRole('button', { name: '나가기' }));
    await vi.waitFor(async () => expect(await listEntries()).toEqual([]));
  });

  it('shows a refused edit on the profile tab, with a way back to it and 삭제', async () => {
    serve(() => jsonResponse(profile));
    const refused = await addEntry({
      id: '2b4e28ba-2fa1-41d2-883f-0016d3cca427',
      kind: 'profile-edit',
      subject: USER_ID,
      method: 'PATCH',
      url: `/api/v2/users/more/${USER_ID}`,
      body: '{}',
      createdAt: new Date().toISOString(),
    });
    await updateEntry(refused.id, (entry) => ({
      ...entry,
      state: 'refused',
      refusal: { status: 400, code: 'BAD_REQUEST', message: '유효하지 않은 이메일 입니다.' },
    }));

    renderWithApp(<MyPage />, '/my');
    const notice = await screen.findByText('프로필 수정 내용을 저장하지 못했어요.');
    expect(notice.closest('[role="alert"]')?.textContent).toContain('유효하지 않은 이메일 입니다.');
    expect(screen.getByRole('link', { name: '수정 내용 고치기' }).getAttribute('href')).toBe('/my/edit');
    fireEvent.click(screen.getByRole('button', { name: '삭제' }));
    const confirm = screen.getByRole('alertdialog', { name: '저장하지 못한 수정 내용을 삭제할까요?' });
    fireEvent.click(within(confirm).getByRole('button', { name: '삭제' }));
    await vi.waitFor(() => expect(screen.queryByText('프로필 수정 내용을 저장하지 못했어요.')).toBeNull());
    expect(await listEntries()).toEqual([]);
  });

  it('deletes a waiting edit once asked: the form shows the profile again and nothing is sent after reconnecting', async () => {
    const connection = offline();
    const patches = serve(() => {
      throw new TypeError('Failed to fetch');
    });
    await openMoreTab();
    fireEvent.change(email(), { target: { value: 'never@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
    await vi.waitFor(() => expect(screen.getByText('전송 대기 중')).toBeDefined());
    // Its attempt without a connection is over (a 삭제 during it would answer "저장하는 중").
    await vi.waitFor(async () =>
      expect((await listEntries())[0]).toMatchObject({ waiting: 'network', sendingAt: undefined }),
    );
    const attempts = patches.length;

    fireEvent.click(screen.getByRole('button', { name: '삭제' }));
    const confirm = screen.getByRole('alertdialog', { name: '저장 대기 중인 수정 내용을 삭제할까요?' });
    fireEvent.click(within(confirm).getByRole('button', { name: '삭제' }));

    await vi.waitFor(() => expect(email().value).toBe('old@example.com'));
    expect(screen.queryByText('전송 대기 중')).toBeNull();
    expect(await listEntries()).toEqual([]);
    expect((screen.getByRole('button', { name: '저장하기' }) as HTMLButtonElement).disabled).toBe(true);

    connection.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    // What coming online set off has run: the queue read again and drained, and the deleted edit was not in it.
    await outboxSettled();
    expect(patches).toHaveLength(attempts);
  });

  it('shows a waiting edit on the profile tab with 삭제, which asks first', async () => {
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    offline();
    await addEntry({
      id: '3b4e28ba-2fa1-41d2-883f-0016d3cca427',
      kind: 'profile-edit',
      subject: USER_ID,
      method: 'PATCH',
      url: `/api/v2/users/more/${USER_ID}`,
      body: '{}',
      createdAt: new Date().toISOString(),
    });

    renderWithApp(<MyPage />, '/my');
    await screen.findByText('전송 대기 중');
    await vi.waitFor(async () =>
      expect((await listEntries())[0]).toMatchObject({ waiting: 'network', sendingAt: undefined }),
    );
    fireEvent.click(screen.getByRole('button', { name: '삭제' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '취소' }));
    expect(await listEntries()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '삭제' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '삭제' }));
    await vi.waitFor(() => expect(screen.queryByText('전송 대기 중')).toBeNull());
    expect(await listEntries()).toEqual([]);
  });
});
