/**
 * What a candidate is told about their coffee chat's meeting: by push, by SMS outside the
 * sandbox, and in the sandbox inbox. The push held through quiet hours and the SMS go later, from the
 * job queue: by then the candidate may have restricted the company, and then they go nowhere.
 */
import { and, eq } from 'drizzle-orm';
import { formatKstDateTime } from '../../../src/contract/kst';
import type { CoffeechatMeeting } from '../../../src/contract/meetings';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/executor';
import { candidates, coffeechats, companies } from '../../db/schema';
import { shutOutCondition } from '../../domain/candidate-visibility';
import type { NotificationMessage } from '../../domain/notification-message';

export const SLOTS_PROPOSED_TITLE = '커피챗 시간이 제안됐어요';
const COMPANY_CANCELLED_TITLE = '커피챗이 취소됐어요';
export const DAY_REMINDER_TITLE = '커피챗 일정을 잊지 마세요';
export const HOUR_REMINDER_TITLE = '커피챗이 1시간 뒤에 시작돼요';
export const NO_PROPOSAL_TITLE = '아직 일정 제안이 없어요';

const meetingUrl = (coffeechatId: number) => `/my/result/like/${coffeechatId}`;

/** The coffee chat a meeting notice's link opens, or undefined for any other link. */
function coffeechatOfUrl(url: string): number | undefined {
  const id = /^\/my\/result\/like\/(\d{1,9})$/.exec(url)?.[1];
  return id === undefined ? undefined : Number(id);
}

/**
 * Whether a meeting notice made earlier must no longer reach the candidate: its coffee chat's company
 * is now restricted by the candidate, or employs them (restriction is total).
 */
export async function meetingNoticeWithdrawn(
  db: Executor,
  notice: { candidateId: string; message: { kind: string; url: string } },
): Promise<boolean> {
  if (notice.message.kind !== 'MEETING') return false;
  const coffeechatId = coffeechatOfUrl(notice.message.url);
  if (coffeechatId === undefined) return false;
  const [chat] = await db
    .select({ companyId: coffeechats.companyId, company: companies.name })
    .from(coffeechats)
    .innerJoin(companies, eq(companies.id, coffeechats.companyId))
    .where(and(eq(coffeechats.id, coffeechatId), eq(coffeechats.candidateId, notice.candidateId)));
  if (!chat) return false;
  const [shutOut] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.id, notice.candidateId), shutOutCondition({ id: chat.companyId, name: chat.company })));
  return shutOut !== undefined;
}

export const slotsProposed = (meeting: CoffeechatMeeting): NotificationMessage => ({
  kind: 'MEETING',
  title: SLOTS_PROPOSED_TITLE,
  body: `${meeting.company}에서 커피챗 시간 ${meeting.slots.length}개를 제안했어요. 편한 시간을 골라 주세요.`,
  url: meetingUrl(meeting.coffeechatId),
});

export const companyCancelled = (meeting: CoffeechatMeeting): NotificationMessage => ({
  kind: 'MEETING',
  title: COMPANY_CANCELLED_TITLE,
  body: `${meeting.company}에서 커피챗을 취소했어요. 사유: ${meeting.cancelled?.reason ?? ''}`,
  url: meetingUrl(meeting.coffeechatId),
});

export const meetingReminder = (
  which: 'day' | 'hour',
  chat: { coffeechatId: number; company: string; startsAt: Date },
): NotificationMessage => ({
  kind: 'MEETING',
  title: which === 'day' ? DAY_REMINDER_TITLE : HOUR_REMINDER_TITLE,
  body: `${chat.company} 커피챗이 ${formatKstDateTime(chat.startsAt)}에 시작돼요.`,
  url: meetingUrl(chat.coffeechatId),
  // Moot once it started; within its last hour it is pushed even in quiet hours.
  expiresAt: chat.startsAt,
});

export const noProposalYet = (chat: { coffeechatId: number; company: string }): NotificationMessage => ({
  kind: 'MEETING',
  title: NO_PROPOSAL_TITLE,
  body: `${chat.company}에서 아직 커피챗 시간을 제안하지 않았어요. 볼트X 운영팀이 회사에 확인하고 있어요.`,
  url: meetingUrl(chat.coffeechatId),
});

/** Tells the candidate; a failure is logged, never thrown (the move itself stands). */
export async function tellCandidate(
  deps: Pick<AppDeps, 'notifier' | 'logger'>,
  candidateId: string,
  message: NotificationMessage,
): Promise<boolean> {
  try {
    await deps.notifier.notify(candidateId, message);
    return true;
  } catch (error) {
    deps.logger.warn('meeting notice failed', { error: error instanceof Error ? error.name : 'unknown' });
    return false;
  }
}
