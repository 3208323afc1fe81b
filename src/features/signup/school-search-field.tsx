/** The school picker (SPEC §2, §4, §5): search from 2 characters; a school not found is typed by hand as "기타". */
import { useSchoolSearch } from './api';
import { type ChosenSchool, FREE_ENTRY_TYPE, SCHOOL_QUERY_MIN } from './education-rules';
import { EducationSearchField, type SearchState } from './education-search-field';

function useSchoolOptions(query: string): SearchState<ChosenSchool> {
  const search = useSchoolSearch(query);
  return {
    status: search.status,
    options: (search.data?.items ?? []).map((school) => ({
      key: school.name,
      name: school.name,
      detail: school.type,
      value: school,
    })),
  };
}

export interface SchoolSearchFieldProps {
  value: ChosenSchool | undefined;
  onChange: (school: ChosenSchool | undefined) => void;
  error?: string;
}

export function SchoolSearchField({ value, onChange, error }: SchoolSearchFieldProps) {
  return (
    <EducationSearchField
      label="학교"
      placeholder="학교 이름을 검색해 주세요"
      minLength={SCHOOL_QUERY_MIN}
      useSearch={useSchoolOptions}
      freeEntry={(name) => ({ type: FREE_ENTRY_TYPE, name })}
      selected={value ? { name: value.name, detail: value.type || undefined } : undefined}
      onPick={onChange}
      onRemove={() => onChange(undefined)}
      error={error}
    />
  );
}
