/** The company an agent or operator sends for: only those that may see the candidate (GET /biz/candidates/{id}/companies). */
import { SelectField } from '../../../ui/select-field';
import { useCandidateCompanies } from '../shell/api';

export interface CompanySelectProps {
  candidateId: string;
  label?: string;
  value: number | undefined;
  onChange: (companyId: number) => void;
  error?: string;
  /** Companies already chosen elsewhere in the same form, offered no more. */
  exclude?: readonly number[];
}

export function CompanySelect({
  candidateId,
  label = '보내는 회사',
  value,
  onChange,
  error,
  exclude = [],
}: CompanySelectProps) {
  const companies = useCandidateCompanies(candidateId);
  const options = (companies.data?.items ?? [])
    .filter((company) => company.id === value || !exclude.includes(company.id))
    .map((company) => ({ value: company.id, label: `${company.name} (${company.industry})` }));
  return (
    <SelectField
      label={label}
      options={options}
      value={value}
      onChange={onChange}
      placeholder={companies.isPending ? '회사 목록을 불러오는 중…' : '회사를 선택해 주세요'}
      error={error ?? (companies.isError ? '회사 목록을 불러오지 못했습니다.' : undefined)}
    />
  );
}
