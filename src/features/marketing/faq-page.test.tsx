import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FaqList, FaqVariant } from '../../contract/content';
import { errorResponse, jsonResponse, renderWithApp, serveApi, settle } from '../../test-support/render-app';
import { FaqPage } from './faq-page';

const lists: Record<FaqVariant, FaqList> = {
  general: {
    variant: 'general',
    items: [
      { id: 1, question: '볼트X는 어떤 서비스인가요?', answer: '기업이 먼저 연봉을 제안하는 서비스예요.' },
      { id: 2, question: '이용 요금이 있나요?', answer: '구직자는 무료예요.' },
    ],
  },
  company: {
    variant: 'company',
    items: [{ id: 9, question: '기업은 어떻게 제안을 보내나요?', answer: '비즈니스 콘솔에서 보내요.' }],
  },
  event: {
    variant: 'event',
    items: [{ id: 13, question: '생애 소득 추정 이벤트는 무엇인가요?', answer: '예상 생애 소득을 계산해요.' }],
  },
};

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T00:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const serveFaqs = () =>
  serveApi((request) => jsonResponse(lists[(request.query.get('variant') ?? 'general') as FaqVariant]));

const tab = (name: string) => screen.getByRole('link', { name });

describe('FaqPage', () => {
  it('shows the general FAQ by default with its tab current', async () => {
    const sent = serveFaqs();
    renderWithApp(<FaqPage />, '/faq');
    await settle();

    expect(screen.getByRole('heading', { level: 1, name: '자주 묻는 질문' })).toBeDefined();
    expect(sent.map((request) => request.query.get('variant'))).toEqual(['general']);
    expect(tab('구직자').getAttribute('aria-current')).toBe('page');
    expect(tab('기업').getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('button', { name: '볼트X는 어떤 서비스인가요?' })).toBeDefined();
  });

  it('opens the company FAQ from ?mode=company', async () => {
    serveFaqs();
    renderWithApp(<FaqPage />, '/faq?mode=company');
    await settle();

    expect(tab('기업').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: '기업은 어떻게 제안을 보내나요?' })).toBeDefined();
    expect(screen.queryByRole('button', { name: '볼트X는 어떤 서비스인가요?' })).toBeNull();
  });

  it('switches variant through the tabs, keeping the mode in the address', async () => {
    const sent = serveFaqs();
    const { location } = renderWithApp(<FaqPage />, '/faq');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '이용 요금이 있나요?' }));
    expect(screen.getByRole('button', { name: '이용 요금이 있나요?' }).getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(tab('이벤트'));
    await settle();
    expect(location.history?.at(-1)).toBe('/faq?mode=event');
    expect(tab('이벤트').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: '생애 소득 추정 이벤트는 무엇인가요?' })).toBeDefined();

    fireEvent.click(tab('구직자'));
    await settle();
    expect(location.history?.at(-1)).toBe('/faq');
    // Switching back shows the list afresh, all closed.
    expect(screen.getByRole('button', { name: '이용 요금이 있나요?' }).getAttribute('aria-expanded')).toBe('false');
    expect(sent.map((request) => request.query.get('variant'))).toEqual(['general', 'event']);
  });

  it('treats an unknown mode as the general FAQ', async () => {
    const sent = serveFaqs();
    renderWithApp(<FaqPage />, '/faq?mode=admin');
    await settle();
    expect(sent.map((request) => request.query.get('variant'))).toEqual(['general']);
    expect(tab('구직자').getAttribute('aria-current')).toBe('page');
  });

  it('offers a retry when the questions cannot be loaded', async () => {
    let calls = 0;
    serveApi(() => {
      calls += 1;
      return calls === 1 ? errorResponse(500, 'INTERNAL', '요청을 완료하지 못했습니다.') : jsonResponse(lists.general);
    });
    renderWithApp(<FaqPage />, '/faq');
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('질문을 불러오지 못했어요');

    fireEvent.click(screen.getByRole('button', { name: '다시 시도하기' }));
    await settle();
    expect(screen.getByRole('button', { name: '볼트X는 어떤 서비스인가요?' })).toBeDefined();
  });
});
