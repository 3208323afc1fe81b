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
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const FROM = '/submit_kakao/pending';
const askPath = `/ask?from=${encodeURIComponent(FROM)}`;
const received = { contactKind: 'PHONE', contact: '010-****-5678' };
const OFFLINE = '인터넷 연결을 확인한 뒤 다시 시도해 주세요.';

const inquiries = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === 'POST' && request.path === '/api/guest/inquiries');
const codeRequests = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === 'POST' && request.path === '/api/guest/inquiries/codes');
const textField = () => screen.getByRole('textbox', { name: '문의 내용' }) as HTMLTextAreaElement;
const contactField = (name = '휴대폰 번호') => screen.getByRole('textbox', { name }) as HTMLInputElement;
const codeField = () => screen.getByRole('textbox', { name: '인증번호 6자리' }) as HTMLInputElement;
const send = () => fireEvent.click(screen.getByRole('button', { name: '문의 보내기' }));
const askForCode = () => fireEvent.click(screen.getByRole('button', { name: /인증번호 (다시 )?받기/ }));

/** The stand-in server: a code is sent for any contact, an inquiry with it is taken. */
const server = (inquiry: () => Response = () => jsonResponse(received, 201)) =>
  serveApi((request) => (request.path === '/api/guest/inquiries/codes' ? jsonResponse({ expiresIn: 300 }) : inquiry()));

async function fillAndConfirm(message = '휴대폰을 바꿨어요.', phone = '010-1234-5678') {
  fireEvent.change(textField(), { target: { value: message } });
  fireEvent.change(contactField(), { target: { value: phone } });
  askForCode();
  await flush();
  fireEvent.change(codeField(), { target: { value: '123456' } });
}

describe('/ask signed out', () => {
  it('starts empty, with nothing personal filled in, and no login wall', async () => {
    // What a signed-in person once typed on this device stays theirs.
    sessionStorage.setItem('ask-draft', JSON.stringify('내 연봉 협상 건'));
    server();
    renderWithApp(<AskPage />, askPath);
    await flush();
    expect(screen.queryByText('로그인이 필요해요')).toBeNull();
    expect(textField().value).toBe('');
    expect(contactField().value).toBe('');
    expect(screen.queryByRole('textbox', { name: '인증번호 6자리' })).toBeNull();
    expect(screen.getByText('문의 위치: 경력 인증')).toBeDefined();
  });

  it('says in Korean what is missing or wrong before sending anything, the unconfirmed contact included', async () => {
    const sent = server();
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
    askForCode();
    send();
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('정확한 휴대폰 번호를 입력해 주세요.');
    fireEvent.change(contactField(), { target: { value: '010-1234-5678' } });
    send();
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('인증번호를 받아 휴대폰 번호를 인증해 주세요.');
    fireEvent.click(screen.getByRole('radio', { name: '이메일' }));
    fireEvent.change(contactField('이메일 주소'), { target: { value: 'not-an-address' } });
    send();
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('유효하지 않은 이메일 입니다.');
    expect(inquiries(sent)).toEqual([]);
    expect(codeRequests(sent)).toEqual([]);
  });

  it('confirms the phone with a code, then sends the inquiry with it, without a token, and says where the answer goes', async () => {
    const sent = server();
    renderWithApp(<AskPage />, askPath);
    await flush();
    fireEvent.change(textField(), { target: { value: ' 휴대폰을 바꿨어요. ' } });
    fireEvent.change(contactField(), { target: { value: '01012345678' } });
    expect(contactField().value).toBe('010-1234-5678');
    askForCode();
    await flush();
    expect(codeRequests(sent).map((request) => request.body)).toEqual([
      { contactKind: 'PHONE', contact: '010-1234-5678' },
    ]);
    expect(codeRequests(sent)[0]?.headers.Authorization).toBeUndefined();
    expect(screen.getByRole('status').textContent).toBe('문자로 인증번호를 보냈어요. 받은 6자리를 입력해 주세요.');
    expect(screen.getByText('5:00')).toBeDefined();

    send();
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('인증번호 6자리를 입력해 주세요.');
    expect(inquiries(sent)).toEqual([]);

    fireEvent.change(codeField(), { target: { value: '123456' } });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    send();
    await flush();
    expect(inquiries(sent)).toHaveLength(1);
    expect(inquiries(sent)[0]?.body).toEqual({
      message: '휴대폰을 바꿨어요.',
      contactKind: 'PHONE',
      contact: '010-1234-5678',
      code: '123456',
      from: FROM,
    });
    expect(inquiries(sent)[0]?.headers.Authorization).toBeUndefined();
    // The confirmation starts at the top, not under the header where the form was scrolled to,
    // and its heading has the focus, so a screen reader announces it.
    const heading = screen.getByRole('heading', { name: '문의를 받았어요' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(/010-\*\*\*\*-5678 번호로 문자를 보내 답변드려요/)).toBeDefined();
  });

  it('asks for a new code once the contact changes, and says when the code expired', async () => {
    const sent = server();
    renderWithApp(<AskPage />, askPath);
    await flush();
    await fillAndConfirm();
    fireEvent.change(contactField(), { target: { value: '010-9999-5678' } });
    expect(screen.queryByRole('textbox', { name: '인증번호 6자리' })).toBeNull();
    send();
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('인증번호를 받아 휴대폰 번호를 인증해 주세요.');

    askForCode();
    await flush();
    fireEvent.change(codeField(), { target: { value: '654321' } });
    vi.advanceTimersByTime(301_000);
    send();
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('인증번호가 만료되었어요. 인증번호를 다시 받아 주세요.');
    expect(inquiries(sent)).toEqual([]);
  });

  it('shows a wrong code at the code, keeping the text and the contact', async () => {
    server(() =>
      errorResponse(400, 'CODE_INVALID', '올바르지 않은 인증번호예요. 받은 인증번호를 확인해 주세요.', 'code'),
    );
    renderWithApp(<AskPage />, askPath);
    await flush();
    await fillAndConfirm('다시 문의해요.');
    send();
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('올바르지 않은 인증번호예요. 받은 인증번호를 확인해 주세요.');
    expect(codeField().value).toBe('');
    expect(textField().value).toBe('다시 문의해요.');
    expect(contactField().value).toBe('010-1234-5678');
  });

  it('shows the server’s limit in Korean and keeps what was typed', async () => {
    const limit = '같은 연락처로는 하루에 3번까지 문의할 수 있어요. 23시간 후에 다시 문의해 주세요.';
    server(() => errorResponse(429, 'TOO_MANY_REQUESTS', limit));
    renderWithApp(<AskPage />, askPath);
    await flush();
    await fillAndConfirm('다시 문의해요.');
    send();
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(limit);
    expect(textField().value).toBe('다시 문의해요.');
    expect(contactField().value).toBe('010-1234-5678');
  });

  it('shows a contact the server refused at the contact field, and a limit on codes beside the button', async () => {
    const limit = '인증번호 요청이 너무 많아요. 1시간 후에 다시 시도해 주세요.';
    let refusal = errorResponse(
      400,
      'BAD_REQUEST',
      '이 번호로는 인증번호를 보낼 수 없어요. 휴대폰 번호를 확인해 주세요.',
      'contact',
    );
    serveApi(() => refusal);
    renderWithApp(<AskPage />, askPath);
    await flush();
    fireEvent.change(textField(), { target: { value: '문의' } });
    fireEvent.change(contactField(), { target: { value: '010-1234-5678' } });
    askForCode();
    await flush();
    expect(contactField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(
      '이 번호로는 인증번호를 보낼 수 없어요. 휴대폰 번호를 확인해 주세요.',
    );
    refusal = errorResponse(429, 'TOO_MANY_REQUESTS', limit);
    askForCode();
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(limit);
    expect(screen.queryByRole('textbox', { name: '인증번호 6자리' })).toBeNull();
  });

  it('refuses at once while offline, sending nothing and keeping everything typed', async () => {
    const sent = server();
    renderWithApp(<AskPage />, askPath);
    await flush();
    await fillAndConfirm('오프라인에서 쓴 문의');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    await flush();
    send();
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(OFFLINE);
    askForCode();
    await flush();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(OFFLINE);
    expect(inquiries(sent)).toEqual([]);
    expect(codeRequests(sent)).toHaveLength(1);
    expect(textField().value).toBe('오프라인에서 쓴 문의');
    expect(contactField().value).toBe('010-1234-5678');
    expect(codeField().value).toBe('123456');

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await flush();
    send();
    await flush();
    expect(inquiries(sent)).toHaveLength(1);
  });
});
