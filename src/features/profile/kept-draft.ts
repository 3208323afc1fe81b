/**
 * The edit form's unsaved changes across the reload of an update. The form holds its draft in
 * memory and guards leaving with `beforeunload`; 지금 업데이트 is the one reload it lets through,
 * once what is unsaved is kept here: in sessionStorage (like the message drafts, ui/use-session-
 * draft.ts), one key per candidate and per section of the form (the tabs), and only the sections
 * with changes — a section left alone is read fresh from the server when the page opens again.
 * The page forgets the draft once it has read it, so a plain reload later does not bring back
 * what the person chose to leave. A newly chosen file cannot survive a reload (a File is not storable): the
 * field keeps what was stored before, and the page asks for the file again.
 */
import { is, pick } from 'superstruct';
import { readDraft, writeDraft } from '../../ui/use-session-draft';
import { type ProfileDraft, StoredDraftShape } from './profile-draft';

export type DraftSection = 'resume' | 'more';
type FileField = 'resume' | 'portfolio';

/** The fields of each tab (profile-draft.ts tabOf says where an error shows; this, what a tab holds). */
const SECTION_FIELDS = {
  resume: ['careers', 'resume', 'portfolio', 'resumeUrl', 'portfolioUrl'],
  more: ['jobLabel', 'jobSubLabel', 'githubUrl', 'linkedinUrl', 'email', 'hashtags', 'agent'],
} as const satisfies Record<DraftSection, readonly (keyof ProfileDraft)[]>;
const SECTIONS = Object.keys(SECTION_FIELDS) as DraftSection[];
const FILE_FIELDS: readonly FileField[] = ['resume', 'portfolio'];

const KEPT_DRAFT_PREFIX = 'profile-edit-draft:';
export const keptDraftKey = (userId: string, section: DraftSection) => `${KEPT_DRAFT_PREFIX}${userId}:${section}`;

interface KeptSection {
  userId: string;
  values: Partial<ProfileDraft>;
  /** Fields whose newly chosen file could not be kept. */
  droppedFiles: FileField[];
}

const sectionOf = (draft: ProfileDraft, section: DraftSection) =>
  Object.fromEntries(SECTION_FIELDS[section].map((field) => [field, draft[field]])) as Partial<ProfileDraft>;

const plain = (values: Partial<ProfileDraft>) =>
  JSON.stringify(values, (_, item) =>
    item instanceof File ? `file:${item.name}:${item.size}:${item.lastModified}` : item,
  );

/**
 * Keeps the sections that differ from `saved` and forgets the others. 'kept' when something was
 * written, 'clean' when nothing differs, 'failed' when storage refused (the leave guard must stay).
 */
export function keepDraft(userId: string, draft: ProfileDraft, saved: ProfileDraft): 'kept' | 'clean' | 'failed' {
  let kept = false;
  for (const section of SECTIONS) {
    const values = sectionOf(draft, section);
    const unchanged = plain(values) === plain(sectionOf(saved, section));
    const droppedFiles = FILE_FIELDS.filter((field) => field in values && values[field] instanceof File);
    // A chosen File stands in for what was stored before; the notice asks for it again.
    for (const field of droppedFiles) values[field] = saved[field];
    const record: KeptSection = { userId, values, droppedFiles };
    if (!writeDraft(keptDraftKey(userId, section), unchanged ? '' : JSON.stringify(record))) return 'failed';
    kept ||= !unchanged;
  }
  return kept ? 'kept' : 'clean';
}

const shapeOf = (section: DraftSection) => pick(StoredDraftShape, [...SECTION_FIELDS[section]]);

function readSection(userId: string, section: DraftSection): KeptSection | undefined {
  const raw = readDraft(keptDraftKey(userId, section));
  if (!raw) return undefined;
  try {
    const record = JSON.parse(raw) as Partial<KeptSection>;
    // The key names the candidate already; the record says it again, so a copied key cannot cross.
    if (record.userId !== userId || !is(record.values, shapeOf(section))) return undefined;
    const droppedFiles = (Array.isArray(record.droppedFiles) ? record.droppedFiles : []).filter(
      (field): field is FileField => FILE_FIELDS.includes(field as FileField),
    );
    return { userId, values: record.values as Partial<ProfileDraft>, droppedFiles };
  } catch {
    return undefined;
  }
}

export interface RestoredDraft {
  draft: ProfileDraft;
  /** The sections that came back, in tab order. */
  sections: DraftSection[];
  /** A newly chosen file was lost with the reload and must be chosen again. */
  filesDropped: boolean;
}

/** The kept changes of `userId` laid over `fresh`; undefined when none. */
export function readKeptDraft(userId: string, fresh: ProfileDraft): RestoredDraft | undefined {
  let draft = fresh;
  const sections: DraftSection[] = [];
  let filesDropped = false;
  for (const section of SECTIONS) {
    const kept = readSection(userId, section);
    if (!kept) continue;
    draft = { ...draft, ...kept.values };
    sections.push(section);
    filesDropped ||= kept.droppedFiles.length > 0;
  }
  return sections.length > 0 ? { draft, sections, filesDropped } : undefined;
}

export function forgetKeptDraft(userId: string): void {
  for (const section of SECTIONS) writeDraft(keptDraftKey(userId, section), '');
}
