/**
 * The verification store (SPEC §3). It is kept in sessionStorage so a reload during the wait
 * for the messenger-app approval resumes where it was. The resident-number part (`identity`)
 * is deliberately memory-only: it must never be written anywhere.
 */
import type { CareerItem } from '../../contract/verify-data';
import { atomWithSessionStorage } from '../../lib/session-storage-atom';

export type LoginTypeLevel = 1 | 5; // 1 kakao, 5 PASS
export type Telecom = 0 | 1 | 2; // SKT, KT, LG

export interface VerificationStore {
  cfid: string;
  jobIndex: number;
  threadIndex: number;
  jti: string;
  twoWayTimestamp: number;
  loginTypeLevel: LoginTypeLevel;
  name: string;
  telecom: Telecom;
  isRestart: boolean;
  id: string;
  birthday: string;
  gender: string;
  phone: string;
  reapply: boolean;
  jobLabel: string;
  jobSubLabel: string;
  /** When this tab last asked for an approval (epoch ms): a new request is offered 5 minutes later. */
  requestedAt: number;
}

export const initialVerification: VerificationStore = {
  cfid: '',
  jobIndex: 0,
  threadIndex: 0,
  jti: '',
  twoWayTimestamp: 0,
  loginTypeLevel: 1,
  name: '',
  telecom: 0,
  isRestart: false,
  id: '',
  birthday: '',
  gender: '',
  phone: '',
  reapply: false,
  jobLabel: '',
  jobSubLabel: '',
  requestedAt: 0,
};

export const verificationAtom = atomWithSessionStorage<VerificationStore>('verification', initialVerification);

/** What the candidate typed on the salary step, kept across the detour to the tax office and reloads. */
export const salaryDraftAtom = atomWithSessionStorage('salary-draft', { contract: '', reward: '', hope: '' });

/** The careers a verification just found, until the candidate has seen them (a reload shows them again). */
export const careersToConfirmAtom = atomWithSessionStorage<CareerItem[] | null>('careers-to-confirm', null);
