/** The major picker (SPEC §2, §4, §5): search from 1 character; majors are plain strings, typed by hand when not found. */
import { useMajorSearch } from './api';
import { MAJOR_QUERY_MIN } from './education-rules';
import { EducationSearchField, type SearchState } from './education-search-field';

function useMajorOptions(query: string): SearchState<string> {
  const search = useMajorSearch(query);
  return {
    status: search.status,
    options: (search.data?.items ?? []).map((major) => ({ key: major, name: major, value: major })),
  };
}

export interface MajorSearchFieldProps {
  value: string | undefined;
  onChange: (major: string | undefined) => void;
  error?: string;
}

export function MajorSearchField({ value, onChange, error }: MajorSearchFieldProps) {
  return (
    <EducationSearchField
      label="전공"
      placeholder="전공 이름을 검색해 주세요"
      minLength={MAJOR_QUERY_MIN}
      useSearch={useMajorOptions}
      freeEntry={(major) => major}
      selected={value ? { name: value } : undefined}
      onPick={onChange}
      onRemove={() => onChange(undefined)}
      error={error}
    />
  );
}
