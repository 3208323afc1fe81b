/**
 * Sharing one of the product's links (SPEC §1 share modes): the server records the share and
 * answers the link (with the utm parameters that identify it) and its words; share() sends it by
 * the best channel. Used by the lifetime event (money, graph, secret) and the partners' page.
 */
import { useRef, useState } from 'react';
import * as apiPaths from '../contract/api-paths';
import { ShareContent, type ShareMode } from '../contract/income';
import { ApiError, request } from './http';
import { type ShareOutcome, share } from './share';
import { SHARE_REQUEST_FAILED, shareOutcomeMessage } from './share-messages';

export interface ShareLinkRequest {
  mode: ShareMode;
  eventId?: string;
}

async function shareLink(body: ShareLinkRequest): Promise<ShareOutcome> {
  // A partner shares their own link; everyone else shares as the candidate (or nobody).
  const realm = body.mode === 'partners' ? 'partner' : 'app';
  const content = await request(apiPaths.lifetimeShare, { method: 'POST', body, response: ShareContent, realm });
  return share(content);
}

/** Runs a share and keeps what to tell the user about it (for a toast). One share at a time. */
export function useShareLink() {
  const [message, setMessage] = useState<string>();
  const [pending, setPending] = useState(false);
  const running = useRef(false);

  const run = async (body: ShareLinkRequest) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      setMessage(shareOutcomeMessage(await shareLink(body)));
    } catch (error) {
      const refused = error instanceof ApiError && error.status !== 401 && error.status < 500;
      setMessage(refused && error.message ? error.message : SHARE_REQUEST_FAILED);
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return { run, pending, message, clearMessage: () => setMessage(undefined) };
}
