/**
 * Stopping and restarting offers are refused at once while the server cannot be reached (issue
 * 18): the button is disabled with a sentence saying when it works, rather than failing after
 * the press.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markServerAvailable, markServerUnreachable, resetServerAvailability } from '../../lib/server-availability';
import { writeTokens } from '../../lib/tokens';
import { jsonResponse, renderWithApp, serveApi } from '../../test-support/render-app';
import { ProfileStatusCard } from './profile-status-card';
import { RetryPage } from './retry-page';

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

beforeEach(() => {
  writeTokens({ accessToken: 'access', refreshToken: 'refresh', holder: 'candidate' });
  serveApi(() => jsonResponse({}));
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetServerAvailability();
});

describe('stop and restart without the server', () => {
  it('disables 제안 그만 받기 with its sentence until the server answers again', async () => {
    renderWithApp(<ProfileStatusCard isActivate />, '/my');
    expect(button('제안 그만 받기').disabled).toBe(false);

    await act(async () => markServerUnreachable());
    expect(button('제안 그만 받기').disabled).toBe(true);
    expect(
      screen.getByText('제안 그만 받기는 인터넷에 연결된 뒤에 할 수 있어요. 연결되면 바로 누를 수 있어요.'),
    ).toBeDefined();

    await act(async () => markServerAvailable());
    expect(button('제안 그만 받기').disabled).toBe(false);
  });

  it('disables 다시 공개하기 with its sentence', async () => {
    renderWithApp(<RetryPage />, '/my/retry');
    await act(async () => markServerUnreachable());
    expect(button('다시 공개하기').disabled).toBe(true);
    expect(
      screen.getByText('프로필 다시 공개는 인터넷에 연결된 뒤에 할 수 있어요. 연결되면 바로 누를 수 있어요.'),
    ).toBeDefined();
  });
});
