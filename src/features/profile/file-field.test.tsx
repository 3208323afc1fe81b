import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHOSEN_FILE_OFFLINE, FILE_OFFLINE, FileField } from './file-field';

const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

afterEach(() => vi.restoreAllMocks());

describe('FileField offline', () => {
  it('says files go up once online, instead of offering an attachment that would fail', () => {
    goOffline();
    render(<FileField label="이력서" value={null} onChange={vi.fn()} />);
    const attach = screen.getByRole('button', { name: '이력서 파일 첨부하기' }) as HTMLButtonElement;
    expect(attach.disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(FILE_OFFLINE);
    expect(attach.getAttribute('aria-describedby')).toBe(screen.getByRole('status').id);
  });

  it('tells that a file chosen before the connection dropped waits for it', () => {
    goOffline();
    const chosen = new File(['%PDF-'], '이력서.pdf', { type: 'application/pdf' });
    render(<FileField label="이력서" value={chosen} onChange={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe(CHOSEN_FILE_OFFLINE);
  });

  it('still removes a stored file offline, and says nothing more once the connection is back', async () => {
    const connection = goOffline();
    const onChange = vi.fn();
    render(<FileField label="이력서" value={{ id: 3, name: '이력서.pdf' }} onChange={onChange} />);
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '이력서.pdf 삭제' }));
    // The confirm alert's code comes at the press (ui/on-demand.tsx).
    fireEvent.click(await screen.findByRole('button', { name: '삭제' }));
    expect(onChange).toHaveBeenCalledWith(null);

    connection.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers the attachment again when the connection comes back', async () => {
    const connection = goOffline();
    render(<FileField label="포트폴리오" value={null} onChange={vi.fn()} />);
    connection.mockReturnValue(true);
    fireEvent(window, new Event('online'));
    await vi.waitFor(() =>
      expect((screen.getByRole('button', { name: '포트폴리오 파일 첨부하기' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
