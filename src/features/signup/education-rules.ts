/** The education step's input rules (SPEC §5: search lengths, debounce, stripped characters; at most 10). */
import { type Degree, SCHOOL_PERIOD_MESSAGE, type SchoolEntry } from '../../contract/education';
import { typedSearchText } from '../../contract/search-text';
import { YEAR_MONTH } from '../../contract/validators';

export const SCHOOL_QUERY_MIN = 2; // characters before a school search starts
export const MAJOR_QUERY_MIN = 1; // characters before a major search starts
export const SEARCH_TEXT_MAX = 50; // characters, as the search endpoints accept
export const SEARCH_DEBOUNCE_MS = 500;
/** The type of a school typed by hand (SPEC §3: "other" in Korean wording). */
export const FREE_ENTRY_TYPE = '기타';

export const educationMessages = {
  noResults: '검색 결과가 없습니다.',
  school: '학교를 선택해 주세요.',
  degree: '학위를 선택해 주세요.',
  start: '입학 연월을 입력해 주세요.',
  startFormat: '입학 연월을 2020-03처럼 입력해 주세요.',
  end: '졸업 연월을 입력하거나 재학 중을 선택해 주세요.',
  endFormat: '졸업 연월을 2024-02처럼 입력해 주세요.',
  periodOrder: SCHOOL_PERIOD_MESSAGE,
} as const;

/** Korean, latin letters, digits and single spaces; everything else is stripped as it is typed. */
export const sanitizeSearchText = (value: string) => typedSearchText(value, SEARCH_TEXT_MAX);

/** The text to search for, or '' while it is shorter than `minLength`. */
export function searchQueryOf(text: string, minLength: number): string {
  const query = text.trim();
  return query.length >= minLength ? query : '';
}

export interface ChosenSchool {
  type: string;
  name: string;
}

/** The add/edit form as typed; months are YYYY-MM as a month input gives them. */
export interface EducationDraft {
  school: ChosenSchool | undefined;
  major: string | undefined;
  degree: Degree | undefined;
  start: string;
  end: string;
  attending: boolean;
}

type DraftField = 'school' | 'degree' | 'start' | 'end';
export type DraftErrors = Partial<Record<DraftField, string>>;

export const emptyDraft: EducationDraft = {
  school: undefined,
  major: undefined,
  degree: undefined,
  start: '',
  end: '',
  attending: false,
};

/** A stored entry as the form shows it; a school's type is not stored, so it is unknown here. */
export function draftFromEntry(entry: SchoolEntry): EducationDraft {
  return {
    school: { type: '', name: entry.school },
    major: entry.major || undefined,
    degree: entry.degree,
    start: entry.start,
    end: entry.end,
    attending: entry.end === '',
  };
}

export function draftErrors(draft: EducationDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.school) errors.school = educationMessages.school;
  if (!draft.degree) errors.degree = educationMessages.degree;
  if (draft.start === '') errors.start = educationMessages.start;
  else if (!YEAR_MONTH.test(draft.start)) errors.start = educationMessages.startFormat;
  if (!draft.attending) {
    if (draft.end === '') errors.end = educationMessages.end;
    else if (!YEAR_MONTH.test(draft.end)) errors.end = educationMessages.endFormat;
    else if (!errors.start && draft.end < draft.start) errors.end = educationMessages.periodOrder;
  }
  return errors;
}

/** The entry to send, or undefined while the draft has errors. */
export function entryFromDraft(draft: EducationDraft): SchoolEntry | undefined {
  if (Object.keys(draftErrors(draft)).length > 0 || !draft.school || !draft.degree) return undefined;
  return {
    school: draft.school.name,
    major: draft.major ?? '',
    degree: draft.degree,
    start: draft.start,
    end: draft.attending ? '' : draft.end,
  };
}

const dotted = (month: string) => month.replace('-', '.');

/** "2012.03 ~ 2016.02", or "2016.03 ~ 재학 중". */
export const formatPeriod = (start: string, end: string) => `${dotted(start)} ~ ${end ? dotted(end) : '재학 중'}`;
