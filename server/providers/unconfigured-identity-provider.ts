/**
 * Outside sandbox mode without CODEF credentials there is nobody to ask: every lookup answers
 * SPEC §8's 419 ("지금은 서비스 점검 중 입니다.") at once, so sign-up says the service is under
 * maintenance while the rest of the product (sign-in, offers, messages, the console) works.
 */
import type { IdentityProvider } from './identity-provider';

const maintenance = { kind: 'failed', status: 419 } as const;

export const unconfiguredIdentityProvider: IdentityProvider = {
  name: 'unconfigured',
  startCareerAuth: async () => maintenance,
  completeCareerAuth: async () => maintenance,
  lookupHealthSalary: async () => maintenance,
  startTaxAuth: async () => maintenance,
  completeTaxAuth: async () => maintenance,
  startIncomeAuth: async () => maintenance,
  completeIncomeAuth: async () => maintenance,
};
