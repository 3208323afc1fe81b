import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readTokens } from '../../../lib/tokens';
import { errorResponse, jsonResponse, renderWithApp, serveApi, signInAsBiz } from '../biz-test-support';
import { BizLoginPage } from './biz-login-page';

const WRONG = '이메일 또는 비밀번호가 올바르지 않습니다.';

afterEach(() => vi.unstubAllGlobals());

const email = () => screen.getByLabelText('이메일') as HTMLInputElement;
const password = () => screen.getByLabelText('비밀번호') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: /로그인/ }) as HTMLButtonElement;

function type(field: HTMLInputElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

describe('BizLoginPage', () => {
  it('asks for the email and the password in Korean before sending anything', () => {
    const sent = serveApi(() => jsonResponse({}));
    renderWithApp(<BizLoginPage />, '/biz/login');

    fireEvent.click(submit());

    expect(screen.getByText('이메일을 입력해 주세요.')).toBeDefined();
    expect(screen.getByText('비밀번호를 입력해 주세요.')).toBeDefined();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal verbatim and keeps what was typed", async () => {
    serveApi(() => errorResponse(401, 'UNAUTHORIZED', WRONG));
    renderWithApp(<BizLoginPage />, '/biz/login');

    type(email(), 'recruiter@hanbit-mobility.example');
    type(password(), 'wrong-password');
    fireEvent.click(submit());

    expect((await screen.findByRole('alert')).textContent).toBe(WRONG);
    expect(email().value).toBe('recruiter@hanbit-mobility.example');
    expect(password().value).toBe('wrong-password');
    expect(readTokens('biz')).toBeUndefined();
  });

  it('cannot be sent twice while the first attempt is pending', async () => {
    let answer: (response: Response) => void = () => undefined;
    const sent = serveApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithApp(<BizLoginPage />, '/biz/login');

    type(email(), 'agent@boltx.example');
    type(password(), 'boltx-demo-2026');
    fireEvent.click(submit());
    await waitFor(() => expect(submit().disabled).toBe(true));
    fireEvent.click(submit());
    expect(sent).toHaveLength(1);
    answer(errorResponse(401, 'UNAUTHORIZED', WRONG));
    await waitFor(() => expect(submit().disabled).toBe(false));
  });

  it('stores the console tokens and opens /biz on success', async () => {
    const sent = serveApi(() => jsonResponse({ accessToken: 'a1', refreshToken: 'r1' }));
    const { location } = renderWithApp(<BizLoginPage />, '/biz/login');

    type(email(), '  agent@boltx.example ');
    type(password(), 'boltx-demo-2026');
    fireEvent.click(submit());

    await waitFor(() => expect(location.history.at(-1)).toBe('/biz'));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/biz/login',
      body: { email: 'agent@boltx.example', password: 'boltx-demo-2026' },
    });
    expect(readTokens('biz')).toEqual({ accessToken: 'a1', refreshToken: 'r1', holder: 'biz' });
    expect(readTokens('app')).toBeUndefined();
  });

  it('sends a signed-in visitor to /biz', async () => {
    signInAsBiz();
    const { location } = renderWithApp(<BizLoginPage />, '/biz/login');
    await waitFor(() => expect(location.history.at(-1)).toBe('/biz'));
  });
});
