/**
 * A signed-out visitor confirms the phone or e-mail address an inquiry is to be answered at, with
 * a one-time code sent there — before anything official is sent to it. Without this
 * anyone could name a stranger's phone with a phishing text and our answer, quoting it, would
 * reach that phone as 볼트X's.
 *
 * The codes are the sign-in codes' machinery (one-time-codes.ts) under their own purpose, so a
 * guest's code never signs anyone in: 6 digits, 5 minutes, 5 tries, stored as HMACs. Sends are
 * limited with the sign-in codes (send-limits.ts: per contact and network, per contact, per
 * network, in all) — they cost the same and reach the same phones — and wrong codes per network.
 */
import { ErrorCode } from '../../../src/contract/errors';
import {
  type ContactKind,
  GUEST_INQUIRY_LABEL,
  type GuestContactCodeRequest,
  type GuestContactCodeSent,
  normalizedContact,
} from '../../../src/contract/guest-inquiries';
import type { AppDeps } from '../../app-deps';
import { CODE_TTL_MS, FAILED_CODE_CHECKS_PER_IP_PER_HOUR } from '../../domain/one-time-codes';
import { HOUR_MS } from '../../domain/rate-limits';
import { claimCodeSend } from '../../domain/send-limits';
import { ApiError } from '../../errors/api-error';
import { koreanDuration, RetryLaterError } from '../../errors/retry-later';
import { deliveryRefusal } from '../../http/delivery-refusal';

const GUEST_CODE_UNAVAILABLE = '지금은 인증번호를 보낼 수 없어요. 잠시 후 다시 시도해 주세요.';
const GUEST_CODE_REJECTED: Record<ContactKind, string> = {
  PHONE: '이 번호로는 인증번호를 보낼 수 없어요. 휴대폰 번호를 확인해 주세요.',
  EMAIL: '이 주소로는 인증번호를 보낼 수 없어요. 이메일 주소를 확인해 주세요.',
};
export const GUEST_CODE_INVALID = '올바르지 않은 인증번호예요. 받은 인증번호를 확인해 주세요.';
export const GUEST_CODE_EXPIRED = '인증번호가 만료되었어요. 인증번호를 다시 받아 주세요.';
const guestCodeChecksLimited = (waitMs: number) =>
  `이 네트워크에서 틀린 인증번호가 너무 많아요. ${koreanDuration(waitMs)} 후에 다시 시도해 주세요.`;

const GUEST_CODE_EMAIL_SUBJECT = `[볼트X] ${GUEST_INQUIRY_LABEL} 인증번호`;
const guestCodeEmailText = (code: string) =>
  `볼트X ${GUEST_INQUIRY_LABEL} 인증번호는 [${code}]예요.\n5분 안에 문의 화면에 입력해 주세요.\n\n문의를 남긴 적이 없다면 이 메일은 지워 주세요.`;

type CodeDeps = Pick<AppDeps, 'env' | 'rateLimits' | 'oneTimeCodes' | 'messageSender' | 'emailSender'>;

/** Sends a code to the contact once the limits allow it; a send that failed gives its uses back. */
export async function sendGuestContactCode(
  deps: CodeDeps,
  request: GuestContactCodeRequest,
  network: string,
): Promise<GuestContactCodeSent> {
  const contact = normalizedContact(request.contactKind, request.contact);
  const claims = await claimCodeSend(deps, contact, network);
  const code = await deps.oneTimeCodes.issue(contact, 'guest-contact');
  try {
    if (request.contactKind === 'PHONE') await deps.messageSender.sendCode(contact, code);
    else await deps.emailSender.send(contact, { subject: GUEST_CODE_EMAIL_SUBJECT, text: guestCodeEmailText(code) });
  } catch (error) {
    const refusal = deliveryRefusal(error, {
      unavailable: GUEST_CODE_UNAVAILABLE,
      rejected: GUEST_CODE_REJECTED[request.contactKind],
      field: 'contact',
    });
    if (!refusal) throw error;
    await deps.rateLimits.release(claims);
    throw refusal;
  }
  return { expiresIn: CODE_TTL_MS / 1000 };
}

/**
 * Spends the code sent to `contact` (normalised), or throws a 400 naming `code`. Each try is counted
 * for the network first and given back unless the code was wrong, as at the phone sign-in.
 */
export async function confirmGuestContact(
  deps: Pick<AppDeps, 'rateLimits' | 'oneTimeCodes'>,
  contact: string,
  code: string,
  network: string,
): Promise<void> {
  const attempt = await deps.rateLimits.claimWithin('guest-code-check-ip', network, {
    limit: FAILED_CODE_CHECKS_PER_IP_PER_HOUR,
    windowMs: HOUR_MS,
  });
  if (!attempt.granted) throw new RetryLaterError(guestCodeChecksLimited(attempt.retryAfterMs), attempt.retryAfterMs);
  const checked = await deps.oneTimeCodes.check(contact, code, 'guest-contact');
  if (checked.ok || checked.reason !== 'invalid') await deps.rateLimits.release([attempt.id]);
  if (checked.ok) return;
  throw checked.reason === 'invalid'
    ? new ApiError(400, ErrorCode.codeInvalid, GUEST_CODE_INVALID, 'code')
    : new ApiError(400, ErrorCode.codeExpired, GUEST_CODE_EXPIRED, 'code');
}
