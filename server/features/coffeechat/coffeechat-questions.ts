/**
 * Questions the candidate prepares for the coffee chat with the hiring manager, and suggestions
 * to start from. Only the candidate whose coffee chat it is may read or change them.
 */
import { and, eq } from 'drizzle-orm';
import type { CoffeechatQuestions } from '../../../src/contract/offers';
import type { Database } from '../../db/client';
import { coffeechats, companies } from '../../db/schema';
import { requireLiveCandidate } from '../../domain/candidate-records';
import { notFound } from '../../errors/api-error';

export const COFFEECHAT_NOT_FOUND_MESSAGE = '커피챗을 찾을 수 없어요.';

const COFFEECHAT_QUESTION_SUGGESTIONS: readonly string[] = [
  '팀의 현재 가장 큰 과제는 무엇인가요?',
  '입사하면 처음 3개월 동안 어떤 일을 맡게 되나요?',
  '팀은 어떤 방식으로 일하고 의사결정을 하나요?',
  '이 자리에서 좋은 성과는 어떻게 평가되나요?',
  '함께 일하게 될 팀원들은 어떤 분들인가요?',
  '회사가 앞으로 1~2년 동안 가장 집중하는 목표는 무엇인가요?',
];

/** Trimmed, blanks dropped, duplicates removed, in the order given. */
export function normalizeQuestions(items: readonly string[]): string[] {
  return [...new Set(items.map((item) => item.trim()).filter((item) => item.length > 0))];
}

async function findOwnCoffeechat(db: Database, candidateId: string, coffeechatId: number) {
  const [row] = await db
    .select({ id: coffeechats.id, company: companies.name, questions: coffeechats.questions })
    .from(coffeechats)
    .innerJoin(companies, eq(companies.id, coffeechats.companyId))
    .where(and(eq(coffeechats.id, coffeechatId), eq(coffeechats.candidateId, candidateId)));
  return row;
}

const toQuestions = (row: { id: number; company: string; questions: string[] }): CoffeechatQuestions => ({
  coffeechatId: row.id,
  company: row.company,
  suggestions: [...COFFEECHAT_QUESTION_SUGGESTIONS],
  items: row.questions,
});

export async function coffeechatQuestions(db: Database, candidateId: string, coffeechatId: number) {
  await requireLiveCandidate(db, candidateId);
  const row = await findOwnCoffeechat(db, candidateId, coffeechatId);
  if (!row) throw notFound(COFFEECHAT_NOT_FOUND_MESSAGE);
  return toQuestions(row);
}

/** Replaces the saved questions with these. */
export async function saveCoffeechatQuestions(
  db: Database,
  candidateId: string,
  coffeechatId: number,
  items: readonly string[],
  now: Date,
) {
  await requireLiveCandidate(db, candidateId);
  const row = await findOwnCoffeechat(db, candidateId, coffeechatId);
  if (!row) throw notFound(COFFEECHAT_NOT_FOUND_MESSAGE);
  const questions = normalizeQuestions(items);
  await db
    .update(coffeechats)
    .set({ questions, updatedAt: now })
    .where(and(eq(coffeechats.id, coffeechatId), eq(coffeechats.candidateId, candidateId)));
  return toQuestions({ ...row, questions });
}
