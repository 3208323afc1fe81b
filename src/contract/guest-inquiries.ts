/**
 * Inquiries from visitors who are not signed in (/ask signed out): the text and a phone number or
 * an e-mail address to be answered at. The visitor never reads answers in the app; an operator's
 * answer goes to that contact (an SMS or an e-mail). Only operators and agents see these inquiries:
 * the list with the contact partly masked, one inquiry with it in full.
 *
 * The contact is confirmed before anything official is sent to it: the visitor asks for
 * a one-time code at that phone or address (POST /guest/inquiries/codes) and sends the inquiry with
 * it, as sign-ups confirm a phone everywhere in Korea. So nobody can name a stranger's phone and have
 * our answer — quoting their text — reach it.
 */
import {
  array,
  boolean,
  enums,
  type Infer,
  integer,
  nullable,
  object,
  optional,
  refine,
  size,
  string,
  trimmed,
} from 'superstruct';
import { MessageText } from './messages';
import { EMAIL, INVALID_EMAIL_MESSAGE } from './profile';
import { IsoDateTime, MOBILE_DIGITS, rule } from './validators';

/** What the console calls them, in the list and on the page. */
export const GUEST_INQUIRY_LABEL = '비회원 문의';
export const GUEST_INQUIRY_LENGTH_MAX = 1000;
const EMAIL_LENGTH_MAX = 200;

export const GUEST_MESSAGE_REQUIRED = '문의 내용을 입력해 주세요.';
export const GUEST_PHONE_REQUIRED = '답변 받을 휴대폰 번호를 입력해 주세요.';
export const GUEST_PHONE_INVALID = '정확한 휴대폰 번호를 입력해 주세요.';
const GUEST_EMAIL_REQUIRED = '답변 받을 이메일 주소를 입력해 주세요.';
export const GUEST_EMAIL_INVALID = INVALID_EMAIL_MESSAGE;
export const GUEST_CODE_REQUIRED = '인증번호 6자리를 입력해 주세요.';

export const ContactKind = enums(['PHONE', 'EMAIL']);
export type ContactKind = Infer<typeof ContactKind>;

/** The contact as stored and used: mobile digits, or the e-mail address trimmed and lower-cased. */
export function normalizedContact(kind: ContactKind, contact: string): string {
  return kind === 'PHONE' ? contact.replace(/[\s-]/g, '') : contact.trim().toLowerCase();
}

/** The Korean reason a contact is refused, or undefined when it is usable. Client and server say the same. */
export function contactError(kind: ContactKind, contact: string): string | undefined {
  const value = normalizedContact(kind, contact);
  if (kind === 'PHONE') {
    if (value === '') return GUEST_PHONE_REQUIRED;
    return MOBILE_DIGITS.test(value) ? undefined : GUEST_PHONE_INVALID;
  }
  if (value === '') return GUEST_EMAIL_REQUIRED;
  return value.length <= EMAIL_LENGTH_MAX && EMAIL.test(value) ? undefined : GUEST_EMAIL_INVALID;
}

/** The inquiry: trimmed, 1–1000 characters. */
const InquiryText = rule(
  trimmed(size(string(), 0, GUEST_INQUIRY_LENGTH_MAX)),
  'guestMessage',
  (value) => value.length > 0,
  GUEST_MESSAGE_REQUIRED,
);

const ContactFields = { contactKind: ContactKind, contact: size(string(), 0, 300) };

/**
 * POST /guest/inquiries/codes (no session): sends a 6-digit code to the contact (an SMS, or an
 * e-mail), valid 5 minutes, and answers 200 with a GuestContactCodeSent. A bad contact is a 400
 * naming `contact`; past a limit (per contact, per network) 429 with Retry-After; a sender that is
 * away 503 SENDER_UNAVAILABLE with Retry-After.
 */
export const GuestContactCodeRequest = refine(object(ContactFields), 'rule:guestContact', (value) => {
  const reason = contactError(value.contactKind, value.contact);
  return reason === undefined || { message: reason, path: ['contact'] };
});
export type GuestContactCodeRequest = Infer<typeof GuestContactCodeRequest>;

/** The code was sent; it expires in `expiresIn` seconds. */
export const GuestContactCodeSent = object({ expiresIn: integer() });
export type GuestContactCodeSent = Infer<typeof GuestContactCodeSent>;

/** The code the contact received: six digits. */
const ContactCode = rule(trimmed(string()), 'guestCode', (value) => /^\d{6}$/.test(value), GUEST_CODE_REQUIRED);

/**
 * POST /guest/inquiries (no session): answers 201 with a GuestInquiryReceipt. A bad contact is a
 * 400 naming `contact` with the Korean reason; a wrong or expired code a 400 naming `code`
 * (CODE_INVALID, CODE_EXPIRED); past a limit 429 with Retry-After.
 */
export const GuestInquiryInput = refine(
  object({
    message: InquiryText,
    ...ContactFields,
    /** The code sent to the contact (POST /guest/inquiries/codes): it proves the contact is the visitor's. */
    code: ContactCode,
    /** The app path the visitor came from; only same-app paths are kept. */
    from: optional(size(string(), 0, 300)),
  }),
  'rule:guestContact',
  (value) => {
    const reason = contactError(value.contactKind, value.contact);
    return reason === undefined || { message: reason, path: ['contact'] };
  },
);
export type GuestInquiryInput = Infer<typeof GuestInquiryInput>;

/** What the visitor learns back: where the answer will go, partly masked. */
export const GuestInquiryReceipt = object({ contactKind: ContactKind, contact: string() });
export type GuestInquiryReceipt = Infer<typeof GuestInquiryReceipt>;

/** One inquiry in the console's list: the contact partly masked (010-****-5678, ab***@example.com). */
export const GuestInquirySummary = object({
  inquiryId: integer(),
  contactKind: ContactKind,
  maskedContact: string(),
  message: string(),
  originPath: string(),
  /** No operator has opened it yet. */
  unread: boolean(),
  answerCount: integer(),
  /** The visitor confirmed the contact with a code; only then is an answer sent to it. */
  contactVerified: boolean(),
  createdAt: IsoDateTime,
});
export type GuestInquirySummary = Infer<typeof GuestInquirySummary>;

/** GET /biz/guest-inquiries: the latest first; unreadCount counts the ones nobody opened. */
export const GuestInquiryList = object({ items: array(GuestInquirySummary), unreadCount: integer() });
export type GuestInquiryList = Infer<typeof GuestInquiryList>;

export const GuestInquiryAnswer = object({
  answerId: integer(),
  message: string(),
  /** The operator who sent it; '' once their account is gone. */
  senderName: string(),
  createdAt: IsoDateTime,
});
export type GuestInquiryAnswer = Infer<typeof GuestInquiryAnswer>;

/** GET /biz/guest-inquiries/{inquiryId}: the inquiry with its full contact and every answer sent. */
export const GuestInquiryDetail = object({
  inquiryId: integer(),
  contactKind: ContactKind,
  contact: string(),
  maskedContact: string(),
  message: string(),
  originPath: string(),
  /** The visitor confirmed the contact with a code; only then is an answer sent to it. */
  contactVerified: boolean(),
  createdAt: IsoDateTime,
  readAt: nullable(IsoDateTime),
  answers: array(GuestInquiryAnswer),
});
export type GuestInquiryDetail = Infer<typeof GuestInquiryDetail>;

/**
 * POST /biz/guest-inquiries/{inquiryId}/answers: sent to the contact, then answered 201 with the
 * GuestInquiryAnswer; 409 for an inquiry whose contact was never confirmed (left before codes were
 * asked for), to which nothing is sent.
 */
export const AnswerGuestInquiry = object({ message: MessageText });
export type AnswerGuestInquiry = Infer<typeof AnswerGuestInquiry>;
