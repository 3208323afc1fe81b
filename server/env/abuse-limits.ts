/**
 * Limits against SMS pumping, floods and lockouts (docs/SECURITY.md). Per address they allow for
 * a mobile carrier's NAT putting many people behind one address.
 */
import { type Infer, optional, type } from 'superstruct';
import { count, wholeNumber } from './variable-types';

export const AbuseLimitVariables = type({
  CODE_SENDS_PER_HOUR: count(5, 1, 1000),
  /** Default: 20, or CODE_SENDS_PER_HOUR when that is higher. */
  CODE_SENDS_PER_PHONE_PER_HOUR: optional(wholeNumber(1, 10000)),
  CODE_SENDS_PER_ADDRESS_PER_HOUR: count(10, 1, 100000),
  CODE_SENDS_TOTAL_PER_HOUR: count(1000, 1, 10000000),
  VERIFY_REQUESTS_PER_ADDRESS_PER_HOUR: count(10, 1, 100000),
  VERIFY_REQUESTS_TOTAL_PER_HOUR: count(500, 1, 10000000),
  SIGNUPS_PER_ADDRESS_PER_HOUR: count(20, 1, 100000),
  LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR: count(100, 1, 100000),
  INQUIRIES_PER_DAY: count(10, 1, 10000),
  MESSAGES_PER_HOUR: count(60, 1, 100000),
  GUEST_INQUIRIES_PER_CONTACT_PER_DAY: count(3, 1, 1000),
  GUEST_INQUIRIES_PER_ADDRESS_PER_HOUR: count(10, 1, 100000),
  GUEST_INQUIRIES_TOTAL_PER_HOUR: count(300, 1, 10000000),
  CAREER_LOOKUPS_PER_DAY: count(10, 1, 10000),
  EXIST_CHECKS_PER_HOUR: count(30, 1, 100000),
  LOGIN_ATTEMPTS_PER_HOUR: count(30, 1, 100000),
});
type AbuseLimitVariables = Infer<typeof AbuseLimitVariables>;

export function abuseLimitsOf(vars: AbuseLimitVariables) {
  return {
    /** One-time codes one phone may be sent per hour from one client address (send-limits.ts). */
    codeSendsPerHour: vars.CODE_SENDS_PER_HOUR,
    /** One-time codes one phone may be sent per hour from all addresses together; never below codeSendsPerHour by default. */
    codeSendsPerPhonePerHour: vars.CODE_SENDS_PER_PHONE_PER_HOUR ?? Math.max(20, vars.CODE_SENDS_PER_HOUR),
    /** One-time codes one client address may have sent per hour, whatever the phones. */
    codeSendsPerAddressPerHour: vars.CODE_SENDS_PER_ADDRESS_PER_HOUR,
    /** One-time codes sent per hour in all: the ceiling on what an attacker with many addresses can cost. */
    codeSendsTotalPerHour: vars.CODE_SENDS_TOTAL_PER_HOUR,
    /** Career verification requests (a paid provider call) one client address may start per hour. */
    verifyRequestsPerAddressPerHour: vars.VERIFY_REQUESTS_PER_ADDRESS_PER_HOUR,
    /** Career verification requests started per hour in all. */
    verifyRequestsTotalPerHour: vars.VERIFY_REQUESTS_TOTAL_PER_HOUR,
    /** Sign-ups (POST /v2/users) one client address may create per hour. */
    signupsPerAddressPerHour: vars.SIGNUPS_PER_ADDRESS_PER_HOUR,
    /** Failed console and partner sign-ins one account takes per hour from all addresses before refusing everyone. */
    loginFailuresPerAccountPerHour: vars.LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR,
    /** Inquiry rooms one candidate may open per KST day. */
    inquiriesPerDay: vars.INQUIRIES_PER_DAY,
    /** Messages one candidate may send per rolling hour, inquiries' first messages included. */
    messagesPerHour: vars.MESSAGES_PER_HOUR,
    /** Guest inquiries (/ask signed out) one phone or e-mail address may leave per rolling day. */
    guestInquiriesPerContactPerDay: vars.GUEST_INQUIRIES_PER_CONTACT_PER_DAY,
    /** Guest inquiries one client address may send per rolling hour, whatever the contacts. */
    guestInquiriesPerAddressPerHour: vars.GUEST_INQUIRIES_PER_ADDRESS_PER_HOUR,
    /** Guest inquiries received per rolling hour in all. */
    guestInquiriesTotalPerHour: vars.GUEST_INQUIRIES_TOTAL_PER_HOUR,
    /** Career (and tax) lookups one phone may start per KST day; past it 412. */
    careerLookupsPerDay: vars.CAREER_LOOKUPS_PER_DAY,
    /** Membership checks (GET /users/exist) one client IP may make per hour; past it 429. */
    existChecksPerHour: vars.EXIST_CHECKS_PER_HOUR,
    /** Messenger sign-in attempts one client IP may make per hour; past it 429. */
    loginAttemptsPerHour: vars.LOGIN_ATTEMPTS_PER_HOUR,
  };
}
