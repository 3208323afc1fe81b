import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readTokens } from '../../lib/tokens';
import { errorResponse, jsonResponse, renderWithApp, serveApi, settle } from '../../test-support/render-app';
import { validatePartnerLogin } from './login-rules';
import { PartnerLoginPage } from './partner-login-page';
import { signInAsPartner } from './partners-test-support';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const email = () => screen.getByLabelText('이메일') as HTMLInputElement;
const password = () => screen.getByLabelText('비밀번호') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: /로그인/ }) as HTMLButtonElement;
const type = (field: HTMLInputElement, value: string) => fireEvent.change(field, { target: { value } });

describe('validatePartnerLogin', () => {
  it('asks for both fields and a well-formed e-mail, in Korean', () => {
    expect(validatePartnerLogin({ email: ' ', password: '' })).toEqual({
      email: '이메일을 입력해 주세요.',
      password: '비밀번호를 입력해 주세요.',
    });
    expect(validatePartnerLogin({ email: 'partner@boltx', password: 'x' })).toEqual({
      email: '유효하지 않은 이메일 입니다.',
    });
    expect(validatePartnerLogin({ email: 'partner@boltx.example', password: 'x'.repeat(101) })).toEqual({
      password: '비밀번호는 100자 이하로 입력해 주세요.',
    });
    expect(validatePartnerLogin({ email: ' partner@boltx.example ', password: 'secret' })).toEqual({});
  });
});

describe('PartnerLoginPage', () => {
  it('shows the Korean validation messages and sends nothing', () => {
    const sent = serveApi(() => jsonResponse({}));
    renderWithApp(<PartnerLoginPage />, '/partners/login');
    fireEvent.click(submit());
    expect(screen.getByText('이메일을 입력해 주세요.')).toBeDefined();
    expect(screen.getByText('비밀번호를 입력해 주세요.')).toBeDefined();
    type(email(), 'not-an-email');
    expect(screen.getByText('유효하지 않은 이메일 입니다.')).toBeDefined();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    serveApi(() => errorResponse(401, 'UNAUTHORIZED', '이메일 또는 비밀번호가 올바르지 않습니다.'));
    renderWithApp(<PartnerLoginPage />, '/partners/login');
    type(email(), 'partner@boltx.example');
    type(password(), 'wrong');
    fireEvent.click(submit());
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('이메일 또는 비밀번호가 올바르지 않습니다.');
    expect(email().value).toBe('partner@boltx.example');
    expect(readTokens()).toBeUndefined();
  });

  it("stores the partner's tokens in sessionStorage and opens /partners", async () => {
    const sent = serveApi(() => jsonResponse({ accessToken: 'pa', refreshToken: 'pr' }));
    const { location } = renderWithApp(<PartnerLoginPage />, '/partners/login');
    type(email(), '  partner@boltx.example ');
    type(password(), 'partner-pass');
    fireEvent.click(submit());
    await settle();

    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/partners/login',
      body: { email: 'partner@boltx.example', password: 'partner-pass' },
    });
    expect(readTokens('partner')).toEqual({ accessToken: 'pa', refreshToken: 'pr', holder: 'partner' });
    expect(sessionStorage.getItem('token')).toBe('pa');
    expect(localStorage.getItem('token')).toBeNull();
    expect(location.history?.at(-1)).toBe('/partners');
  });

  it('sends a partner who is already signed in to /partners', async () => {
    signInAsPartner();
    const { location } = renderWithApp(<PartnerLoginPage />, '/partners/login');
    await settle();
    expect(location.history?.at(-1)).toBe('/partners');
  });
});
