/** Salary band, position and perks: the terms of one company's offer, in both send forms. */
import { styled } from '@linaria/react';
import { AmountField } from '../../../ui/amount-field';
import { ChipInput } from '../../../ui/chip-input';
import { FieldError } from '../../../ui/field-parts';
import { TextField } from '../../../ui/text-field';
import { color, font, space } from '../../../ui/tokens';
import { salaryOrDash } from '../shell/format';
import {
  type OfferTermsDraft,
  type OfferTermsErrors,
  PERK_LENGTH_MAX,
  PERKS_MAX,
  POSITION_MAX,
  perkProblem,
  SALARY_DIGITS,
} from './offer-rules';

const Band = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  column-gap: ${space.md};
`;

const BandError = styled(FieldError)`
  margin: -${space.sm} 0 ${space.lg};
`;

const Hint = styled.p`
  margin: 0 0 ${space.md};
  font-size: ${font.size.caption};
  color: ${color.textSub};

  & strong {
    color: ${color.primary};
  }
`;

export interface OfferTermsFieldsProps {
  draft: OfferTermsDraft;
  onChange: (patch: Partial<OfferTermsDraft>) => void;
  errors: OfferTermsErrors;
  hopeSalary: number | null;
}

export function OfferTermsFields({ draft, onChange, errors, hopeSalary }: OfferTermsFieldsProps) {
  return (
    <>
      <Hint>
        후보자 희망 연봉 <strong>{salaryOrDash(hopeSalary, '미입력')}</strong>
      </Hint>
      <Band>
        <AmountField
          label="연봉 최소 (만원)"
          maxDigits={SALARY_DIGITS}
          placeholder="예: 6,500"
          value={draft.salaryMin}
          error={errors.salaryMin}
          aria-invalid={Boolean(errors.salaryMin ?? errors.salaryBand)}
          onChange={(salaryMin) => onChange({ salaryMin })}
        />
        <AmountField
          label="연봉 최대 (만원)"
          maxDigits={SALARY_DIGITS}
          placeholder="예: 7,800"
          value={draft.salaryMax}
          error={errors.salaryMax}
          aria-invalid={Boolean(errors.salaryMax ?? errors.salaryBand)}
          onChange={(salaryMax) => onChange({ salaryMax })}
        />
      </Band>
      {errors.salaryBand ? <BandError role="alert">{errors.salaryBand}</BandError> : null}
      <TextField
        label="포지션"
        placeholder="예: 백엔드 시니어 엔지니어"
        maxLength={POSITION_MAX}
        value={draft.position}
        error={errors.position}
        onChange={(event) => onChange({ position: event.currentTarget.value })}
      />
      <ChipInput
        label={`혜택 (최대 ${PERKS_MAX}개)`}
        placeholder="예: 스톡옵션"
        maxLength={PERK_LENGTH_MAX}
        items={draft.offerItems}
        error={errors.offerItems}
        validate={perkProblem}
        onChange={(offerItems) => onChange({ offerItems })}
      />
    </>
  );
}
