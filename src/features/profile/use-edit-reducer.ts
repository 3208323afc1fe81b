/**
 * The profile editor's state in one place (edit-page.tsx): what the server holds as far as this
 * device knows (`saved`), the form (`draft`), the tab, the messages, the resume question, the
 * toast and whether a save is under way. Every change is one named event, so what happens on an
 * answer, a refusal or a queued save reads here, apart from the requests that cause them.
 */
import { useReducer } from 'react';
import { type DraftErrors, isDirty, lacksResume, type ProfileDraft, rebaseDraft, tabOf } from './profile-draft';
import type { PlacedRefusal } from './refused-edit';

export type EditTab = 'resume' | 'more';

export const SAVED_TOAST = '저장되었습니다.';

export interface EditState {
  /** What the server holds, as far as this device knows (a queued edit counts as held). */
  saved: ProfileDraft;
  draft: ProfileDraft;
  tab: EditTab;
  /** Messages next to their fields. */
  errors: DraftErrors;
  /** The message above the save button. */
  formError?: string;
  /** "이력서 파일 첨부가 되지 않았습니다" asked before sending. */
  askResume: boolean;
  toast?: string;
  pending: boolean;
}

export type EditEvent =
  | { type: 'edited'; draft: ProfileDraft }
  | { type: 'tabChosen'; tab: EditTab }
  /** Save pressed: the draft's own problems (validateDraft), none when it may be sent. */
  | { type: 'checked'; problems: DraftErrors }
  | { type: 'resumeQuestionClosed' }
  | { type: 'sendStarted' }
  | { type: 'sendEnded' }
  /** The server answered the save just sent: the form shows its profile. */
  | { type: 'saved'; profile: ProfileDraft }
  /** The server answered a queued edit (from the outbox): its profile, as a draft. */
  | { type: 'answered'; profile: ProfileDraft }
  /** Saved into the outbox: the form shows it as held, "전송 대기 중". */
  | { type: 'queued'; draft: ProfileDraft }
  /** The server's profile came after the form opened from the device's copy: the form moves onto it. */
  | { type: 'rebased'; profile: ProfileDraft }
  /** The queued edit was deleted: back to what the server held before it. */
  | { type: 'queuedDiscarded'; baseline: ProfileDraft }
  /** The server refused a queued edit: its draft comes back with the server's message placed. */
  | { type: 'refused'; draft: ProfileDraft; placed: PlacedRefusal }
  | { type: 'fieldRefused'; field: string; message: string }
  | { type: 'formError'; message: string }
  | { type: 'toastHidden' };

/** The form shows `next` as saved; an untouched form follows it, changes typed meanwhile stay. */
const heldAs = (state: EditState, next: ProfileDraft): EditState => ({
  ...state,
  saved: next,
  draft: isDirty(state.draft, state.saved) ? state.draft : next,
});

export function editReducer(state: EditState, event: EditEvent): EditState {
  switch (event.type) {
    case 'edited':
      return { ...state, draft: event.draft };
    case 'tabChosen':
      return { ...state, tab: event.tab };
    case 'checked': {
      const fields = Object.keys(event.problems);
      if (fields.length > 0) {
        const tab = fields.some((field) => tabOf(field) === 'resume') ? 'resume' : 'more';
        return { ...state, errors: event.problems, tab };
      }
      return { ...state, errors: {}, askResume: lacksResume(state.draft) };
    }
    case 'resumeQuestionClosed':
      return { ...state, askResume: false };
    case 'sendStarted':
      return { ...state, askResume: false, pending: true, formError: undefined };
    case 'sendEnded':
      return { ...state, pending: false };
    case 'saved':
      return { ...state, saved: event.profile, draft: event.profile, errors: {}, toast: SAVED_TOAST };
    case 'answered':
      return { ...heldAs(state, event.profile), toast: SAVED_TOAST };
    case 'queued':
      return { ...state, saved: event.draft, draft: event.draft, errors: {} };
    case 'rebased':
      return { ...state, saved: event.profile, draft: rebaseDraft(state.draft, state.saved, event.profile) };
    case 'queuedDiscarded':
      return heldAs(state, event.baseline);
    case 'refused':
      return {
        ...state,
        draft: event.draft,
        errors: event.placed.errors,
        formError: event.placed.formError,
        tab: event.placed.tab ?? state.tab,
      };
    case 'fieldRefused':
      return { ...state, errors: { [event.field]: event.message }, tab: tabOf(event.field) };
    case 'formError':
      return { ...state, formError: event.message };
    case 'toastHidden':
      return { ...state, toast: undefined };
  }
}

/** The editor's first state: a draft brought back (kept through an update, or refused) over the saved profile. */
export function initialEditState(
  saved: ProfileDraft,
  draft: ProfileDraft,
  tab: EditTab,
  placed: PlacedRefusal,
): EditState {
  return {
    saved,
    draft,
    tab: placed.tab ?? tab,
    errors: placed.errors,
    formError: placed.formError,
    askResume: false,
    pending: false,
  };
}

export const useEditReducer = (initial: () => EditState) => useReducer(editReducer, undefined, initial);
