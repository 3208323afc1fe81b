/** Salary band, position and perks: the terms of one company's offer, in both send forms, and of a revision. */
import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
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

/** The band and perks every set of terms has; `children` comes between them (the send forms' position). */
interface BandAndPerksProps {
  draft: { salaryMin: string; salaryMax: string; offerItems: string[] };
  onChange: (patch: { salaryMin?: string; salaryMax?: string; offerItems?: string[] }) => void;
  errors: Partial<Record<'salaryMin' | 'salaryMax' | 'salaryBand' | 'offerItems', string>>;
  hopeSalary: number | null;
  /** A revision's: the band as offered, which the new one may not go under (e.g. "6,500~7,800만원"). */
  before?: string;
  children?: ReactNode;
}

function BandAndPerks({ draft, onChange, errors, hopeSalary, before, children }: BandAndPerksProps) {
  const band = before === undefined ? '연봉' : '조정한 연봉';
  return (
    <>
      <Hint>
        {before === undefined ? null : (
          <>
            처음 제안 <strong>{before}</strong>
            {' · '}
          </>
        )}
        후보자 희망 연봉 <strong>{salaryOrDash(hopeSalary, '미입력')}</strong>
      </Hint>
      <Band>
        <AmountField
          label={`${band} 최소 (만원)`}
          maxDigits={SALARY_DIGITS}
          placeholder={before === undefined ? '예: 6,500' : undefined}
          value={draft.salaryMin}
          error={errors.salaryMin}
          aria-invalid={Boolean(errors.salaryMin ?? errors.salaryBand)}
          onChange={(salaryMin) => onChange({ salaryMin })}
        />
        <AmountField
          label={`${band} 최대 (만원)`}
          maxDigits={SALARY_DIGITS}
          placeholder={before === undefined ? '예: 7,800' : undefined}
          value={draft.salaryMax}
          error={errors.salaryMax}
          aria-invalid={Boolean(errors.salaryMax ?? errors.salaryBand)}
          onChange={(salaryMax) => onChange({ salaryMax })}
        />
      </Band>
      {errors.salaryBand ? <BandError role="alert">{errors.salaryBand}</BandError> : null}
      {children}
      <ChipInput
        label={`혜택 (최대 ${PERKS_MAX}개)`}
        placeholder={before === undefined ? '예: 스톡옵션' : '예: 사이닝 보너스'}
        maxLength={PERK_LENGTH_MAX}
        items={draft.offerItems}
        error={errors.offerItems}
        validate={perkProblem}
        onChange={(offerItems) => onChange({ offerItems })}
      />
    </>
  );
}

export interface OfferTermsFieldsProps {
  draft: OfferTermsDraft;
  onChange: (patch: Partial<OfferTermsDraft>) => void;
  errors: OfferTermsErrors;
  hopeSalary: number | null;
}

export function OfferTermsFields({ draft, onChange, errors, hopeSalary }: OfferTermsFieldsProps) {
  return (
    <BandAndPerks draft={draft} onChange={onChange} errors={errors} hopeSalary={hopeSalary}>
      <TextField
        label="포지션"
        placeholder="예: 백엔드 시니어 엔지니어"
        maxLength={POSITION_MAX}
        value={draft.position}
        error={errors.position}
        onChange={(event) => onChange({ position: event.currentTarget.value })}
      />
    </BandAndPerks>
  );
}

export interface RevisionTermsFieldsProps {
  draft: RevisionDraft;
  onChange: (patch: Partial<RevisionDraft>) => void;
  errors: RevisionErrors;
  /** The band as offered, e.g. "6,500~7,800만원": the new one may not go under it. */
  before: string;
  hopeSalary: number | null;
}

/** The revised band and perks: the send form's fields without the position, which a revision keeps. */
export function RevisionTermsFields({ draft, onChange, errors, before, hopeSalary }: RevisionTermsFieldsProps) {
  return <BandAndPerks draft={draft} onChange={onChange} errors={errors} hopeSalary={hopeSalary} before={before} />;
}
