/**
 * The CODEF adapter: careers from the health-insurance eligibility record (자격득실확인서, NHIS),
 * salaries from health-insurance payments (납부확인서, NHIS) and income from the tax office
 * (소득금액증명, 홈택스: last year's for the salary step, 2018–2022 for the lifetime-income event),
 * all with "simple auth" in the messenger or PASS app.
 *
 * Protocol: the first call answers CF-03002 with continue2Way and the continuation; the second call
 * repeats the first with simpleAuth "1", is2Way true and twoWayInfo. A second call before the
 * approval answers CF-03002 again; the third such call answers CF-12872 and the flow must restart.
 * The same `id` lets later products of one flow reuse the approval.
 *
 * Product paths, result codes and response fields follow CODEF's published guides; the ones marked
 * "confirm" must be checked against the contract's product specification before going live.
 */
import type { LookupStatus } from '../domain/lookup-errors';
import { type CodefClient, type CodefResponse, CodefUnavailableError } from './codef-client';
import {
  assertIncomeYears,
  type CompleteResult,
  HEALTH_SALARY_YEARS,
  type IdentityProvider,
  type PersonIdentity,
  type ProviderCareer,
  type StartResult,
  TAX_SALARY_YEAR,
  type TwoWayState,
} from './identity-provider';

const NHIS = '0002';
const HOMETAX = '0001';
const SIMPLE_AUTH_LOGIN = '5';

const codefProducts = {
  careers: '/v1/kr/public/pp/nhis-join/identify-confirmation',
  healthPayments: '/v1/kr/public/pp/nhis-insurance-payment/confirmation', // confirm
  taxIncome: '/v1/kr/public/nt/proof-issue/proof-income', // confirm
} as const;

const SUCCESS = 'CF-00000';
const CONTINUE_TWO_WAY = 'CF-03002';
const TOO_MANY_EARLY_COMPLETIONS = 'CF-12872';

/** CODEF result codes with a meaning of their own; anything else is a lookup (403) or request (418) failure. */
const codefStatuses: Record<string, LookupStatus> = {
  'CF-01004': 410, // 응답 대기시간 초과
  'CF-12835': 420, // 인증서 정보 없음
  'CF-12871': 420, // 인증 앱 미설치 또는 인증서 미발급
  'CF-13000': 420, // 주민등록번호(사업자번호) 오류
  'CF-12701': 419, // 기관 점검 (confirm)
  'CF-12710': 419, // 기관 이용 불가 (confirm)
  'CF-00012': 412, // 요청 한도 초과 (confirm)
};

/** The employee's half of the health-insurance rate, 2023–2025 (7.09 % in total). */
const EMPLOYEE_HEALTH_RATE = 0.03545;
const EMPLOYEE_MEMBER = '직장가입자';

function statusOf(response: CodefResponse, stage: 'start' | 'complete'): LookupStatus {
  return codefStatuses[response.result.code] ?? (stage === 'start' ? 418 : 403);
}

function twoWayOf(data: unknown): TwoWayState | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { jobIndex, threadIndex, jti, twoWayTimestamp, continue2Way } = data as Record<string, unknown>;
  if (continue2Way !== true || typeof jti !== 'string') return undefined;
  const number = (value: unknown) => (typeof value === 'number' ? value : Number(value));
  const state = {
    jobIndex: number(jobIndex),
    threadIndex: number(threadIndex),
    jti,
    twoWayTimestamp: number(twoWayTimestamp),
  };
  return Number.isInteger(state.jobIndex) && Number.isInteger(state.threadIndex) && state.twoWayTimestamp > 0
    ? state
    : undefined;
}

const listOf = (data: unknown, key?: string): Record<string, unknown>[] => {
  const list =
    key && data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>)[key] : data;
  return Array.isArray(list) ? list.filter((item) => typeof item === 'object' && item !== null) : [];
};

const digits = (value: unknown) => Number(String(value ?? '').replace(/[^\d]/g, '') || '0');

/** YYYYMMDD → YYYY-MM; an empty or non-date end (e.g. '현재') means still employed. */
const month = (value: unknown) => {
  const text = String(value ?? '').replace(/[^\d]/g, '');
  return text.length >= 6 ? `${text.slice(0, 4)}-${text.slice(4, 6)}` : '';
};

export function careersFrom(data: unknown): ProviderCareer[] {
  return listOf(data)
    .filter((row) => row.resJoinUserType === EMPLOYEE_MEMBER && typeof row.resCompanyNm === 'string')
    .map((row) => ({
      company: String(row.resCompanyNm).trim(),
      start: month(row.commStartDate),
      end: month(row.commEndDate),
    }))
    .filter((career) => career.company !== '' && career.start !== '')
    .sort((a, b) => a.start.localeCompare(b.start));
}

/** 만원 of yearly salary from the employee's monthly premiums (won). Fields: confirm. */
export function healthSalaryFrom(data: unknown): number {
  const premiums = listOf(data, 'resPaymentList').reduce((sum, row) => sum + digits(row.resPaymentAmt), 0);
  return Math.round(premiums / EMPLOYEE_HEALTH_RATE / 10_000);
}

/** 만원 of the income of `year` in the tax office's certificate. Fields: confirm. */
export function taxIncomeFrom(data: unknown, year: number): number {
  const row = listOf(data, 'resIncomeList').find((entry) => digits(entry.resAttrYear) === year);
  return row ? Math.round(digits(row.resIncomeAmt) / 10_000) : 0;
}

/** 만원 of each requested year, oldest first; a year the certificate does not list had no income. */
export const taxIncomesFrom = (data: unknown, years: readonly number[]) =>
  [...years].sort((a, b) => a - b).map((year) => ({ year, amount: taxIncomeFrom(data, year) }));

export function createCodefIdentityProvider(
  client: CodefClient,
  logger?: { warn(message: string, fields?: object): void },
): IdentityProvider {
  const base = (person: PersonIdentity, organization: string, sessionKey: string) => ({
    organization,
    loginType: SIMPLE_AUTH_LOGIN,
    loginTypeLevel: String(person.loginTypeLevel),
    userName: person.name,
    phoneNo: person.phone,
    telecom: String(person.telecom),
    id: sessionKey,
  });
  const second = (first: Record<string, unknown>, twoWay: TwoWayState) => ({
    ...first,
    simpleAuth: '1',
    is2Way: true,
    twoWayInfo: { ...twoWay },
  });

  /** Runs one call; a CODEF outage is a failed request (418), never an exception to the route. */
  async function call(path: string, body: Record<string, unknown>): Promise<CodefResponse | undefined> {
    try {
      return await client.post(path, body);
    } catch (error) {
      if (!(error instanceof CodefUnavailableError)) throw error;
      logger?.warn('codef unavailable', { reason: error.message });
      return undefined;
    }
  }

  async function start(path: string, body: Record<string, unknown>): Promise<StartResult> {
    const response = await call(path, body);
    if (!response) return { kind: 'failed', status: 418 };
    const twoWay = response.result.code === CONTINUE_TWO_WAY ? twoWayOf(response.data) : undefined;
    if (twoWay) return { kind: 'continue', twoWay };
    return { kind: 'failed', status: response.result.code === SUCCESS ? 418 : statusOf(response, 'start') };
  }

  async function complete<T>(
    path: string,
    body: Record<string, unknown>,
    read: (data: unknown) => CompleteResult<T>,
  ): Promise<CompleteResult<T>> {
    const response = await call(path, body);
    if (!response) return { kind: 'failed', status: 418 };
    switch (response.result.code) {
      case SUCCESS:
        return read(response.data);
      case CONTINUE_TWO_WAY:
        return { kind: 'pending' };
      case TOO_MANY_EARLY_COMPLETIONS:
        return { kind: 'restart' };
      default:
        return { kind: 'failed', status: statusOf(response, 'complete') };
    }
  }

  const careerBody = (person: PersonIdentity, sessionKey: string) => ({
    ...base(person, NHIS, sessionKey),
    identity: person.birthday,
    useType: '0',
  });

  const taxBody = (person: PersonIdentity, sessionKey: string) => ({
    ...base(person, HOMETAX, sessionKey),
    searchStartYear: String(TAX_SALARY_YEAR),
    searchEndYear: String(TAX_SALARY_YEAR),
  });

  // The lifetime event has no resident number: the certificate is asked for with the birthday, as
  // the career lookup identifies the person (confirm for the income certificate).
  const incomeBody = (person: PersonIdentity, years: readonly number[], sessionKey: string) => ({
    ...base(person, HOMETAX, sessionKey),
    identity: person.birthday,
    searchStartYear: String(Math.min(...years)),
    searchEndYear: String(Math.max(...years)),
  });

  return {
    name: 'codef',

    startCareerAuth: (person, sessionKey) => start(codefProducts.careers, careerBody(person, sessionKey)),

    completeCareerAuth: (person, twoWay, sessionKey) =>
      complete(codefProducts.careers, second(careerBody(person, sessionKey), twoWay), (data) => {
        const careers = careersFrom(data);
        return careers.length > 0 ? { kind: 'done', value: careers } : { kind: 'failed', status: 422 };
      }),

    async lookupHealthSalary(person, sessionKey) {
      const salaries = [];
      for (const year of HEALTH_SALARY_YEARS) {
        const result = await complete(
          codefProducts.healthPayments,
          { ...careerBody(person, sessionKey), startDate: `${year}01`, endDate: `${year}12` },
          (data) => ({ kind: 'done', value: healthSalaryFrom(data) }),
        );
        if (result.kind === 'pending' || result.kind === 'restart') return { kind: 'failed', status: 409 };
        if (result.kind === 'failed') return result;
        salaries.push({ year, salary: result.value });
      }
      return { kind: 'done', value: salaries };
    },

    // The resident number goes into this one request body and nowhere else.
    startTaxAuth: (person, sessionKey) =>
      start(codefProducts.taxIncome, { ...taxBody(person, sessionKey), identity: person.identity }),

    // The completion identifies the flow by id and twoWayInfo; the resident number is not kept to resend.
    completeTaxAuth: (person, twoWay, sessionKey) =>
      complete(codefProducts.taxIncome, second(taxBody(person, sessionKey), twoWay), (data) => ({
        kind: 'done',
        value: taxIncomeFrom(data, TAX_SALARY_YEAR),
      })),

    startIncomeAuth(person, years, sessionKey) {
      assertIncomeYears(years);
      return start(codefProducts.taxIncome, incomeBody(person, years, sessionKey));
    },

    completeIncomeAuth(person, years, twoWay, sessionKey) {
      assertIncomeYears(years);
      return complete(codefProducts.taxIncome, second(incomeBody(person, years, sessionKey), twoWay), (data) => ({
        kind: 'done',
        value: taxIncomesFrom(data, years),
      }));
    },
  };
}
