import { atom } from 'jotai';
import { tokensVersionAtom } from '../../app/session-state';
import { readTokens } from '../../lib/tokens';

/** A partner's session in this tab (SPEC §3: kept in sessionStorage). */
export const partnerSignedInAtom = atom((get) => {
  get(tokensVersionAtom);
  return readTokens('partner') !== undefined;
});
