import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { jsonResponse, renderWithApp, serveApi, settle } from '../../test-support/render-app';
import { AgreementPage } from './agreement-page';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

async function renderAgreements() {
  serveApi(() => jsonResponse({ ok: true }));
  const view = renderWithApp(
    <Route path="/submit/:job/:subjob">
      <AgreementPage />
    </Route>,
    '/submit/개발/백엔드',
  );
  await settle();
  return view;
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('AgreementPage: the full text of each agreement', () => {
  it.each([
    ['[필수] 서비스 이용약관 동의', '서비스 이용약관'],
    ['[필수] 개인정보 수집·이용 동의', '개인정보 수집·이용 동의'],
    ['[필수] 경력·소득 정보 조회를 위한 제3자 제공 동의', '경력·소득 정보 조회를 위한 제3자 제공 동의'],
    ['[선택] 혜택·이벤트 알림 수신 동의', '혜택·이벤트 알림 수신 동의'],
  ])('opens "%s" in a sheet', async (label, title) => {
    await renderAgreements();
    fireEvent.click(screen.getByRole('button', { name: `${label} 보기` }));

    const sheet = screen.getByRole('dialog', { name: title });
    expect(within(sheet).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('keeps what was checked after the text is read and closed', async () => {
    await renderAgreements();
    fireEvent.click(checkbox('[필수] 서비스 이용약관 동의'));
    fireEvent.click(screen.getByRole('button', { name: '[필수] 개인정보 수집·이용 동의 보기' }));
    const sheet = screen.getByRole('dialog', { name: '개인정보 수집·이용 동의' });
    expect(sheet.textContent).toContain('동의하지 않으면 경력 인증과 가입을 할 수 없어요');

    fireEvent.click(within(sheet).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog', { name: '개인정보 수집·이용 동의' })).toBeNull();
    expect(checkbox('[필수] 서비스 이용약관 동의').checked).toBe(true);
    expect(checkbox('[필수] 개인정보 수집·이용 동의').checked).toBe(false);
  });
});
