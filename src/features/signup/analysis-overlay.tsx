/**
 * The analysis progress overlay (SPEC §2): about 15 s in three phases by thirds — career lookup,
 * 2024 income check, expected-salary loading. It only shows progress; the caller closes it.
 */
import { styled } from '@linaria/react';
import { useEffect, useState } from 'react';
import { color, font, radius, space } from '../../ui/tokens';

export const ANALYSIS_MS = 15_000;
const phases = ['경력 정보를 조회하고 있어요', '2024년 소득을 확인하고 있어요', '예상 연봉을 불러오고 있어요'] as const;

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
  transition: width 400ms linear;
`;

export function AnalysisOverlay({ done }: { done: boolean }) {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Math.min(Date.now() - started, ANALYSIS_MS)), 200);
    return () => clearInterval(timer);
  }, []);
  const progress = done ? 1 : Math.min(elapsed / ANALYSIS_MS, 0.95);
  const phase = done ? phases.length - 1 : Math.min(Math.floor((elapsed / ANALYSIS_MS) * phases.length), 2);
  return (
    <Overlay role="dialog" aria-modal="true" aria-label="경력 분석 중">
      <Phase aria-live="polite">{phases[phase]}</Phase>
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
