import { styled } from '@linaria/react';
import { color, font, radius, space } from '../../../ui/tokens';
import { CompanySelect } from '../pool/company-select';
import type { CurationItemDraft, CurationItemErrors } from './curation-rules';
import type { OfferTermsDraft } from './offer-rules';
import { OfferTermsFields } from './offer-terms-fields';

const Block = styled.fieldset`
  margin: 0 0 ${space.lg};
  padding: ${space.lg};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0 ${space.xs};
  font-weight: ${font.weight.bold};
`;

const Remove = styled.button`
  float: right;
  border: 0;
  background: none;
  color: ${color.textSub};
  font-size: ${font.size.caption};
  text-decoration: underline;
  cursor: pointer;
`;

export interface CurationItemFieldsProps {
  candidateId: string;
  index: number;
  item: CurationItemDraft;
  errors: CurationItemErrors;
  chosenElsewhere: readonly number[];
  hopeSalary: number | null;
  onChange: (item: CurationItemDraft) => void;
  /** Absent while the curation is at its minimum size. */
  onRemove?: () => void;
}

export function CurationItemFields({
  candidateId,
  index,
  item,
  errors,
  chosenElsewhere,
  hopeSalary,
  onChange,
  onRemove,
}: CurationItemFieldsProps) {
  const label = `회사 ${index + 1}`;
  return (
    <Block>
      <Legend>{label}</Legend>
      {onRemove ? (
        <Remove type="button" onClick={onRemove} aria-label={`${label} 빼기`}>
          빼기
        </Remove>
      ) : null}
      <CompanySelect
        candidateId={candidateId}
        label={`${label} 선택`}
        value={item.companyId}
        exclude={chosenElsewhere}
        error={errors.companyId}
        onChange={(companyId) => onChange({ ...item, companyId })}
      />
      <OfferTermsFields
        draft={item.terms}
        errors={errors}
        hopeSalary={hopeSalary}
        onChange={(patch: Partial<OfferTermsDraft>) => onChange({ ...item, terms: { ...item.terms, ...patch } })}
      />
    </Block>
  );
}
