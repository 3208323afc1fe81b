/**
 * The sandbox identity provider (DESIGN.md §4). Any name / phone / birthday verifies. A start
 * answers "continue two-way" and writes the notification to the sandbox inbox; the approval in
 * the app happens by itself 2 s after the start, and the continuation is good for 270 s. It keeps
 * no state of its own: the caller stores the continuation and presents it back, and the clock
 * (the injected `now`) decides the rest.
 *
 * The last four digits of the phone select a failure: 0403 0410 0412 0418 0419 0420 0422 answer
 * that status once approved, 0409 is never approved, 0000 makes the tax income 0 (and every
 * income of the lifetime lookup).
 */
import { randomBytes } from 'node:crypto';
import type { LookupStatus } from '../domain/lookup-errors';
import type {
  CompleteResult,
  IdentityProvider,
  LoginTypeLevel,
  PersonIdentity,
  StartResult,
  TaxIdentity,
  TwoWayState,
} from './identity-provider';
import { assertIncomeYears, TWO_WAY_WINDOW_MS } from './identity-provider';
import type { MessageSender } from './message-sender';
import { sandboxCareers, sandboxHealthSalaries, sandboxIncomes, sandboxTaxSalary } from './sandbox-person-data';

const SANDBOX_APPROVAL_DELAY_MS = 2_000;

const failingEndings: Record<string, LookupStatus> = {
  '0403': 403,
  '0410': 410,
  '0412': 412,
  '0418': 418,
  '0419': 419,
  '0420': 420,
  '0422': 422,
};
const NEVER_APPROVED_ENDING = '0409';
const NO_TAX_INCOME_ENDING = '0000';

const appName = (level: LoginTypeLevel) => (level === 1 ? '카카오톡' : 'PASS');

const careerNotification = (level: LoginTypeLevel) => `[${appName(level)}] 볼트X 경력 인증 요청이 도착했어요.`;
const taxNotification = (level: LoginTypeLevel) => `[${appName(level)}] 볼트X 국세청 연봉 인증 요청이 도착했어요.`;
const incomeNotification = (level: LoginTypeLevel) => `[${appName(level)}] 볼트X 생애 소득 조회 요청이 도착했어요.`;

/** Front six digits are the birthday (YYMMDD); the seventh tells century and gender (1/2 1900s, 3/4 2000s). */
export function identityMatches(identity: string, birthday: string, gender: string): boolean {
  if (identity.slice(0, 6) !== birthday.slice(2)) return false;
  const digit = Number(identity[6]);
  const century = birthday.startsWith('19') ? [1, 2] : [3, 4];
  return digit === century[gender === '남성' ? 0 : 1];
}

export function createSandboxIdentityProvider(options: {
  now: () => Date;
  messageSender: MessageSender;
}): IdentityProvider {
  const { now, messageSender } = options;
  const failureOf = (phone: string): LookupStatus | undefined => failingEndings[phone.slice(-4)];

  const continuation = (): TwoWayState => ({
    jobIndex: 0,
    threadIndex: 0,
    jti: randomBytes(12).toString('hex'),
    twoWayTimestamp: now().getTime(),
  });

  /** Where a completion stands before any data is looked up. */
  function approval(phone: string, twoWay: TwoWayState): CompleteResult<never> | undefined {
    const elapsed = now().getTime() - twoWay.twoWayTimestamp;
    if (elapsed > TWO_WAY_WINDOW_MS) return { kind: 'failed', status: 410 };
    if (phone.endsWith(NEVER_APPROVED_ENDING) || elapsed < SANDBOX_APPROVAL_DELAY_MS) return { kind: 'pending' };
    const failure = failureOf(phone);
    return failure ? { kind: 'failed', status: failure } : undefined;
  }

  return {
    name: 'sandbox',

    async startCareerAuth(person: PersonIdentity): Promise<StartResult> {
      await messageSender.sendNotification(person.phone, careerNotification(person.loginTypeLevel));
      return { kind: 'continue', twoWay: continuation() };
    },

    async completeCareerAuth(person, twoWay) {
      const blocked = approval(person.phone, twoWay);
      if (blocked) return blocked;
      return { kind: 'done', value: sandboxCareers(person.name, person.birthday, person.job) };
    },

    async lookupHealthSalary(person) {
      const failure = failureOf(person.phone);
      if (failure) return { kind: 'failed', status: failure };
      return { kind: 'done', value: sandboxHealthSalaries(person.name, person.birthday, person.job) };
    },

    async startTaxAuth(person: TaxIdentity): Promise<StartResult> {
      if (!identityMatches(person.identity, person.birthday, person.gender)) return { kind: 'failed', status: 420 };
      await messageSender.sendNotification(person.phone, taxNotification(person.loginTypeLevel));
      return { kind: 'continue', twoWay: continuation() };
    },

    async completeTaxAuth(person, twoWay) {
      const blocked = approval(person.phone, twoWay);
      if (blocked) return blocked;
      if (person.phone.endsWith(NO_TAX_INCOME_ENDING)) return { kind: 'done', value: 0 };
      return { kind: 'done', value: sandboxTaxSalary(person.name, person.birthday, person.job) };
    },

    async startIncomeAuth(person, years) {
      assertIncomeYears(years);
      await messageSender.sendNotification(person.phone, incomeNotification(person.loginTypeLevel));
      return { kind: 'continue', twoWay: continuation() };
    },

    async completeIncomeAuth(person, years, twoWay) {
      assertIncomeYears(years);
      const blocked = approval(person.phone, twoWay);
      if (blocked) return blocked;
      const incomes = sandboxIncomes(person.name, person.birthday, years, person.job);
      if (person.phone.endsWith(NO_TAX_INCOME_ENDING)) {
        return { kind: 'done', value: incomes.map(({ year }) => ({ year, amount: 0 })) };
      }
      return { kind: 'done', value: incomes };
    },
  };
}
