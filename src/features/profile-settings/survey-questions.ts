/** The survey's questions and the words for willingness and isMajor (SPEC §3 survey codes Q1–Q3). */
import type { SURVEY_CODES, WILLINGNESS } from '../../contract/profile';

export interface SurveyQuestion {
  code: (typeof SURVEY_CODES)[number];
  question: string;
  /** The chosen label is stored as the answer, so operators read it as the candidate did. */
  choices: readonly string[];
}

export const SURVEY_QUESTIONS: readonly SurveyQuestion[] = [
  {
    code: 'Q1',
    question: '이직을 희망하는 시기는 언제인가요?',
    choices: ['3개월 이내', '6개월 이내', '1년 이내', '아직 정하지 않았어요'],
  },
  {
    code: 'Q2',
    question: '이직할 때 가장 중요한 조건은 무엇인가요?',
    choices: ['연봉', '성장할 수 있는 업무', '워라밸', '회사의 안정성', '함께 일할 동료와 문화'],
  },
  {
    code: 'Q3',
    question: '원하는 근무 형태는 무엇인가요?',
    choices: ['사무실 출근', '출근과 재택 병행', '전면 재택'],
  },
];

export const WILLINGNESS_QUESTION = '지금 이직할 생각이 얼마나 있나요?';
export const WILLINGNESS_OPTIONS: readonly { value: (typeof WILLINGNESS)[number]; label: string }[] = [
  { value: 'ACTIVE', label: '적극적으로 이직 준비 중' },
  { value: 'OPEN', label: '좋은 제안이면 고려' },
  { value: 'NOT_NOW', label: '당장은 생각 없음' },
];

export const IS_MAJOR_QUESTION = '전공과 관련된 직무인가요?';
export const IS_MAJOR_OPTIONS: readonly { value: boolean; label: string }[] = [
  { value: true, label: '예, 전공과 관련 있어요' },
  { value: false, label: '아니요, 전공과 관련 없어요' },
];
