/** SPEC §8: what a failed salary or career lookup tells the user, by HTTP status. */
type LookupAction = 'back' | 'stay' | 'request-again' | 'home' | 'no-career' | 'login' | 'my';

export interface LookupError {
  title: string;
  description: string;
  button: string;
  action: LookupAction;
}

const table: Record<number, LookupError> = {
  403: {
    title: '정보 불러오기를 실패했습니다.',
    description: '카카오 인증을 다시 진행해 주세요.',
    button: '다시 시도하기',
    action: 'back',
  },
  409: {
    title: '인증이 완료되지 않았습니다.',
    description: '앱에서 인증을 완료한 뒤 다시 시도해 주세요.',
    button: '확인',
    action: 'stay',
  },
  410: {
    title: '인증 유효시간을 초과했습니다.',
    description: '확인을 누르면 인증을 다시 요청해요.',
    button: '확인',
    action: 'request-again',
  },
  412: {
    title: '요청 건수가 초과되었습니다.',
    description: '오늘 조회할 수 있는 횟수를 넘었어요. 내일 다시 시도해 주세요.',
    button: '확인',
    action: 'home',
  },
  418: {
    title: '요청을 완료하지 못했습니다.',
    description: '인증을 다시 요청해 주세요.',
    button: '다시 요청하기',
    action: 'request-again',
  },
  419: {
    title: '지금은 서비스 점검 중 입니다.',
    description: '내일 오전 10시 이후에 다시 시도해 주세요.',
    button: '확인',
    action: 'home',
  },
  420: {
    title: '주민등록번호가 일치하지 않습니다.',
    description: '입력한 정보를 확인한 뒤 다시 시도해 주세요.',
    button: '확인',
    action: 'back',
  },
  422: {
    title: '경력 정보가 조회되지 않습니다.',
    description: '경력 인증이 가능한 분만 볼트X에 참여할 수 있어요.',
    button: '확인',
    action: 'no-career',
  },
};

const fallback: LookupError = {
  title: '요청을 완료하지 못했습니다.',
  description: '잠시 후 다시 시도해 주세요.',
  button: '확인',
  action: 'stay',
};

export function lookupError(status: number): LookupError {
  return table[status] ?? fallback;
}

/**
 * Failures a person cannot get past alone — never approved (409), no certificate (420), no career
 * found (422): their alert also offers 1:1 문의, which works signed out (answered by SMS or e-mail).
 */
const SUPPORT_STATUSES = new Set([409, 420, 422]);
export const SUPPORT_BUTTON = '1:1 문의하기';
export const offersSupport = (status: number) => SUPPORT_STATUSES.has(status);
export const supportHref = (from: string) => `/ask?from=${encodeURIComponent(from)}`;

/**
 * SPEC §8 has two texts for 420. On the career verification (messenger or PASS certificate) it means
 * the chosen app's certificate is not issued, and that text is used whole; 주민등록번호 belongs to
 * the tax lookup, where the number is typed (the table above).
 */
export function certificateNotIssued(loginTypeLevel: 1 | 5): LookupError {
  const [title, description] =
    loginTypeLevel === 5
      ? ['PASS 인증서가 발급되지 않았어요.', 'PASS 앱에서 인증서를 먼저 발급해 주세요.']
      : ['카카오 인증서가 발급되지 않았어요.', '카카오톡 지갑에서 인증서를 먼저 발급해 주세요.'];
  return { title, description, button: '확인', action: 'back' };
}

export const LIMIT_TITLE = '요청 한도를 넘었어요';

/** A 429: lib/http's message already names the limit and roughly when to try again. */
export function limitReached(message: string): LookupError {
  return { title: LIMIT_TITLE, description: message, button: '확인', action: 'stay' };
}
