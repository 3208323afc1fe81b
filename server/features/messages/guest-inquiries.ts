/**
 * Inquiries from people who are not signed in (schema-guest-inquiries.ts). A visitor leaves one
 * with a contact they confirmed with a one-time code (guest-contact-codes.ts); operators and
 * agents — never a company's recruiter, never a candidate — list them (contact masked), open one
 * (contact whole) and answer it: the answer goes to the contact
 * (an SMS, or an e-mail) first and is stored once the sender took it, so the console never shows
 * an answer nobody received. Nothing is sent to a contact nobody confirmed (an inquiry left before
 * codes were asked for): its answer is refused with 409, so our text never quotes a stranger's.
 */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { ErrorCode } from '../../../src/contract/errors';
import {
  type ContactKind,
  GUEST_INQUIRY_LABEL,
  type GuestInquiryAnswer,
  type GuestInquiryDetail,
  type GuestInquiryInput,
  type GuestInquiryList,
  type GuestInquiryReceipt,
  normalizedContact,
} from '../../../src/contract/guest-inquiries';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { bizAccounts } from '../../db/schema';
import { guestInquiries, guestInquiryAnswers } from '../../db/schema-guest-inquiries';
import { type BizViewer, isAgent } from '../../domain/biz-accounts';
import { ApiError, forbidden, notFound } from '../../errors/api-error';
import { deliveryRefusal } from '../../http/delivery-refusal';
import { confirmGuestContact } from './guest-contact-codes';
import { maskedContact } from './guest-contacts';
import { claimGuestInquiry } from './guest-inquiry-limits';
import { originPathOf } from './message-views';

/** Inquiries one console list shows at most, the latest first. */
const GUEST_INQUIRY_LIST_MAX = 200;
const GUEST_INQUIRY_NOT_FOUND = '문의를 찾을 수 없습니다.';
export const ANSWER_NOT_SENT = '답변을 보내지 못했습니다. 잠시 후 다시 보내 주세요.';
/** The SMS provider or the mail relay refuses the contact for good: no retry will reach it. */
export const ANSWER_UNDELIVERABLE = '이 연락처로는 답변을 보낼 수 없어요. 번호나 주소가 맞는지 확인해 주세요.';

/** An inquiry left before contacts were confirmed: nothing official goes to a contact nobody proved is theirs. */
export const GUEST_CONTACT_UNVERIFIED =
  '연락처를 인증하지 않은 문의라 답변을 보낼 수 없어요. 이 연락처로는 아무것도 보내지 않았어요.';

const inquiryNotFound = () => notFound(GUEST_INQUIRY_NOT_FOUND);

/** Operators and agents only: a company's recruiter has no business with strangers' inquiries. */
function requireOperator(viewer: BizViewer) {
  if (!isAgent(viewer)) throw forbidden();
}

type GuestDeps = Pick<AppDeps, 'db' | 'env' | 'rateLimits' | 'now' | 'oneTimeCodes'>;

/**
 * Stores a visitor's inquiry once its limits allow it and the code sent to its contact is right;
 * answers where the answer will go, masked. `network` is what per-address limits count.
 */
export async function leaveGuestInquiry(
  deps: GuestDeps,
  input: GuestInquiryInput,
  network: string,
): Promise<GuestInquiryReceipt> {
  const contact = normalizedContact(input.contactKind, input.contact);
  const claims = await claimGuestInquiry(deps, contact, network);
  try {
    await confirmGuestContact(deps, contact, input.code, network);
    const now = deps.now();
    await deps.db.insert(guestInquiries).values({
      contactKind: input.contactKind,
      contact,
      body: input.message,
      originPath: originPathOf(input.from),
      contactVerifiedAt: now,
      createdAt: now,
    });
  } catch (error) {
    // Nothing was stored (a wrong code, a failed write): the limits give the use back.
    await deps.rateLimits.release(claims);
    throw error;
  }
  return { contactKind: input.contactKind, contact: maskedContact(input.contactKind, contact) };
}

export async function listGuestInquiries(db: Database, viewer: BizViewer): Promise<GuestInquiryList> {
  requireOperator(viewer);
  const rows = await db
    .select({
      id: guestInquiries.id,
      contactKind: guestInquiries.contactKind,
      contact: guestInquiries.contact,
      body: guestInquiries.body,
      originPath: guestInquiries.originPath,
      readAt: guestInquiries.readAt,
      contactVerifiedAt: guestInquiries.contactVerifiedAt,
      createdAt: guestInquiries.createdAt,
      answerCount: count(guestInquiryAnswers.id),
    })
    .from(guestInquiries)
    .leftJoin(guestInquiryAnswers, eq(guestInquiryAnswers.inquiryId, guestInquiries.id))
    .groupBy(guestInquiries.id)
    .orderBy(desc(guestInquiries.createdAt), desc(guestInquiries.id))
    .limit(GUEST_INQUIRY_LIST_MAX);
  const [unread] = await db.select({ value: count() }).from(guestInquiries).where(isNull(guestInquiries.readAt));
  return {
    items: rows.map((row) => ({
      inquiryId: row.id,
      contactKind: row.contactKind,
      maskedContact: maskedContact(row.contactKind, row.contact),
      message: row.body,
      originPath: row.originPath,
      unread: row.readAt === null,
      answerCount: row.answerCount,
      contactVerified: row.contactVerifiedAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
    unreadCount: unread.value,
  };
}

async function findInquiry(db: Database, inquiryId: number) {
  const [row] = await db.select().from(guestInquiries).where(eq(guestInquiries.id, inquiryId));
  if (!row) throw inquiryNotFound();
  return row;
}

async function answersOf(db: Database, inquiryId: number): Promise<GuestInquiryAnswer[]> {
  const rows = await db
    .select({
      id: guestInquiryAnswers.id,
      body: guestInquiryAnswers.body,
      createdAt: guestInquiryAnswers.createdAt,
      staffName: bizAccounts.name,
    })
    .from(guestInquiryAnswers)
    .leftJoin(bizAccounts, eq(bizAccounts.id, guestInquiryAnswers.staffId))
    .where(eq(guestInquiryAnswers.inquiryId, inquiryId))
    .orderBy(guestInquiryAnswers.id);
  return rows.map((row) => ({
    answerId: row.id,
    message: row.body,
    senderName: row.staffName ?? '',
    createdAt: row.createdAt.toISOString(),
  }));
}

/** One inquiry with its full contact and answers; the first operator to open it marks it read. */
export async function readGuestInquiry(
  db: Database,
  viewer: BizViewer,
  inquiryId: number,
  now: Date,
): Promise<GuestInquiryDetail> {
  requireOperator(viewer);
  const row = await findInquiry(db, inquiryId);
  let readAt = row.readAt;
  if (!readAt) {
    await db
      .update(guestInquiries)
      .set({ readAt: now })
      .where(and(eq(guestInquiries.id, inquiryId), isNull(guestInquiries.readAt)));
    readAt = now;
  }
  return {
    inquiryId: row.id,
    contactKind: row.contactKind,
    contact: row.contact,
    maskedContact: maskedContact(row.contactKind, row.contact),
    message: row.body,
    originPath: row.originPath,
    contactVerified: row.contactVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
    readAt: readAt.toISOString(),
    answers: await answersOf(db, inquiryId),
  };
}

/**
 * What the person receives: the answer, then what they asked, so the text stands on its own. Only
 * ever sent to a contact the visitor confirmed: the quote is their own text, going back to them.
 */
function answerText(answer: string, inquiry: string): string {
  return `[볼트X] ${GUEST_INQUIRY_LABEL}에 대한 답변입니다.\n\n${answer}\n\n— 남기신 문의 —\n${inquiry}`;
}

type AnswerDeps = Pick<AppDeps, 'db' | 'now' | 'messageSender' | 'emailSender'>;

async function deliver(deps: AnswerDeps, kind: ContactKind, contact: string, text: string) {
  try {
    if (kind === 'PHONE') await deps.messageSender.sendNotification(contact, text);
    else await deps.emailSender.send(contact, { subject: `[볼트X] ${GUEST_INQUIRY_LABEL}에 대한 답변입니다`, text });
  } catch (error) {
    throw deliveryRefusal(error, { unavailable: ANSWER_NOT_SENT, rejected: ANSWER_UNDELIVERABLE }) ?? error;
  }
}

/** Sends the answer to the inquiry's contact, then keeps it; the inquiry counts as read from now on. */
export async function answerGuestInquiry(
  deps: AnswerDeps,
  viewer: BizViewer,
  inquiryId: number,
  message: string,
): Promise<GuestInquiryAnswer> {
  requireOperator(viewer);
  const inquiry = await findInquiry(deps.db, inquiryId);
  if (!inquiry.contactVerifiedAt) throw new ApiError(409, ErrorCode.conflict, GUEST_CONTACT_UNVERIFIED);
  await deliver(deps, inquiry.contactKind, inquiry.contact, answerText(message, inquiry.body));
  const now = deps.now();
  const [stored] = await deps.db
    .insert(guestInquiryAnswers)
    .values({ inquiryId, staffId: viewer.id, body: message, createdAt: now })
    .returning({ id: guestInquiryAnswers.id });
  await deps.db
    .update(guestInquiries)
    .set({ readAt: now })
    .where(and(eq(guestInquiries.id, inquiryId), isNull(guestInquiries.readAt)));
  return { answerId: stored.id, message, senderName: viewer.name, createdAt: now.toISOString() };
}
