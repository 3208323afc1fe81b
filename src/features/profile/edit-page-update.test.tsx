/**
 * The profile edit and 지금 업데이트: the unsaved draft is kept when `boltx:before-update` comes,
 * the leave guard lets that one reload through, and the page brings the draft back when it opens
 * again — never to another candidate.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { My } from '../../contract/my';
import type { ProfileV3 } from '../../contract/profile';
import { saveDraftsBeforeUpdate } from '../../lib/service-worker-updates';
import { writeTokens } from '../../lib/tokens';
import { accessTokenFor, resetOutbox } from '../../test-support/outbox';
import { jsonResponse, renderWithApp, serveApi } from '../../test-support/render-app';
import { ProfileEditPage } from './edit-page';
// The 더보기 tab loads on its own (edit-page.tsx): loaded here first, as the page's own effect would have by the time of a tap.
import './edit-more-tab';
import { KEPT_DRAFT_FILES_DROPPED, KEPT_DRAFT_RESTORED } from './kept-draft-notice';

const ANNA = '0b6f6f4e-7a65-4d3c-9d8e-3b1c2f8a9e10';
const BORIS = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

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

/** Signs `userId` in and serves their profile. */
function signInAs(userId: string) {
  writeTokens({ accessToken: accessTokenFor(userId), refreshToken: 'refresh', holder: 'candidate' });
  const my: My = { userId, name: '김하늘', isActivate: true, jobLabel: '개발', jobSubLabel: '백엔드' };
  serveApi((request) => {
    if (request.path === '/api/v3/users/profile') return jsonResponse(profile);
    if (request.path === '/api/v3/users/my') return jsonResponse(my);
    return jsonResponse({ items: [] });
  });
}

const email = () => screen.getByLabelText('이메일') as HTMLInputElement;

async function openEdit(path = '/my/edit?tab=more') {
  const view = renderWithApp(<ProfileEditPage />, path);
  await vi.waitFor(() => expect(screen.getByRole('button', { name: '저장하기' })).toBeDefined());
  return view;
}

/** Whether leaving now would make the browser ask (the leave guard's `beforeunload`). */
function browserWouldAsk(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

beforeEach(() => resetOutbox());
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await resetOutbox();
});

describe('the profile edit and an update', () => {
  it('keeps the unsaved draft on 지금 업데이트, lets the reload through, and brings it back', async () => {
    signInAs(ANNA);
    const first = await openEdit();
    await vi.waitFor(() => expect(email().value).toBe('old@example.com'));
    fireEvent.change(email(), { target: { value: 'draft@example.com' } });
    expect(browserWouldAsk()).toBe(true);

    await saveDraftsBeforeUpdate(window);
    expect(browserWouldAsk()).toBe(false);
    // Typed while the new version takes over: kept too.
    fireEvent.change(email(), { target: { value: 'later@example.com' } });
    first.unmount();

    await openEdit('/my/edit');
    await vi.waitFor(() => expect(email().value).toBe('later@example.com'));
    expect(screen.getByText(KEPT_DRAFT_RESTORED).getAttribute('role')).toBe('status');
    expect(screen.queryByText(new RegExp(KEPT_DRAFT_FILES_DROPPED))).toBeNull();
    // Still unsaved: 저장하기 is there to press, and leaving asks again.
    expect((screen.getByRole('button', { name: '저장하기' }) as HTMLButtonElement).disabled).toBe(false);
    expect(browserWouldAsk()).toBe(true);
    // Read once: a later plain reload does not bring it back.
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('profile-edit-draft:'))).toEqual([]);
  });

  it('keeps nothing when there is nothing unsaved', async () => {
    signInAs(ANNA);
    const view = await openEdit();
    await saveDraftsBeforeUpdate(window);
    view.unmount();
    await openEdit();
    expect(screen.queryByText(KEPT_DRAFT_RESTORED)).toBeNull();
  });

  it('never brings one candidate’s draft back to another who signs in on the same tab', async () => {
    signInAs(ANNA);
    const annas = await openEdit();
    await vi.waitFor(() => expect(email().value).toBe('old@example.com'));
    fireEvent.change(email(), { target: { value: 'anna@example.com' } });
    await saveDraftsBeforeUpdate(window);
    annas.unmount();

    signInAs(BORIS);
    await openEdit();
    await vi.waitFor(() => expect(email().value).toBe('old@example.com'));
    expect(screen.queryByText(KEPT_DRAFT_RESTORED)).toBeNull();
  });
});
