import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BizRoom, Message } from '../../../contract/messages';
import { agent, jsonResponse, renderWithApp, serveApi, signInAsBiz } from '../biz-test-support';
import { BizMessagesPage } from './messages-page';

const message = (patch: Partial<Message> & Pick<Message, 'messageId'>): Message => ({
  roomId: 1,
  message: '안녕하세요',
  sender: 'CANDIDATE',
  senderName: '',
  createdAt: '2026-03-02T01:00:00.000Z',
  ...patch,
});

const bizRoom = (patch: Partial<BizRoom> & Pick<BizRoom, 'roomId'>): BizRoom => ({
  kind: 'OPERATOR',
  candidateName: '김하늘',
  companyName: '',
  topic: '문의',
  originPath: '',
  lastMessage: null,
  unreadCount: 0,
  ...patch,
});

const rooms = {
  unreadCount: 2,
  items: [
    bizRoom({
      roomId: 1,
      candidateName: '김하늘',
      originPath: '/my/result/curation/7',
      lastMessage: message({
        roomId: 1,
        messageId: 5,
        message: '다시 연결하고 싶어요.',
        createdAt: '2026-02-20T01:00:00.000Z',
      }),
    }),
    bizRoom({
      roomId: 2,
      kind: 'COMPANY',
      candidateName: '이바다',
      companyName: '한빛모빌리티',
      topic: '커피챗 조율',
      unreadCount: 2,
      lastMessage: message({
        roomId: 2,
        messageId: 9,
        message: '화요일 괜찮아요.',
        createdAt: '2026-03-01T01:00:00.000Z',
      }),
    }),
    bizRoom({ roomId: 3, candidateName: '박구름' }),
  ],
};

beforeEach(signInAsBiz);
afterEach(() => vi.unstubAllGlobals());

describe('/biz/messages', () => {
  it('lists conversations newest first with who, topic, origin, last message and unread', async () => {
    const sent = serveApi((request) => (request.path === '/api/biz/me' ? jsonResponse(agent) : jsonResponse(rooms)));
    renderWithApp(<BizMessagesPage />, '/biz/messages');

    const list = await screen.findByRole('list', { name: '대화 목록' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/biz/messages/2',
      '/biz/messages/1',
      '/biz/messages/3',
    ]);
    const [company, operatorRoom, empty] = links as [HTMLElement, HTMLElement, HTMLElement];
    expect(company.textContent).toContain('이바다');
    expect(company.textContent).toContain('한빛모빌리티 · 커피챗 조율');
    expect(company.textContent).toContain('화요일 괜찮아요.');
    expect(company.textContent).toContain('읽지 않은 메시지 2개');
    expect(operatorRoom.textContent).toContain('문의 위치: 큐레이션 제안 (/my/result/curation/7)');
    expect(operatorRoom.textContent).not.toContain('읽지 않은');
    expect(empty.textContent).toContain('아직 메시지가 없습니다.');

    const nav = screen.getByRole('navigation', { name: '콘솔 메뉴' });
    const messages = within(nav).getByRole('link', { name: /메시지/ });
    expect(messages.getAttribute('href')).toBe('/biz/messages');
    expect(messages.getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(messages.textContent).toContain('읽지 않은 메시지 2개'));
    expect(sent.filter((request) => request.path === '/api/biz/message/rooms')[0]?.authorization).toBe(
      'Bearer biz-access',
    );
  });

  it('says when there is no conversation yet', async () => {
    serveApi((request) =>
      request.path === '/api/biz/me' ? jsonResponse(agent) : jsonResponse({ items: [], unreadCount: 0 }),
    );
    renderWithApp(<BizMessagesPage />, '/biz/messages');
    expect(await screen.findByText('아직 주고받은 메시지가 없습니다.')).toBeDefined();
  });
});
