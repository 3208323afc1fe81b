import { atom } from 'jotai';
import { readTokens } from '../../lib/tokens';
import { tokensVersionAtom } from '../../session/session-state';

/** A partner's session in this tab (SPEC §3: kept in sessionStorage). */
export const partnerSignedInAtom = atom((get) => {
  get(tokensVersionAtom);
  return readTokens('partner') !== undefined;
});
