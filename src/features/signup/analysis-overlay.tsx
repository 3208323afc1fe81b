/**
 * The analysis progress overlay (SPEC §2, §9): about 15 s in three phases by thirds — career
 * lookup, 2024 income check, expected-salary loading — over a bar that fills as time passes. It
 * runs its whole course even when the answer comes sooner, holds short of full while the answer
 * is still out, and reports once both are over. The caller closes it (at once on an error).
 */
import { styled } from '@linaria/react';
import { useEffect, useRef, useState } from 'react';
import { color, font, radius, space } from '../../ui/tokens';

/** SPEC §9: the analysis animation lasts 15 s. */
export const ANALYSIS_MS = 15_000;
const TICK_MS = 200;
/** Where the bar waits while the answer is still out after the animation's time. */
const WAITING_PROGRESS = 0.95;
export const analysisPhases = [
  '경력 정보를 조회하고 있어요',
  '2024년 소득을 확인하고 있어요',
  '예상 연봉을 불러오고 있어요',
] as const;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 95;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space.lg};
  padding: ${space.xl};
  background: ${color.surface};
  text-align: center;
`;

const Phase = styled.p`
  margin: 0;
  font-size: ${font.size.title};
  font-weight: ${font.weight.bold};
`;

const Track = styled.div`
  width: 100%;
  max-width: 320px;
  height: 8px;
  border-radius: ${radius.pill};
  background: ${color.background};
  overflow: hidden;
`;

const Bar = styled.div`
  height: 100%;
  background: ${color.primary};
  /* Reduced motion: global-styles.ts shortens every transition, and the bar still fills tick by tick. */
  transition: width ${TICK_MS}ms linear;
`;

export interface AnalysisOverlayProps {
  /** The answer is in (the verification succeeded). */
  done: boolean;
  /** Called once, when the animation's time has passed and the answer is in. */
  onFinished?: () => void;
  /** The animation's length; tests shorten it. */
  durationMs?: number;
}

export function AnalysisOverlay({ done, onFinished, durationMs = ANALYSIS_MS }: AnalysisOverlayProps) {
  const [elapsed, setElapsed] = useState(0);
  const finished = useRef(false);
  const report = useRef(onFinished);
  report.current = onFinished;

  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Math.min(Date.now() - started, durationMs)), TICK_MS);
    return () => clearInterval(timer);
  }, [durationMs]);

  const timeUp = elapsed >= durationMs;
  useEffect(() => {
    if (!timeUp || !done || finished.current) return;
    finished.current = true;
    report.current?.();
  }, [timeUp, done]);

  const share = elapsed / durationMs;
  const progress = timeUp && done ? 1 : Math.min(share, WAITING_PROGRESS);
  const phase = Math.min(Math.floor(share * analysisPhases.length), analysisPhases.length - 1);
  return (
    <Overlay role="dialog" aria-modal="true" aria-label="경력 분석 중">
      <Phase aria-live="polite">{analysisPhases[phase]}</Phase>
      <Track
        role="progressbar"
        aria-label="분석 진행률"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
      >
        <Bar style={{ width: `${progress * 100}%` }} />
      </Track>
    </Overlay>
  );
}
