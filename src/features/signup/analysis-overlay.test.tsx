import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYSIS_MS, AnalysisOverlay, analysisPhases } from './analysis-overlay';

const progress = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
const phase = () => screen.getByRole('dialog', { name: '경력 분석 중' }).querySelector('p')?.textContent;
const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AnalysisOverlay', () => {
  it('runs about 15 s in three phases by thirds, the bar moving all along, even when the answer came at once', () => {
    const onFinished = vi.fn();
    render(<AnalysisOverlay done onFinished={onFinished} />);
    expect(phase()).toBe(analysisPhases[0]);

    pass(ANALYSIS_MS / 3 - 400);
    expect(phase()).toBe('경력 정보를 조회하고 있어요');
    const early = progress();
    expect(early).toBeGreaterThan(20);

    pass(800);
    expect(phase()).toBe('2024년 소득을 확인하고 있어요');
    expect(progress()).toBeGreaterThan(early);

    pass(ANALYSIS_MS / 3);
    expect(phase()).toBe('예상 연봉을 불러오고 있어요');
    expect(onFinished).not.toHaveBeenCalled();

    pass(ANALYSIS_MS / 3);
    expect(progress()).toBe(100);
    expect(onFinished).toHaveBeenCalledOnce();
  });

  it('holds short of full while the answer is still out, and finishes when it comes', () => {
    const onFinished = vi.fn();
    const view = render(<AnalysisOverlay done={false} onFinished={onFinished} durationMs={3_000} />);
    pass(5_000);
    expect(progress()).toBe(95);
    expect(phase()).toBe(analysisPhases[2]);
    expect(onFinished).not.toHaveBeenCalled();

    view.rerender(<AnalysisOverlay done onFinished={onFinished} durationMs={3_000} />);
    expect(progress()).toBe(100);
    expect(onFinished).toHaveBeenCalledOnce();
  });
});
