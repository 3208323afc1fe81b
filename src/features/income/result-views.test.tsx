import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeTokens } from '../../lib/tokens';
import { errorResponse, jsonResponse, renderWithApp, serveApi, settle } from '../../test-support/render-app';
import { GraphView } from './graph-view';
import { chartSummary } from './income-chart';
import { EVENT_ID, earlierWindow, lifetimeResult, recentWindow, secretItem, shareContent } from './income-test-support';
import { growthNote, MoneyView } from './money-view';
import { SecretView } from './secret-view';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T03:00:00.000Z') });
  writeTokens({ accessToken: 'access', refreshToken: 'refresh', holder: 'candidate' });
  // No messenger key and no Web Share in these tests: sharing copies the link.
  vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn(async () => undefined) } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('MoneyView', () => {
  it('shows the estimate in Korean units, each verified sum with exactly its years, and what is estimated', () => {
    serveApi(() => jsonResponse({}));
    renderWithApp(<MoneyView result={lifetimeResult} />);
    expect(screen.getByText('28억 8,652만원')).toBeDefined();
    const facts = [...document.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(facts).toEqual([
      ['일하는 기간2019~2053년', '35년'],
      ['국세청 인증 소득2019~2020년', '신고된 소득 없음'],
      ['국세청 인증 소득2021~2022년', '7,344만원'],
      ['건강보험 인증 연봉2023~2025년', '1억 8,000만원'],
      ['추정 소득2026~2053년', '26억 3,308만원'],
      ['적용한 연 소득 성장률', '3%'],
    ]);
    expect(screen.getByText(/인증된 해는 인증된 금액을 그대로 더하고, 나머지 해는 추정했어요/)).toBeDefined();
    expect(screen.getByText(/3%까지만 적용했어요/)).toBeDefined();
    expect(screen.getByText(/50세까지 오르고, 그 뒤 60세 은퇴까지는 그대로라고 봤어요/)).toBeDefined();
  });

  it('says where the growth rate comes from', () => {
    expect(growthNote({ growthRate: 2.4, growthBasis: 'OWN' })).toBe(
      '인증된 소득이 해마다 평균 2.4%씩 올라, 앞으로도 2.4%씩 오른다고 가정했어요.',
    );
    expect(growthNote({ growthRate: 0, growthBasis: 'NOT_RISING' })).toBe(
      '인증된 소득이 오르지 않아, 앞으로도 같은 금액을 번다고 가정했어요.',
    );
    expect(growthNote({ growthRate: 3, growthBasis: 'TOO_FEW_YEARS' })).toMatch(
      /국내 임금 상승률 수준인 3%를 적용했어요/,
    );
  });

  it('shares the money view and says the link was copied', async () => {
    const sent = serveApi(() => jsonResponse(shareContent('money')));
    renderWithApp(<MoneyView result={lifetimeResult} />);
    fireEvent.click(screen.getByRole('button', { name: '내 생애 소득 공유하기' }));
    await settle();
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/income/lifetime/share',
      body: { mode: 'money', eventId: EVENT_ID },
    });
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(shareContent('money').url);
    expect(screen.getByRole('status').textContent).toBe('링크를 복사했어요');
  });

  it('says so when the share link cannot be made', async () => {
    serveApi(() => errorResponse(500, 'INTERNAL', '서버 오류'));
    renderWithApp(<MoneyView result={lifetimeResult} />);
    fireEvent.click(screen.getByRole('button', { name: '내 생애 소득 공유하기' }));
    await settle();
    expect(screen.getByRole('status').textContent).toBe('공유할 링크를 만들지 못했어요. 잠시 후 다시 시도해 주세요.');
  });
});

describe('IncomeChart helpers', () => {
  it('summarises every year and whether it is verified', () => {
    expect(chartSummary(recentWindow.items)).toBe(
      '2021년부터 2025년까지 연도별 소득 막대그래프: 2021년 5,200만원(인증), 2022년 5,600만원(인증), ' +
        '2023년 5,800만원(추정), 2024년 6,000만원(추정), 2025년 1억 2,400만원(추정)',
    );
  });
});

describe('GraphView', () => {
  const serveWindows = () =>
    serveApi((request) => {
      const { startYear } = request.body as { startYear: number };
      if (startYear === 2021) return jsonResponse(recentWindow);
      if (startYear === 2016) return jsonResponse(earlierWindow);
      return jsonResponse({ ...recentWindow, startYear, endYear: startYear + 4, items: [] });
    });

  it('asks for the 5 years ending last year (KST) and draws them as an accessible chart with a table', async () => {
    const sent = serveWindows();
    renderWithApp(<GraphView eventId={EVENT_ID} retirementYear={2053} />);
    await settle();

    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/income/lifetime',
      body: { eventId: EVENT_ID, startYear: 2021, endYear: 2025 },
    });
    const chart = screen.getByRole('img', { name: /2021년부터 2025년까지/ });
    expect(chart.querySelectorAll('[data-kind="VERIFIED"]')).toHaveLength(2);
    expect(chart.querySelectorAll('[data-kind="ESTIMATED"]')).toHaveLength(3);
    expect(screen.getByText('인증 소득')).toBeDefined();
    expect(screen.getByText('추정 소득 (빗금)')).toBeDefined();

    const toggle = screen.getByRole('button', { name: '표로 보기' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '2021년5,200만원인증',
      '2022년5,600만원인증',
      '2023년5,800만원추정',
      '2024년6,000만원추정',
      '2025년1억 2,400만원추정',
    ]);
  });

  it('pages to the earlier 5 years while there are some, and on up to retirement', async () => {
    const sent = serveWindows();
    renderWithApp(<GraphView eventId={EVENT_ID} retirementYear={2033} />);
    await settle();
    const earlier = screen.getByRole('button', { name: '이전 5년' }) as HTMLButtonElement;
    const later = screen.getByRole('button', { name: '다음 5년' }) as HTMLButtonElement;

    fireEvent.click(earlier);
    await settle();
    expect(sent.at(-1)?.body).toEqual({ eventId: EVENT_ID, startYear: 2016, endYear: 2020 });
    expect(screen.getByRole('img', { name: /2016년부터 2020년까지/ })).toBeDefined();
    expect(earlier.disabled).toBe(true);

    fireEvent.click(later);
    await settle();
    expect(screen.getByRole('img', { name: /2021년부터 2025년까지/ })).toBeDefined();
    fireEvent.click(later);
    await settle();
    expect(sent.at(-1)?.body).toEqual({ eventId: EVENT_ID, startYear: 2026, endYear: 2030 });
    // 2031–2035 would end after retirement (2033).
    expect(later.disabled).toBe(true);
  });

  it('shares the graph', async () => {
    const sent = serveApi((request) =>
      request.path.endsWith('/share') ? jsonResponse(shareContent('graph')) : jsonResponse(recentWindow),
    );
    renderWithApp(<GraphView eventId={EVENT_ID} retirementYear={2053} />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '소득 그래프 공유하기' }));
    await settle();
    expect(sent.at(-1)?.body).toEqual({ mode: 'graph', eventId: EVENT_ID });
  });
});

describe('SecretView', () => {
  it("shows another job's average and median pay and the sample size, then the next job", async () => {
    const sent = serveApi((request) =>
      jsonResponse(
        request.query.get('prevName') === '개발' ? secretItem('디자인', { sampleSize: 87 }) : secretItem('개발'),
      ),
    );
    renderWithApp(<SecretView eventId={EVENT_ID} />);
    await settle();

    expect(sent[0].query.has('prevName')).toBe(false);
    expect(screen.getByRole('heading', { name: '개발 직군은 얼마나 받을까요?' })).toBeDefined();
    expect(screen.getByText('6,200만원')).toBeDefined();
    expect(screen.getByText('5,800만원')).toBeDefined();
    expect(screen.getByText('1,234명의 인증 연봉 기준')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: '다른 직군 보기' }));
    await settle();
    expect(sent.at(-1)?.query.get('prevName')).toBe('개발');
    expect(screen.getByRole('heading', { name: '디자인 직군은 얼마나 받을까요?' })).toBeDefined();
    expect(screen.getByText('87명의 인증 연봉 기준')).toBeDefined();
  });

  it('shows a friendly empty state when there is nothing to show', async () => {
    serveApi(() => errorResponse(404, 'NOT_FOUND', '직군 정보가 없습니다.'));
    renderWithApp(<SecretView eventId={EVENT_ID} />);
    await settle();
    expect(screen.getByRole('heading', { name: '아직 보여드릴 직군 연봉이 없어요' })).toBeDefined();
    expect(screen.queryByRole('button', { name: '다른 직군 보기' })).toBeNull();
    expect(screen.getByRole('button', { name: '친구에게 공유하기' })).toBeDefined();
  });
});
