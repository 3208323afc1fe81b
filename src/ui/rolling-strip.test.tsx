import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RollingStrip } from './rolling-strip';

describe('RollingStrip', () => {
  const items = [
    { name: '김○○', title: '백엔드 개발자 · 연봉 18% 상승 제안' },
    { name: '이○○', title: '프로덕트 디자이너 · 연봉 12% 상승 제안' },
  ];

  it('is read once by assistive technology although it loops twice on screen', () => {
    render(<RollingStrip items={items} label="최근 받은 제안" />);

    const list = screen.getByRole('list', { name: '최근 받은 제안' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getAllByRole('list')).toHaveLength(1);
  });

  it('keeps its place, empty and hidden from assistive technology, until items arrive', () => {
    const { container } = render(<RollingStrip items={[]} label="최근 받은 제안" />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.getAttribute('aria-hidden')).toBe('true');
    expect(box.childElementCount).toBe(0);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('can be stopped and restarted with a button', () => {
    render(<RollingStrip items={items} label="최근 받은 제안" />);

    fireEvent.click(screen.getByRole('button', { name: '자동 넘김 멈추기' }));

    expect(screen.getByRole('button', { name: '자동 넘김 다시 시작' })).toBeTruthy();
    expect(
      screen.getByRole('list', { name: '최근 받은 제안' }).closest('[data-paused]')?.getAttribute('data-paused'),
    ).toBe('true');
  });
});
