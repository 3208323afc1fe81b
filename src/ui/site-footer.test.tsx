import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanyDetails } from '../contract/content';
import { jsonResponse, renderWithApp, serveApi } from '../test-support/render-app';
import { companyInfo } from './company-info';
import { LoadCompanyDetails } from './load-company-details';
import { SiteFooter } from './site-footer';

const configured: CompanyDetails = {
  representative: { value: '이대표', sample: false },
  registrationNumber: { value: '123-45-67890', sample: false },
  jobInformationNumber: null,
};
let details: CompanyDetails = configured;
/** As a host mounts it: the footer beside what loads its details. */
const render = (ui: ReactNode) =>
  renderWithApp(
    <>
      <LoadCompanyDetails />
      {ui}
    </>,
  );

describe('SiteFooter', () => {
  beforeEach(() => {
    details = configured;
    serveApi(() => jsonResponse(details));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the configured registration details and a contact address', async () => {
    render(<SiteFooter variant="candidate" />);

    expect(await screen.findByText('123-45-67890')).toBeTruthy();
    expect(screen.getByText('이대표')).toBeTruthy();
    expect(screen.queryByText('직업정보제공사업')).toBeNull();
    expect(screen.getByRole('link', { name: companyInfo.email }).getAttribute('href')).toBe(
      `mailto:${companyInfo.email}`,
    );
  });

  it('asks nothing itself and shows no detail its host has not loaded', () => {
    const sent = serveApi(() => jsonResponse(details));
    renderWithApp(<SiteFooter variant="candidate" />);

    expect(sent).toEqual([]);
    expect(screen.queryByText('사업자등록번호')).toBeNull();
  });

  it('marks sample details as 예시', async () => {
    details = { ...configured, jobInformationNumber: { value: '제0000-00호', sample: true } };
    render(<SiteFooter variant="candidate" />);

    expect(await screen.findByText('제0000-00호 (예시)')).toBeTruthy();
    expect(screen.getByText('123-45-67890')).toBeTruthy();
  });

  it('links the candidate variant to the FAQ, the company side and the opinion form', () => {
    render(<SiteFooter variant="candidate" />);

    expect(screen.getByRole('link', { name: '자주 묻는 질문' }).getAttribute('href')).toBe('/faq');
    expect(screen.getByRole('link', { name: '기업 서비스' }).getAttribute('href')).toBe('/biz');
    expect(screen.getByRole('link', { name: '의견 보내기' })).toBeTruthy();
    const blog = screen.getByRole('link', { name: '블로그' });
    expect(blog.getAttribute('target')).toBe('_blank');
    expect(blog.getAttribute('rel')).toContain('noopener');
  });

  it('points the business variant at the job seekers’ side', () => {
    render(<SiteFooter variant="business" />);

    expect(screen.getByRole('link', { name: '구직자 서비스' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: '기업 서비스' })).toBeNull();
  });

  it('offers withdrawal only when a handler is given', () => {
    const { unmount } = render(<SiteFooter variant="candidate" />);
    expect(screen.queryByRole('button', { name: '회원 탈퇴' })).toBeNull();
    unmount();

    const onWithdraw = vi.fn();
    render(<SiteFooter variant="candidate" onWithdraw={onWithdraw} />);
    fireEvent.click(screen.getByRole('button', { name: '회원 탈퇴' }));

    expect(onWithdraw).toHaveBeenCalledOnce();
  });
});
