/**
 * Begins a candidate session on this device. Whatever a previous user left in the query cache
 * (and its IndexedDB copy) goes first: the next person must never see the last one's data —
 * nor send the writes another candidate left waiting in the outbox.
 */
import { accessTokenClaims } from '../contract/token-claims';
import { track } from '../lib/analytics';
import { clearPersistedCache } from '../lib/persister';
import { queryClient } from '../lib/query-client';
import { writeTokens } from '../lib/tokens';
import { appStore } from './app-store';
import { clearLeftoversOfAnotherUser } from './previous-user-leftovers';
import { tokensVersionAtom } from './session-state';

export async function startSession(tokens: { accessToken: string; refreshToken: string }): Promise<void> {
  queryClient.clear();
  await clearPersistedCache().catch(() => undefined);
  clearLeftoversOfAnotherUser(tokens.accessToken);
  const subject = accessTokenClaims(tokens.accessToken).subject;
  if (subject) {
    void import('../lib/outbox-client')
      .then(({ dropOutboxOfOthers }) => dropOutboxOfOthers(subject))
      .catch(() => undefined);
  }
  writeTokens({ ...tokens, holder: 'candidate' });
  appStore.set(tokensVersionAtom, (version) => version + 1);
  // SPEC §7: the user_id event; the server takes the id from the token it is sent with.
  track('user_id');
}
