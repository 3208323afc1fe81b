import { atom } from 'jotai';
import { readTokens } from '../../../lib/tokens';

/** Bumped whenever the console's tokens are written or cleared, so `bizSignedInAtom` re-reads storage. */
export const bizTokensVersionAtom = atom(0);

export const bizSignedInAtom = atom((get) => {
  get(bizTokensVersionAtom);
  return readTokens('biz') !== undefined;
});

/** A one-line confirmation shown on the page it names, e.g. "제안을 보냈습니다." on /biz/offers. */
export interface BizNotice {
  message: string;
  path: string;
}

export const bizNoticeAtom = atom<BizNotice | undefined>(undefined);
