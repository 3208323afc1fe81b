import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AskPage } from './ask-page';
import { errorResponse, flush, jsonResponse, renderWithApp, type SentRequest, serveApi } from './messages-test-support';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T03:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const FROM = '/submit_kakao/pending';
const askPath = `/ask?from=${encodeURIComponent(FROM)}`;
const received = { contactKind: 'PHONE', contact: '010-****-5678' };

const inquiries = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === 'POST' && request.path === '/api/guest/inquiries');
const textField = () => screen.getByRole('textbox', { name: '문의 내용' }) as HTMLTextAreaElement;
const contactField = (name = '휴대폰 번호') => screen.getByRole('textbox', { name }) as HTMLInputElement;
const send = () => fireEvent.click(screen.getByRole('button', { name: '문의 보내기' }));

describe('/ask signed out', () => {
  it('starts empty, with nothing personal filled in, and no login wall', async () => {
    // What a signed-in person once typed on this device stays theirs.
    sessionStorage.setItem('ask-draft', JSON.stringify('내 연봉 협상 건'));
    serveApi(() => jsonResponse(received, 201));
    renderWithApp(<AskPage />, askPath);
    await flush();
    expect(screen.queryByText('로그인이 필요해요')).toBeNull();
    expect(textField().value).toBe('');
    expect(contactField().value).toBe('');
    expect(screen.getByText(`문의 위치: ${FROM}`)).toBeDefined();
  });

  it('says in Korean what is missing or wrong before sending anything', async () => {
    const sent = serveApi(() => jsonResponse(received, 201));
    renderWithApp(<AskPage />, askPath);
    await flush();
    send();
    await flush();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      '문의 내용을 입력해 주세요.',
      '답변 받을 휴대폰 번호를 입력해 주세요.',
    ]);
    fireEvent.change(textField(), { target: { value: '인증이 안 돼요.' } });
    fireEvent.change(contactField(), { target: { value: '010-12' } });
    send();
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('정확한 휴대폰 번호를 입력해 주세요.');
    fireEvent.click(screen.getByRole('radio', { name: '이메일' }));
    fireEvent.change(contactField('이메일 주소'), { target: { value: 'not-an-address' } });
    send();
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('유효하지 않은 이메일 입니다.');
    expect(inquiries(sent)).toEqual([]);
  });

  it('sends the inquiry with the phone to answer at, without a token, and says where the answer goes', async () => {
    const sent = serveApi(() => jsonResponse(received, 201));
    renderWithApp(<AskPage />, askPath);
    await flush();
    fireEvent.change(textField(), { target: { value: ' 휴대폰을 바꿨어요. ' } });
    fireEvent.change(contactField(), { target: { value: '01012345678' } });
    expect(contactField().value).toBe('010-1234-5678');
    send();
    await flush();
    expect(inquiries(sent)).toHaveLength(1);
    expect(inquiries(sent)[0]?.body).toEqual({
      message: '휴대폰을 바꿨어요.',
      contactKind: 'PHONE',
      contact: '010-1234-5678',
      from: FROM,
    });
    expect(inquiries(sent)[0]?.headers.Authorization).toBeUndefined();
    expect(screen.getByRole('heading', { name: '문의를 받았어요' })).toBeDefined();
    expect(screen.getByText(/010-\*\*\*\*-5678 번호로 문자를 보내 답변드려요/)).toBeDefined();
  });

  it('shows the server’s limit in Korean and keeps what was typed', async () => {
    const limit = '같은 연락처로는 하루에 3번까지 문의할 수 있어요. 23시간 후에 다시 문의해 주세요.';
    serveApi(() => errorResponse(429, 'TOO_MANY_REQUESTS', limit));
    renderWithApp(<AskPage />, askPath);
    await flush();
    fireEvent.change(textField(), { target: { value: '다시 문의해요.' } });
    fireEvent.change(contactField(), { target: { value: '010-1234-5678' } });
    send();
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(limit);
    expect(textField().value).toBe('다시 문의해요.');
    expect(contactField().value).toBe('010-1234-5678');
  });

  it('shows a contact the server refused at the contact field', async () => {
    serveApi(() => errorResponse(400, 'BAD_REQUEST', '정확한 휴대폰 번호를 입력해 주세요.', 'contact'));
    renderWithApp(<AskPage />, askPath);
    await flush();
    fireEvent.change(textField(), { target: { value: '문의' } });
    fireEvent.change(contactField(), { target: { value: '010-1234-5678' } });
    send();
    await flush();
    expect(contactField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('정확한 휴대폰 번호를 입력해 주세요.');
  });
});
