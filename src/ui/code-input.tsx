/**
 * The 6-box one-time-code entry. One real input holds the value (so paste, SMS autofill and
 * screen readers work); the boxes only draw it. Six digits submit by themselves.
 */
import { styled } from '@linaria/react';
import { useEffect, useRef } from 'react';
import { formatMinutesSeconds } from '../lib/use-countdown';
import { color, font, radius } from './tokens';

const CODE_LENGTH = 6;

/** What every code entry says once its code's time is up. */
export const CODE_EXPIRED = '인증번호가 만료되었어요. 인증번호를 다시 받아 주세요.';

const Remaining = styled.span`
  color: ${color.primary};
  font-variant-numeric: tabular-nums;
`;

/** "남은 시간 4:59" under a code entry. */
export function CodeTimeLeft({ remaining }: { remaining: number }) {
  return (
    <span>
      남은 시간 <Remaining>{formatMinutesSeconds(remaining)}</Remaining>
    </span>
  );
}

const Wrap = styled.label`
  position: relative;
  display: grid;
  grid-template-columns: repeat(${CODE_LENGTH}, 1fr);
  gap: 8px;
`;

const HiddenInput = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  opacity: 0;
  font-size: 16px;
  caret-color: transparent;
`;

const Box = styled.span<{ $active: boolean; $invalid: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 56px;
  border-radius: ${radius.md};
  border: 2px solid ${(props) => (props.$invalid ? color.danger : props.$active ? color.primary : color.border)};
  background: ${color.surface};
  font-size: ${font.size.title};
  font-weight: ${font.weight.bold};
`;

export interface CodeInputProps {
  value: string;
  onChange: (value: string) => void;
  onComplete: (code: string) => void;
  invalid?: boolean;
  disabled?: boolean;
  label: string;
}

export function CodeInput({ value, onChange, onComplete, invalid = false, disabled, label }: CodeInputProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <Wrap>
      <HiddenInput
        ref={input}
        aria-label={label}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={value}
        disabled={disabled}
        aria-invalid={invalid}
        onChange={(event) => {
          const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, CODE_LENGTH);
          onChange(digits);
          if (digits.length === CODE_LENGTH) onComplete(digits);
        }}
      />
      {Array.from({ length: CODE_LENGTH }, (_, index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items
          key={index}
          aria-hidden="true"
          $active={index === Math.min(value.length, CODE_LENGTH - 1)}
          $invalid={invalid}
        >
          {value[index] ?? ''}
        </Box>
      ))}
    </Wrap>
  );
}
