/**
 * The client session state of SPEC §3, kept in sessionStorage. Server data (offers, profile)
 * does not belong here: it lives in React Query.
 */
import { atom } from 'jotai';
import { atomWithSessionStorage } from '../lib/session-storage-atom';
import { readTokens } from '../lib/tokens';

interface TitledAmount {
  title: string;
  amount: number;
}

export interface ClientSession {
  userId: string;
  name: string;
  birthday: string;
  gender: string;
  phone: string;
  jobLabel: string;
  jobSubLabel: string;
  inputSalary: TitledAmount;
  existence: boolean;
  career: { jobLabel: string }[];
  offerAverage: number;
  totalMonth: number;
  salaryAverage: number;
  salaryIncreaseRate: number;
  salaryMax: number;
  oldSalary: number;
  salary: TitledAmount;
  salaryByHealth: number;
  salaryByTax: number | null;
  salaryType: 'HEALTH' | 'TAX';
  hopeSalary: number;
  isMajor: boolean;
  isLeader: boolean;
  willingness: string;
  expiredAt: string;
  additionReward: number;
  school: string;
  techStackItems: string[];
  keywords: string[];
  linkedinUrl: string;
  portfolioUrl: string;
  resumeUrl: string;
  githubUrl: string;
  userLastSchool: { type: string; name: string } | null;
}

const initialClientSession: ClientSession = {
  userId: '',
  name: '',
  birthday: '',
  gender: '',
  phone: '',
  jobLabel: '',
  jobSubLabel: '',
  inputSalary: { title: '2024년 계약 연봉', amount: 0 },
  existence: false,
  career: [],
  offerAverage: 0,
  totalMonth: 0,
  salaryAverage: 0,
  salaryIncreaseRate: 0,
  salaryMax: 0,
  oldSalary: 0,
  salary: { title: '', amount: 0 },
  salaryByHealth: 0,
  salaryByTax: null,
  salaryType: 'HEALTH',
  hopeSalary: 0,
  isMajor: false,
  isLeader: false,
  willingness: '',
  expiredAt: '',
  additionReward: 0,
  school: '',
  techStackItems: [],
  keywords: [],
  linkedinUrl: '',
  portfolioUrl: '',
  resumeUrl: '',
  githubUrl: '',
  userLastSchool: null,
};

export const clientSessionAtom = atomWithSessionStorage<ClientSession>('session', initialClientSession);

/** Bumped whenever tokens are written or cleared, so readers of `isSignedInAtom` re-check storage. */
export const tokensVersionAtom = atom(0);

/** A candidate is signed in on this device (a partner's session in the tab is not one). */
export const isSignedInAtom = atom((get) => {
  get(tokensVersionAtom);
  return readTokens('app') !== undefined;
});

/** Whose session the HTTP client found expired; the shell shows the expiry alert while set. */
export const sessionExpiredAtom = atom<'app' | 'partner' | false>(false);
