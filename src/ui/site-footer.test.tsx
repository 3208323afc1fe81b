import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { companyInfo } from './company-info';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('shows the business registration details and a contact address', () => {
    render(<SiteFooter variant="candidate" />);

    expect(screen.getByText(companyInfo.registrationNumber)).toBeTruthy();
    expect(screen.getByRole('link', { name: companyInfo.email }).getAttribute('href')).toBe(
      `mailto:${companyInfo.email}`,
    );
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
    const { rerender } = render(<SiteFooter variant="candidate" />);
    expect(screen.queryByRole('button', { name: '회원 탈퇴' })).toBeNull();

    const onWithdraw = vi.fn();
    rerender(<SiteFooter variant="candidate" onWithdraw={onWithdraw} />);
    fireEvent.click(screen.getByRole('button', { name: '회원 탈퇴' }));

    expect(onWithdraw).toHaveBeenCalledOnce();
  });
});
