/**
 * The profile edit form's state and rules (SPEC §3 profile form, §5 validation). A file field
 * holds a stored file's id, a newly chosen File, or null.
 */
import { array, boolean, nullable, number, string, type } from 'superstruct';
import {
  CAREER_DETAIL_MAX,
  EMAIL,
  INVALID_EMAIL_MESSAGE,
  INVALID_URL_MESSAGE,
  LINKEDIN_URL,
  type MorePatch,
  type ProfileV3,
  WEB_URL,
} from '../../contract/profile';
import { YEAR_MONTH } from '../../contract/validators';

export interface CareerDraft {
  key: string;
  id?: number;
  company: string;
  job: string;
  start: string;
  end: string;
  detail: string;
  hide: boolean;
  verified: boolean;
}

export interface StoredFileRef {
  id: number;
  name: string;
}

export interface ProfileDraft {
  careers: CareerDraft[];
  resume: File | StoredFileRef | null;
  portfolio: File | StoredFileRef | null;
  resumeUrl: string;
  portfolioUrl: string;
  githubUrl: string;
  linkedinUrl: string;
  email: string;
  hashtags: string[];
  agent: boolean;
  /** The job pair (SPEC §3); free entry is under "기타". */
  jobLabel: string;
  jobSubLabel: string;
}

export type DraftErrors = Partial<Record<string, string>>;

const StoredRefShape = nullable(type({ id: number(), name: string() }));
/**
 * Checks a draft read back from storage — the outbox's IndexedDB, or sessionStorage across an
 * update — which may come from an older build. Files are stored ones there (a File is not kept).
 */
export const StoredDraftShape = type({
  careers: array(
    type({
      key: string(),
      company: string(),
      job: string(),
      start: string(),
      end: string(),
      detail: string(),
      hide: boolean(),
      verified: boolean(),
    }),
  ),
  resume: StoredRefShape,
  portfolio: StoredRefShape,
  resumeUrl: string(),
  portfolioUrl: string(),
  githubUrl: string(),
  linkedinUrl: string(),
  email: string(),
  hashtags: array(string()),
  agent: boolean(),
  jobLabel: string(),
  jobSubLabel: string(),
});

export function draftOf(profile: ProfileV3): ProfileDraft {
  return {
    careers: profile.careerItems.map((career) => ({ ...career, key: `career-${career.id}` })),
    resume: profile.resumeFile ? { id: profile.resumeFile.id, name: profile.resumeFile.name } : null,
    portfolio: profile.portfolioFile ? { id: profile.portfolioFile.id, name: profile.portfolioFile.name } : null,
    resumeUrl: profile.resumeUrl,
    portfolioUrl: profile.portfolioUrl,
    githubUrl: profile.githubUrl,
    linkedinUrl: profile.linkedinUrl,
    email: profile.email,
    hashtags: profile.hashtags,
    agent: profile.agent,
    jobLabel: profile.jobLabel,
    jobSubLabel: profile.jobSubLabel,
  };
}

export function validateDraft(draft: ProfileDraft): DraftErrors {
  const errors: DraftErrors = {};
  for (const field of ['resumeUrl', 'portfolioUrl', 'githubUrl'] as const) {
    const value = draft[field].trim();
    if (value && !WEB_URL.test(value)) errors[field] = INVALID_URL_MESSAGE;
  }
  const linkedin = draft.linkedinUrl.trim();
  if (linkedin && !LINKEDIN_URL.test(linkedin)) errors.linkedinUrl = INVALID_URL_MESSAGE;
  const email = draft.email.trim();
  if (email && !EMAIL.test(email)) errors.email = INVALID_EMAIL_MESSAGE;
  draft.careers.forEach((career, index) => {
    if (!career.company.trim()) errors[`careers.${index}.company`] = '회사 이름을 입력해 주세요.';
    if (!career.job.trim()) errors[`careers.${index}.job`] = '직무를 입력해 주세요.';
    if (!YEAR_MONTH.test(career.start)) errors[`careers.${index}.start`] = '입사 연월을 선택해 주세요.';
    if (career.end && (!YEAR_MONTH.test(career.end) || career.end < career.start)) {
      errors[`careers.${index}.end`] = '퇴사 연월은 입사 연월보다 빠를 수 없어요.';
    }
    if (career.detail.length > CAREER_DETAIL_MAX)
      errors[`careers.${index}.detail`] = `${CAREER_DETAIL_MAX}자까지 작성 가능해요`;
  });
  return errors;
}

const fileIdOf = (value: File | StoredFileRef | null, uploaded: number | null) =>
  value instanceof File ? uploaded : (value?.id ?? null);

/** The body of PATCH /v2/users/more/{id}, once chosen files were uploaded. */
export function patchOf(draft: ProfileDraft, uploaded: { resume: number | null; portfolio: number | null }): MorePatch {
  return {
    email: draft.email.trim(),
    resumeUrl: draft.resumeUrl.trim(),
    portfolioUrl: draft.portfolioUrl.trim(),
    resumeFileId: fileIdOf(draft.resume, uploaded.resume),
    portfolioFileId: fileIdOf(draft.portfolio, uploaded.portfolio),
    githubUrl: draft.githubUrl.trim(),
    linkedinUrl: draft.linkedinUrl.trim(),
    hashtags: draft.hashtags,
    careerItems: draft.careers.map(({ id, company, job, start, end, detail, hide }) => ({
      ...(id === undefined ? {} : { id }),
      company: company.trim(),
      job: job.trim(),
      start,
      end,
      detail,
      hide,
    })),
    agent: draft.agent,
    // Optional in the patch: sent only as a whole pair, so an account without one keeps it unset.
    ...(draft.jobLabel.trim() && draft.jobSubLabel.trim()
      ? { jobLabel: draft.jobLabel.trim(), jobSubLabel: draft.jobSubLabel.trim() }
      : {}),
  };
}

/** A value as comparable text; a newly chosen file by its name, size and date. */
const plain = (value: unknown) =>
  JSON.stringify(value, (_, item) =>
    item instanceof File ? `file:${item.name}:${item.size}:${item.lastModified}` : item,
  );

/** Whether anything differs from what was loaded (a newly chosen file always counts). */
export function isDirty(draft: ProfileDraft, initial: ProfileDraft): boolean {
  return plain(draft) !== plain(initial);
}

/** What changes together: the job pair is one choice, the careers one list. */
const DRAFT_PARTS: readonly (readonly (keyof ProfileDraft)[])[] = [
  ['careers'],
  ['resume'],
  ['portfolio'],
  ['resumeUrl'],
  ['portfolioUrl'],
  ['githubUrl'],
  ['linkedinUrl'],
  ['email'],
  ['hashtags'],
  ['agent'],
  ['jobLabel', 'jobSubLabel'],
];

/**
 * The form moved onto a newer copy of the profile (the server's, arriving after the form opened
 * from the copy kept on the device): each part the candidate changed keeps the change, every other
 * part takes the newer value, so saving does not undo what was changed elsewhere meanwhile.
 */
export function rebaseDraft(draft: ProfileDraft, base: ProfileDraft, newer: ProfileDraft): ProfileDraft {
  const rebased: ProfileDraft = { ...newer };
  for (const part of DRAFT_PARTS) {
    const changed = part.some((field) => plain(draft[field]) !== plain(base[field]));
    if (changed) Object.assign(rebased, Object.fromEntries(part.map((field) => [field, draft[field]])));
  }
  return rebased;
}

const SHOWN_CAREER_FIELDS = ['company', 'job', 'start', 'end', 'detail'];
const SHOWN_FIELDS = ['email', 'githubUrl', 'linkedinUrl', 'resumeUrl', 'portfolioUrl'];

/**
 * Where the form shows an error the server named (its fields are the patch's: careerItems.N.x,
 * resumeFileId, hashtags.N); undefined when no field of the form holds it.
 */
export function formFieldOf(serverField: string): string | undefined {
  const career = /^careerItems\.(\d+)\.(\w+)$/.exec(serverField);
  if (career) return SHOWN_CAREER_FIELDS.includes(career[2]) ? `careers.${career[1]}.${career[2]}` : undefined;
  if (serverField === 'resumeFileId') return 'resume';
  if (serverField === 'portfolioFileId') return 'portfolio';
  if (serverField === 'hashtags' || serverField.startsWith('hashtags.')) return 'hashtags';
  if (serverField === 'jobLabel' || serverField === 'jobSubLabel') return 'jobLabel';
  return SHOWN_FIELDS.includes(serverField) ? serverField : undefined;
}

/** The tab that holds a form field. */
export const tabOf = (field: string): 'resume' | 'more' =>
  ['email', 'githubUrl', 'linkedinUrl', 'hashtags', 'jobLabel'].includes(field) ? 'more' : 'resume';

/** SPEC §8: "이력서 파일 첨부가 되지 않았습니다. 이대로 전송할까요?" when no resume is attached. */
export const lacksResume = (draft: ProfileDraft) => draft.resume === null && draft.resumeUrl.trim() === '';

export const newCareer = (): CareerDraft => ({
  key: `new-${crypto.randomUUID()}`,
  company: '',
  job: '',
  start: '',
  end: '',
  detail: '',
  hide: false,
  verified: false,
});
