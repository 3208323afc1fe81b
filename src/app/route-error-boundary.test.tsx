import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportError } from '../lib/monitoring';
import { RouteErrorBoundary } from './route-error-boundary';

vi.mock('../lib/monitoring', () => ({ reportError: vi.fn() }));

/** What React.lazy throws when a page's chunk cannot be fetched. */
function UnloadablePage(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/messages-page.js');
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(reportError).mockClear();
});

describe('RouteErrorBoundary', () => {
  it('says plainly that a page never opened online cannot be shown offline', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <RouteErrorBoundary resetKey="/my/message">
        <UnloadablePage />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: '인터넷에 연결되어 있지 않아요' })).toBeDefined();
    expect(screen.getByText(/아직 이 기기에 저장되지 않았어요/)).toBeDefined();
    expect(screen.getByRole('button', { name: '다시 시도하기' })).toBeDefined();
    expect(reportError).not.toHaveBeenCalled();
  });

  it('reports a page that fails online', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RouteErrorBoundary resetKey="/my/message">
        <UnloadablePage />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: '화면을 불러오지 못했어요' })).toBeDefined();
    expect(reportError).toHaveBeenCalledOnce();
  });
});
