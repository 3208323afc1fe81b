/**
 * Textarea with a counter (SPEC §5: default max 1000, 5 to 10 rows). At the limit it says
 * "{n}자까지 작성 가능해요" instead of silently refusing keys.
 */
import { styled } from '@linaria/react';
import { type TextareaHTMLAttributes, useId } from 'react';
import { color, font, radius, space } from './tokens';

const TEXT_AREA_DEFAULT_MAX = 1000;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  margin-bottom: ${space.lg};
`;

const Label = styled.label`
  font-size: ${font.size.caption};
  color: ${color.textSub};
`;

const Area = styled.textarea`
  padding: ${space.md} ${space.lg};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  font: inherit;
  font-size: ${font.size.body};
  line-height: 1.6;
  resize: vertical;

  &[aria-invalid='true'] {
    border-color: ${color.danger};
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${font.size.caption};
  color: ${color.textMuted};
`;

const Limit = styled.span`
  color: ${color.danger};
`;

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  error?: string;
}

export function TextArea({ label, value, onChange, maxLength = TEXT_AREA_DEFAULT_MAX, error, ...rest }: TextAreaProps) {
  const id = useId();
  const atLimit = value.length >= maxLength;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Area
        id={id}
        rows={5}
        value={value}
        maxLength={maxLength}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-footer`}
        onChange={(event) => onChange(event.currentTarget.value.slice(0, maxLength))}
        {...rest}
      />
      <Footer id={`${id}-footer`}>
        {error ? (
          <Limit role="alert">{error}</Limit>
        ) : atLimit ? (
          <Limit>{`${maxLength}자까지 작성 가능해요`}</Limit>
        ) : (
          <span />
        )}
        <span>{`${value.length}/${maxLength}`}</span>
      </Footer>
    </Field>
  );
}
