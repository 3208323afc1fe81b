/**
 * Where the candidate is in the sign-up: "2/5" over a thin bar. Five steps — job, agreements,
 * career verification (with its confirmation), salary (the tax office's detour included), education.
 */
import { styled } from '@linaria/react';
import { color, font, radius, space } from '../../ui/tokens';

const SIGNUP_STEP_COUNT = 5;
export type SignupStep = 1 | 2 | 3 | 4 | 5;

const Indicator = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.md};
  margin-bottom: ${space.sm};
`;

const Count = styled.span`
  flex: none;
  font-size: ${font.size.caption};
  font-weight: ${font.weight.bold};
  color: ${color.primary};
  font-variant-numeric: tabular-nums;
`;

const Track = styled.div`
  flex: 1;
  height: 4px;
  border-radius: ${radius.pill};
  background: ${color.border};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  border-radius: ${radius.pill};
  background: ${color.primary};
`;

export function StepIndicator({ step }: { step: SignupStep }) {
  return (
    <Indicator
      role="progressbar"
      aria-label={`${SIGNUP_STEP_COUNT}단계 중 ${step}단계`}
      aria-valuemin={1}
      aria-valuemax={SIGNUP_STEP_COUNT}
      aria-valuenow={step}
    >
      <Count aria-hidden="true">
        {step}/{SIGNUP_STEP_COUNT}
      </Count>
      <Track>
        <Fill style={{ width: `${(step / SIGNUP_STEP_COUNT) * 100}%` }} />
      </Track>
    </Indicator>
  );
}
