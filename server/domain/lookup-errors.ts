/**
 * The career / salary lookup failures of SPEC §8: one status, one code and one Korean title each,
 * shared by every verification route so the client can map a status to its screen.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from '../errors/api-error';

export type LookupStatus = 403 | 409 | 410 | 412 | 418 | 419 | 420 | 422;

export const lookupFailures: Record<LookupStatus, { code: string; message: string }> = {
  403: { code: 'CAREER_LOOKUP_FAILED', message: '정보 불러오기를 실패했습니다.' },
  409: { code: 'AUTH_NOT_COMPLETED', message: '인증이 완료되지 않았습니다.' },
  410: { code: 'AUTH_EXPIRED', message: '인증 유효시간을 초과했습니다.' },
  412: { code: 'DAILY_LIMIT', message: '요청 건수가 초과되었습니다.' },
  418: { code: 'REQUEST_FAILED', message: '요청을 완료하지 못했습니다.' },
  419: { code: 'MAINTENANCE', message: '지금은 서비스 점검 중 입니다.' },
  420: { code: 'IDENTITY_MISMATCH', message: '주민등록번호가 일치하지 않습니다.' },
  422: { code: 'NO_CAREER', message: '경력 정보가 조회되지 않습니다.' },
};

/** SPEC §8: on the career verification a 420 means the certificate of the chosen app is not issued. */
const certificateNotIssued: Record<1 | 5, string> = {
  1: '카카오 인증서가 발급되지 않았어요. 카카오톡 지갑에서 인증서를 먼저 발급해 주세요.',
  5: 'PASS 인증서가 발급되지 않았어요. PASS 앱에서 인증서를 먼저 발급해 주세요.',
};

export const VERIFY_RESTARTED = 'VERIFY_RESTARTED';
export const VERIFY_RESTARTED_MESSAGE = '인증이 완료되지 않아 인증 요청을 다시 보냈어요. 앱에서 인증을 완료해 주세요.';

export type LookupFlow =
  | { flow: 'career'; loginTypeLevel: 1 | 5 }
  | { flow: 'income'; loginTypeLevel: 1 | 5 }
  | { flow: 'tax' }
  | { flow: 'salary' };

/** The Korean copy of a lookup status; the app-approved flows read 420 as a missing certificate. */
export function lookupMessage(status: LookupStatus, context?: LookupFlow): string {
  if (status === 420 && (context?.flow === 'career' || context?.flow === 'income')) {
    return certificateNotIssued[context.loginTypeLevel];
  }
  return lookupFailures[status].message;
}

/** 420 is not a registered HTTP status, so Hono's type does not list it; the response carries it as is. */
const httpStatus = (status: LookupStatus) => status as number as ContentfulStatusCode;

export function lookupError(status: LookupStatus, context?: LookupFlow): ApiError {
  return new ApiError(httpStatus(status), lookupFailures[status].code, lookupMessage(status, context));
}
