/**
 * The profile edits waiting in the outbox as a screen shows them (profile-outbox.ts queues them):
 * the newest waiting and refused ones, and a sent edit's answer taken as the profile. Apart from
 * the queueing, so /my shows its notice without loading the editor's draft.
 */
import { useQueryClient } from '@tanstack/react-query';
import { mask } from 'superstruct';
import { ProfileV3 } from '../../contract/profile';
import { useOutbox, useOutboxSent } from '../../lib/use-outbox';
import { profileKeys } from './api';

/** The signed-in candidate's edits: the newest waiting one and the newest refused one. */
export function useProfileEdits() {
  const { entries, loaded } = useOutbox('profile-edit');
  return {
    loaded,
    queued: entries.findLast((entry) => entry.state === 'queued'),
    refused: entries.findLast((entry) => entry.state === 'refused'),
  };
}

/** A sent edit's answer becomes the profile query's data; `onSaved` hears it too. */
export function useProfileEditAnswers(onSaved?: (profile: ProfileV3) => void) {
  const queryClient = useQueryClient();
  useOutboxSent('profile-edit', (entry) => {
    let profile: ProfileV3;
    try {
      profile = mask(entry.response, ProfileV3);
    } catch {
      void queryClient.invalidateQueries({ queryKey: profileKeys.v3 });
      return;
    }
    queryClient.setQueryData(profileKeys.v3, profile);
    onSaved?.(profile);
  });
}
