import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_SANDBOX_KEY, SandboxBadge } from './sandbox-badge';

const fetchMock = vi.fn<typeof fetch>();
const health = (sandbox: boolean) =>
  new Response(JSON.stringify({ ok: true, database: 'pglite', sandbox, version: 'test' }), {
    headers: { 'Content-Type': 'application/json' },
  });

function renderBadge() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SandboxBadge strip />
    </QueryClientProvider>,
  );
}

const marker = () => screen.queryByRole('note', { name: /샌드박스 모드/ });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  localStorage.removeItem(LAST_SANDBOX_KEY);
});

describe('SandboxBadge', () => {
  it('draws the strip in the first frame when this device last saw a sandbox, before /health answers', () => {
    localStorage.setItem(LAST_SANDBOX_KEY, 'true');
    fetchMock.mockReturnValue(new Promise(() => {}));
    renderBadge();
    expect(marker()).not.toBeNull();
  });

  it('follows the answer once it comes, and keeps it for the next start', async () => {
    localStorage.setItem(LAST_SANDBOX_KEY, 'true');
    fetchMock.mockResolvedValue(health(false));
    renderBadge();
    await waitFor(() => expect(marker()).toBeNull());
    expect(localStorage.getItem(LAST_SANDBOX_KEY)).toBe('false');
  });

  it('draws nothing on a first start until the server says it runs a sandbox', async () => {
    fetchMock.mockResolvedValue(health(true));
    renderBadge();
    expect(marker()).toBeNull();
    await waitFor(() => expect(marker()).not.toBeNull());
    expect(localStorage.getItem(LAST_SANDBOX_KEY)).toBe('true');
  });
});
