/**
 * The salary choice that starts offers is refused at once while the server cannot be reached
 *: 제안 받기 시작하기 is disabled with a sentence saying when it works.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markServerUnreachable, resetServerAvailability } from '../../lib/server-availability';
import { writeTokens } from '../../lib/tokens';
import { jsonResponse, renderWithApp, serveApi, settle } from '../../test-support/render-app';
import { SalaryPage } from './salary-page';

beforeEach(() => {
  vi.useFakeTimers();
  writeTokens({ accessToken: 'access', refreshToken: 'refresh', holder: 'candidate' });
  serveApi(() => jsonResponse({ salaryItems: [] }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetServerAvailability();
});

describe('SalaryPage without the server', () => {
  it('disables 제안 받기 시작하기 with its sentence', async () => {
    renderWithApp(<SalaryPage />, '/submit_kakao/salary');
    await settle();
    const start = screen.getByRole('button', { name: '제안 받기 시작하기' }) as HTMLButtonElement;
    expect(start.disabled).toBe(false);

    await act(async () => markServerUnreachable());
    expect(start.disabled).toBe(true);
    expect(
      screen.getByText('연봉 저장은 인터넷에 연결된 뒤에 할 수 있어요. 연결되면 바로 누를 수 있어요.'),
    ).toBeDefined();
  });
});
