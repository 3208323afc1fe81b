import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuestInquiryList } from '../../../contract/guest-inquiries';
import { agent, jsonResponse, recruiter, renderWithApp, serveApi, signInAsBiz } from '../biz-test-support';
import { BizMessagesPage } from './messages-page';

const noRooms = { items: [], unreadCount: 0 };
const guests: GuestInquiryList = {
  unreadCount: 1,
  items: [
    {
      inquiryId: 4,
      contactKind: 'PHONE',
      maskedContact: '010-****-5678',
      message: '휴대폰을 바꿔서 로그인할 수 없어요.',
      originPath: '/submit_kakao/pending',
      unread: true,
      answerCount: 0,
      contactVerified: true,
      createdAt: '2026-03-02T01:00:00.000Z',
    },
    {
      inquiryId: 3,
      contactKind: 'EMAIL',
      maskedContact: 'ab***@example.com',
      message: '인증이 되지 않아요.',
      originPath: '',
      unread: false,
      answerCount: 1,
      contactVerified: true,
      createdAt: '2026-03-01T01:00:00.000Z',
    },
  ],
};

beforeEach(signInAsBiz);
afterEach(() => vi.unstubAllGlobals());

describe('/biz/messages guest inquiries', () => {
  it('shows operators the inquiries of people who are not signed in, marked and with the contact masked', async () => {
    serveApi((request) => {
      if (request.path === '/api/biz/me') return jsonResponse(agent);
      if (request.path === '/api/biz/guest-inquiries') return jsonResponse(guests);
      return jsonResponse(noRooms);
    });
    renderWithApp(<BizMessagesPage />, '/biz/messages');

    const list = await screen.findByRole('list', { name: '비회원 문의 목록' });
    const [phone, email] = within(list).getAllByRole('link') as [HTMLElement, HTMLElement];
    expect(phone.getAttribute('href')).toBe('/biz/messages/guest/4');
    expect(phone.textContent).toContain('비회원 문의');
    expect(phone.textContent).toContain('010-****-5678');
    expect(phone.textContent).toContain('문자로 답변');
    expect(phone.textContent).toContain('문의 위치: 경력 인증 (/submit_kakao/pending)');
    expect(phone.textContent).toContain('새 문의');
    expect(email.textContent).toContain('ab***@example.com');
    expect(email.textContent).toContain('답변 1건');
  });

  it('never asks for them in a recruiter’s console', async () => {
    const sent = serveApi((request) =>
      request.path === '/api/biz/me' ? jsonResponse(recruiter) : jsonResponse(noRooms),
    );
    renderWithApp(<BizMessagesPage />, '/biz/messages');
    expect(await screen.findByText('아직 주고받은 메시지가 없습니다.')).toBeDefined();
    expect(screen.queryByRole('heading', { name: '비회원 문의' })).toBeNull();
    expect(sent.some((request) => request.path === '/api/biz/guest-inquiries')).toBe(false);
  });
});
