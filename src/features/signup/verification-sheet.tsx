/**
 * The career-verification sheet: messenger (kakao) or PASS, then who the candidate is. PASS
 * needs a telecom and the third-party consent. Errors show once a field has been left.
 */
import { useState } from 'react';
import { formatPhone, PHONE_MAX_LENGTH } from '../../lib/phone';
import { BottomSheet } from '../../ui/bottom-sheet';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { ChoiceGroup } from '../../ui/choice-group';
import { TextField } from '../../ui/text-field';
import { TELECOM_OPTIONS, VERIFY_METHOD_OPTIONS } from '../../ui/verification-options';
import type { Telecom } from './state';
import {
  emptyVerificationForm,
  isVerificationFormValid,
  type VerificationForm,
  verificationErrors,
} from './verification-form';

const genders = [
  { value: '남성', label: '남성' },
  { value: '여성', label: '여성' },
] as const;

export interface VerificationSheetProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onSubmit: (form: VerificationForm) => void;
}

export function VerificationSheet({ open, busy, onClose, onSubmit }: VerificationSheetProps) {
  const [form, setForm] = useState<VerificationForm>(emptyVerificationForm);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const errors = verificationErrors(form);
  const shown = (field: keyof typeof errors) => (touched[field] ? errors[field] : undefined);
  const update = (change: Partial<VerificationForm>) => setForm((current) => ({ ...current, ...change }));
  const leave = (field: string) => () => setTouched((current) => ({ ...current, [field]: true }));

  return (
    <BottomSheet open={open} title="경력 인증 방법을 선택해 주세요" onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (isVerificationFormValid(form)) onSubmit(form);
        }}
      >
        <ChoiceGroup
          legend="인증 방법"
          options={VERIFY_METHOD_OPTIONS}
          value={form.loginTypeLevel}
          onChange={(loginTypeLevel) => update({ loginTypeLevel })}
        />
        {form.loginTypeLevel === 5 ? (
          <ChoiceGroup<Telecom>
            legend="통신사"
            options={TELECOM_OPTIONS}
            value={form.telecom}
            onChange={(telecom) => update({ telecom })}
          />
        ) : null}
        <TextField
          label="이름"
          autoComplete="name"
          value={form.name}
          error={shown('name')}
          onChange={(event) => update({ name: event.currentTarget.value })}
          onBlur={leave('name')}
        />
        <TextField
          label="생년월일 8자리"
          inputMode="numeric"
          placeholder="예: 19930415"
          maxLength={8}
          value={form.birthday}
          error={shown('birthday')}
          onChange={(event) => update({ birthday: event.currentTarget.value.replace(/\D/g, '').slice(0, 8) })}
          onBlur={leave('birthday')}
        />
        <ChoiceGroup legend="성별" options={genders} value={form.gender} onChange={(gender) => update({ gender })} />
        <TextField
          label="휴대전화 번호"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="010-0000-0000"
          maxLength={PHONE_MAX_LENGTH}
          value={form.phone}
          error={shown('phone')}
          onChange={(event) => update({ phone: formatPhone(event.currentTarget.value) })}
          onBlur={leave('phone')}
        />
        {form.loginTypeLevel === 5 ? (
          <Checkbox checked={form.passConsent} onChange={(passConsent) => update({ passConsent })}>
            [필수] 본인확인 서비스 제3자 정보 제공에 동의합니다.
          </Checkbox>
        ) : null}
        <Button type="submit" disabled={!isVerificationFormValid(form) || busy}>
          {busy ? '인증 요청 중…' : '인증 요청하기'}
        </Button>
      </form>
    </BottomSheet>
  );
}
