import { styled } from '@linaria/react';
import { forwardRef, type InputHTMLAttributes, useId } from 'react';
import { color, font, radius, space } from './tokens';

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

const Input = styled.input`
  height: 52px;
  padding: 0 ${space.lg};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  font-size: ${font.size.bodyLarge};

  &[aria-invalid='true'] {
    border-color: ${color.danger};
  }
`;

const Message = styled.p`
  margin: 0;
  font-size: ${font.size.caption};
  color: ${color.danger};
`;

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
}

/** forwardRef rather than a ref prop: the shipped build is preact/compat. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, ...input },
  ref,
) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input
        ref={ref}
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? messageId : undefined}
        {...input}
      />
      {error ? (
        <Message id={messageId} role="alert">
          {error}
        </Message>
      ) : null}
    </Field>
  );
});
