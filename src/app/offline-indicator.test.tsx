import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../lib/http';
import { resetServerAvailability } from '../lib/server-availability';
import { MAINTENANCE_NOTE, OFFLINE_NOTE, OfflineIndicator } from './offline-indicator';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const maintenance = () =>
  json({ status: { code: 'MAINTENANCE', message: '지금은 서비스 점검 중 입니다.' } }, 503, { 'Retry-After': '5' });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  resetServerAvailability();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OfflineIndicator', () => {
  it('says the service is under maintenance while the server answers 503, and stops once a request succeeds', async () => {
    render(<OfflineIndicator />);
    expect(screen.getByRole('status').textContent).toBe('');

    fetchMock.mockResolvedValueOnce(maintenance());
    await act(() => request('/v3/users/my').catch(() => undefined));
    expect(screen.getByRole('status').textContent).toBe(MAINTENANCE_NOTE);
    expect(MAINTENANCE_NOTE).toContain('지금은 서비스 점검 중 입니다.');

    fetchMock.mockResolvedValueOnce(json({ ok: true }));
    await act(() => request('/v3/users/my'));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says offline first when the device has no connection either', async () => {
    render(<OfflineIndicator />);
    fetchMock.mockResolvedValueOnce(maintenance());
    await act(() => request('/v3/users/my').catch(() => undefined));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status').textContent).toBe(OFFLINE_NOTE);
  });

  it('says when the device is offline, and stops saying it once back online', () => {
    render(<OfflineIndicator />);
    expect(screen.getByRole('status').textContent).toBe('');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status').textContent).toBe(OFFLINE_NOTE);
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('blames the server only while the device has a link, and says the device is offline once it has none', async () => {
    render(<OfflineIndicator />);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await act(() => request('/v3/users/my').catch(() => undefined));
    expect(screen.getByRole('status').textContent).toContain('서버에 연결할 수 없어요');

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status').textContent).toBe(OFFLINE_NOTE);
    expect(OFFLINE_NOTE).not.toContain('서버');
  });
});
