/** The sign-up's one way out: the app bar's 닫기 asks SPEC §8's question before leaving. */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppBar } from '../../app/app-bar';
import { writeTokens } from '../../lib/tokens';
import { jsonResponse, renderWithApp, serveApi } from '../../test-support/render-app';
import { EXIT_SUBTITLE, EXIT_TITLE } from './exit-prompt';
import { PendingPage } from './pending-page';
import { SalaryPage } from './salary-page';
import { initialVerification } from './state';

const steps = [
  {
    name: 'the pending step',
    path: '/submit_kakao/pending?type=kakao',
    title: '경력 인증',
    parent: '/submit',
    Page: PendingPage,
    prepare: () =>
      sessionStorage.setItem(
        'verification',
        JSON.stringify({ ...initialVerification, cfid: 'cfid', jti: 'jti', loginTypeLevel: 1, name: '김볼트' }),
      ),
  },
  {
    name: 'the salary step',
    path: '/submit_kakao/salary',
    title: '연봉 확인',
    parent: '/',
    Page: SalaryPage,
    prepare: () => writeTokens({ accessToken: 'access', refreshToken: 'refresh', holder: 'candidate' }),
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe.each(steps)('leaving $name', ({ path, title, parent, Page, prepare }) => {
  function renderStep() {
    prepare();
    serveApi(() => jsonResponse({}));
    return renderWithApp(
      <>
        <AppBar title={title} parent={parent} close />
        <Page />
      </>,
      path,
    );
  }

  it('offers one close control, which asks before leaving', () => {
    const view = renderStep();
    expect(screen.getAllByRole('button', { name: /닫기|나가기/ })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    const alert = screen.getByRole('alertdialog', { name: EXIT_TITLE });
    expect(within(alert).getByText(EXIT_SUBTITLE)).toBeDefined();
    expect(view.location.history).toEqual([path]);

    fireEvent.click(within(alert).getByRole('button', { name: '계속하기' }));
    expect(screen.queryByRole('alertdialog', { name: EXIT_TITLE })).toBeNull();
    expect(view.location.history).toEqual([path]);
  });

  it('leaves for the home page on 종료하기', () => {
    const view = renderStep();
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: EXIT_TITLE })).getByRole('button', { name: '종료하기' }),
    );
    expect(view.location.history.at(-1)).toBe('/');
  });
});
