import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test-support/render-app';
import { privacySections } from './privacy-content';
import { PrivacyPage } from './privacy-page';

afterEach(() => {
  vi.restoreAllMocks();
  window.location.hash = '';
});

describe('PrivacyPage', () => {
  it('has one h1, the effective date and a table of contents linking to every section', () => {
    renderWithApp(<PrivacyPage />, '/terms/privacy');

    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      '개인정보 처리방침',
    ]);
    expect(screen.getByText('2026년 11월 21일').getAttribute('datetime')).toBe('2026-11-21');

    const contents = screen.getByRole('navigation', { name: '목차' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(privacySections.map((section) => section.title));
    for (const link of links) {
      const id = (link.getAttribute('href') ?? '').replace(/^#/, '');
      const target = document.getElementById(id);
      expect(target, id).not.toBeNull();
      expect(within(target as HTMLElement).getByRole('heading', { level: 2 }).textContent).toBe(link.textContent);
    }
  });

  it('gives every section a unique anchor', () => {
    const ids = privacySections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z-]+$/);
  });

  it('covers what the law asks a policy to state', () => {
    renderWithApp(<PrivacyPage />, '/terms/privacy');
    const text = document.body.textContent ?? '';
    for (const phrase of [
      '처리 목적',
      '보유 및 이용 기간',
      '제3자 제공',
      '위탁',
      '파기',
      '개인정보 보호책임자',
      '180일',
      '7일',
      '30일',
      '주민등록번호 뒷자리',
      '저장하지 않습니다',
    ]) {
      expect(text, phrase).toContain(phrase);
    }
  });

  it('jumps to the section named in the address once the page has rendered', () => {
    const scrolled: string[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this.id);
    });
    window.location.hash = '#retention';
    renderWithApp(<PrivacyPage />, '/terms/privacy');
    expect(scrolled).toEqual(['retention']);
  });
});
