/**
 * The company hears of a request for a revision by e-mail, or it would learn of it only by opening
 * the console within its three business days: the offering company's recruiters, or the agent or
 * operator who sent the offer. One job per recipient, enqueued with the request in its transaction
 * (enqueueRevisionEmails), so a slow relay never holds the candidate's request, a relay that says
 * "later" is tried again, and a replica that dies mid-send never sends it twice (INTERRUPTED is
 * skipped). Nothing of the candidate is in it: the console shows the request, anonymously, to those
 * who may answer it.
 */
import { and, eq } from 'drizzle-orm';
import { number, object, string } from 'superstruct';
import { formatKstDateTime } from '../../../src/contract/kst';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/executor';
import { bizAccounts, companies, offerRevisions, offers } from '../../db/schema';
import { type ClaimedJob, enqueue, INTERRUPTED } from '../../jobs/job-queue';
import type { EmailMessage } from '../../providers/email-sender';

/** The job's payload: which offer's request to announce, to whom. */
export const RevisionEmailPayload = object({ offerId: number(), to: string() });

type RevisionEmailDeps = Pick<AppDeps, 'db' | 'logger' | 'emailSender' | 'env'>;

function revisionEmail(
  position: string,
  companyName: string,
  answerDueAt: Date,
  consoleOrigin: string | undefined,
): EmailMessage {
  const where = consoleOrigin
    ? `콘솔에서 답하기: ${consoleOrigin}/biz/offers?status=REVISION`
    : '볼트X 비즈니스 콘솔의 보낸 제안 › 조정 요청에서 답할 수 있어요.';
  return {
    subject: '[볼트X 비즈니스] 제안에 조정 요청이 도착했어요',
    text: [
      `${companyName}의 ${position} 제안을 받은 후보자가 조정을 요청했어요.`,
      `${formatKstDateTime(answerDueAt)}까지 조정하거나 그대로 유지한다고 답해 주세요. 답이 없으면 처음 제안 그대로 진행돼요.`,
      '',
      where,
    ].join('\n'),
  };
}

/** Who answers for the offer: the agent or operator who sent it, else its company's recruiters. */
async function recipientsOf(db: Executor, offerId: number): Promise<string[]> {
  const [offer] = await db
    .select({ companyId: offers.companyId, sender: { email: bizAccounts.email, role: bizAccounts.role } })
    .from(offers)
    .innerJoin(bizAccounts, eq(bizAccounts.id, offers.senderId))
    .where(eq(offers.id, offerId));
  if (!offer) return [];
  if (offer.sender.role !== 'recruiter') return [offer.sender.email];
  const recruiters = await db
    .select({ email: bizAccounts.email })
    .from(bizAccounts)
    .where(and(eq(bizAccounts.companyId, offer.companyId), eq(bizAccounts.role, 'recruiter')));
  return recruiters.map((row) => row.email);
}

/** One 'revision-email' job per recipient, in the request's transaction. */
export async function enqueueRevisionEmails(tx: Executor, offerId: number, now: Date): Promise<void> {
  for (const to of await recipientsOf(tx, offerId)) await enqueue(tx, 'revision-email', { offerId, to }, now);
}

/** Runs one queued e-mail (the job runner's 'revision-email'); throws when the queue should try again later. */
export async function sendRevisionEmail(
  deps: RevisionEmailDeps,
  job: ClaimedJob,
  payload: { offerId: number; to: string },
): Promise<'sent' | 'skipped'> {
  const skip = (reason: string) => {
    deps.logger.info('revision e-mail skipped', { job: job.id, reason });
    return 'skipped' as const;
  };
  if (job.previousError === INTERRUPTED) return skip('an earlier try never ended and may have sent it');
  if (deps.emailSender.channel === 'off') return skip('e-mail is off');
  const [row] = await deps.db
    .select({
      position: offers.position,
      companyName: companies.name,
      status: offerRevisions.status,
      answerDueAt: offerRevisions.answerDueAt,
    })
    .from(offerRevisions)
    .innerJoin(offers, eq(offers.id, offerRevisions.offerId))
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(eq(offerRevisions.offerId, payload.offerId));
  if (!row) return skip('the request is gone');
  if (row.status !== 'ASKED') return skip('the request was settled before the e-mail went');
  await deps.emailSender.send(
    payload.to,
    revisionEmail(row.position, row.companyName, row.answerDueAt, deps.env.publicOrigins?.[0]),
  );
  return 'sent';
}
