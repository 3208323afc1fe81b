import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MessageThread, type ThreadMessage } from './message-thread';

const incoming = (key: string, text: string): ThreadMessage => ({
  key,
  text,
  mine: false,
  senderName: '김운영',
  createdAt: '2026-03-02T01:00:00.000Z',
});

function renderThread(messages: ThreadMessage[]) {
  const props = {
    label: '대화',
    hasMore: false,
    loadingOlder: false,
    onLoadOlder: vi.fn(),
    onRetry: vi.fn(),
    onDelete: vi.fn(),
    onAtBottomChange: vi.fn(),
  };
  const view = render(<MessageThread {...props} messages={messages} />);
  const box = screen.getByRole('region', { name: '대화' });
  // No layout here: give the box a height of its own and content taller than it.
  let scrollTop = 0;
  let scrollHeight = 1000;
  Object.defineProperty(box, 'clientHeight', { configurable: true, get: () => 400 });
  Object.defineProperty(box, 'scrollHeight', { configurable: true, get: () => scrollHeight });
  Object.defineProperty(box, 'scrollTop', {
    configurable: true,
    get: () => scrollTop,
    set: (value: number) => {
      scrollTop = Math.min(value, scrollHeight - 400);
    },
  });
  const rerender = (next: ThreadMessage[], height: number) => {
    scrollHeight = height;
    view.rerender(<MessageThread {...props} messages={next} />);
  };
  const scrollTo = (top: number) => {
    box.scrollTop = top;
    fireEvent.scroll(box);
  };
  return { box, rerender, props, scrollTo };
}

describe('MessageThread', () => {
  it('follows new messages while the reader is at the bottom', () => {
    const first = [incoming('a', '첫 메시지')];
    const { box, rerender, scrollTo } = renderThread(first);
    scrollTo(600);
    rerender([...first, incoming('b', '새 메시지')], 1100);
    expect(box.scrollTop).toBe(700);
    expect(screen.getByText('새 메시지, 김운영: 새 메시지')).toBeDefined();
    expect(screen.queryByRole('button', { name: '새 메시지 보기' })).toBeNull();
  });

  it('stays where a reader who scrolled up is, and offers the new message', () => {
    const first = [incoming('a', '첫 메시지')];
    const { box, rerender, scrollTo, props } = renderThread(first);
    scrollTo(100);
    expect(props.onAtBottomChange).toHaveBeenLastCalledWith(false);
    rerender([...first, incoming('b', '새 메시지')], 1100);
    expect(box.scrollTop).toBe(100);
    fireEvent.click(screen.getByRole('button', { name: '새 메시지 보기' }));
    expect(box.scrollTop).toBe(700);
  });

  it('keeps the reader’s place when older messages load on top', () => {
    const first = [incoming('b', '두 번째')];
    const { box, rerender, scrollTo } = renderThread(first);
    scrollTo(0);
    rerender([incoming('a', '첫 번째'), ...first], 1300);
    expect(box.scrollTop).toBe(300);
  });

  it('offers 삭제 on a message waiting for the connection, none while one is being sent', () => {
    const mine = (key: string, status: ThreadMessage['status']): ThreadMessage => ({
      ...incoming(key, `내 메시지 ${key}`),
      mine: true,
      senderName: '',
      status,
    });
    const { props } = renderThread([mine('a', 'queued'), mine('b', 'sending')]);
    expect(screen.getAllByRole('button', { name: '삭제' })).toHaveLength(1);
    expect(screen.getByText('전송 대기 중')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: '삭제' }));
    expect(props.onDelete).toHaveBeenCalledWith('a');
  });

  it('offers 수정 on a failed message only where the view takes it back', () => {
    const failed: ThreadMessage = {
      ...incoming('a', '실패'),
      mine: true,
      senderName: '',
      status: 'failed',
      error: '안 돼요',
    };
    renderThread([failed]);
    expect(screen.queryByRole('button', { name: '수정' })).toBeNull();
    cleanup();
    const onEdit = vi.fn();
    render(
      <MessageThread
        label="대화"
        messages={[failed]}
        hasMore={false}
        loadingOlder={false}
        onLoadOlder={vi.fn()}
        onRetry={vi.fn()}
        onDelete={vi.fn()}
        onEdit={onEdit}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '수정' }));
    expect(onEdit).toHaveBeenCalledWith('a');
  });
});
