/**
 * E-mail and password sign-in, for the staff's and partners' pages alike: what was typed stays after
 * a refused attempt, each field says what is wrong once the form was sent, and the server's refusal
 * is shown above the button as the page words it.
 */
import { type FormEvent, useState } from 'react';
import { Button } from './button';
import { ErrorText } from './error-text';
import { TextField } from './text-field';

export interface SignInDraft {
  email: string;
  password: string;
}

export type SignInErrors = Partial<Record<keyof SignInDraft, string>>;

export interface PasswordSignInFormProps {
  /** The form's accessible name, e.g. "비즈니스 로그인". */
  label: string;
  validate: (draft: SignInDraft) => SignInErrors;
  emailMax: number;
  passwordMax: number;
  pending: boolean;
  /** The server's refusal, in the page's words. */
  refusal: string | undefined;
  /** Called with the e-mail trimmed, once the draft passes `validate`. */
  onSubmit: (draft: SignInDraft) => void;
}

export function PasswordSignInForm({
  label,
  validate,
  emailMax,
  passwordMax,
  pending,
  refusal,
  onSubmit,
}: PasswordSignInFormProps) {
  const [draft, setDraft] = useState<SignInDraft>({ email: '', password: '' });
  const [errors, setErrors] = useState<SignInErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const update = (patch: Partial<SignInDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (submitted) setErrors(validate(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    const found = validate(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ email: draft.email.trim(), password: draft.password });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <TextField
        label="이메일"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="username"
        value={draft.email}
        error={errors.email}
        maxLength={emailMax}
        onChange={(event) => update({ email: event.currentTarget.value })}
      />
      <TextField
        label="비밀번호"
        name="password"
        type="password"
        autoComplete="current-password"
        value={draft.password}
        error={errors.password}
        maxLength={passwordMax}
        onChange={(event) => update({ password: event.currentTarget.value })}
      />
      {refusal ? <ErrorText role="alert">{refusal}</ErrorText> : null}
      <Button type="submit" disabled={pending}>
        {pending ? '로그인 중…' : '로그인'}
      </Button>
    </form>
  );
}
