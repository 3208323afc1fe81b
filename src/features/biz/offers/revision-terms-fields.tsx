/** The revised band and perks: the send form's fields without the position, which a revision keeps. */
import { styled } from '@linaria/react';
import { AmountField } from '../../../ui/amount-field';
import { ChipInput } from '../../../ui/chip-input';
import { FieldError } from '../../../ui/field-parts';
import { color, font, space } from '../../../ui/tokens';
import { salaryOrDash } from '../shell/format';
import { PERK_LENGTH_MAX, PERKS_MAX, perkProblem, SALARY_DIGITS } from './offer-rules';
import type { RevisionDraft, RevisionErrors } from './revision-rules';

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

export interface RevisionTermsFieldsProps {
  draft: RevisionDraft;
  onChange: (patch: Partial<RevisionDraft>) => void;
  errors: RevisionErrors;
  /** The band as offered, e.g. "6,500~7,800만원": the new one may not go under it. */
  before: string;
  hopeSalary: number | null;
}

export function RevisionTermsFields({ draft, onChange, errors, before, hopeSalary }: RevisionTermsFieldsProps) {
  return (
    <>
      <Hint>
        처음 제안 <strong>{before}</strong> · 후보자 희망 연봉 <strong>{salaryOrDash(hopeSalary, '미입력')}</strong>
      </Hint>
      <Band>
        <AmountField
          label="조정한 연봉 최소 (만원)"
          maxDigits={SALARY_DIGITS}
          value={draft.salaryMin}
          error={errors.salaryMin}
          aria-invalid={Boolean(errors.salaryMin ?? errors.salaryBand)}
          onChange={(salaryMin) => onChange({ salaryMin })}
        />
        <AmountField
          label="조정한 연봉 최대 (만원)"
          maxDigits={SALARY_DIGITS}
          value={draft.salaryMax}
          error={errors.salaryMax}
          aria-invalid={Boolean(errors.salaryMax ?? errors.salaryBand)}
          onChange={(salaryMax) => onChange({ salaryMax })}
        />
      </Band>
      {errors.salaryBand ? <BandError role="alert">{errors.salaryBand}</BandError> : null}
      <ChipInput
        label={`혜택 (최대 ${PERKS_MAX}개)`}
        placeholder="예: 사이닝 보너스"
        maxLength={PERK_LENGTH_MAX}
        items={draft.offerItems}
        error={errors.offerItems}
        validate={perkProblem}
        onChange={(offerItems) => onChange({ offerItems })}
      />
    </>
  );
}
