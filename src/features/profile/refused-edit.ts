/**
 * An edit the server refused, brought back into the edit form: its draft, and where the server's
 * message shows — next to its field (and that field's tab), or above the save button.
 */
import type { OutboxEntry } from '../../contract/outbox';
import { type DraftErrors, formFieldOf, tabOf } from './profile-draft';
import { draftOfEntry, type QueuedDraft } from './profile-outbox';

const REFUSED_DRAFT = '저장하지 못한 수정 내용이에요. 고친 뒤 다시 저장하거나, 나가서 버릴 수 있어요.';

export interface RefusedEdit {
  id: string;
  draft: QueuedDraft;
  refusal?: { message: string; field?: string };
}

export interface PlacedRefusal {
  errors: DraftErrors;
  formError?: string;
  tab?: 'resume' | 'more';
}

export function placeRefusal(refusal: { message: string; field?: string } | undefined): PlacedRefusal {
  const field = refusal?.field ? formFieldOf(refusal.field) : undefined;
  return {
    errors: field && refusal ? { [field]: refusal.message } : {},
    formError: refusal ? (field ? REFUSED_DRAFT : refusal.message) : undefined,
    tab: field ? tabOf(field) : undefined,
  };
}

export const refusedEditOf = (entry: OutboxEntry | undefined): RefusedEdit | undefined => {
  const draft = entry ? draftOfEntry(entry) : undefined;
  return entry && draft ? { id: entry.id, draft, refusal: entry.refusal } : undefined;
};
