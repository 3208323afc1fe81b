/** The candidate's answers to the Q1–Q3 survey (SPEC §3 survey answers, §7 /users/surveys/{id} and /answer/{id}). */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type SurveyAnswers, surveyCodesOf, UNKNOWN_SURVEY_CODE_MESSAGE } from '../../../src/contract/profile';
import type { Database } from '../../db/client';
import { surveyAnswers } from '../../db/schema';
import { requireLiveCandidate } from '../../domain/candidate-records';
import { badRequest } from '../../errors/api-error';

export async function listSurveyAnswers(db: Database, candidateId: string): Promise<SurveyAnswers> {
  await requireLiveCandidate(db, candidateId);
  const rows = await db
    .select({ code: surveyAnswers.code, answer: surveyAnswers.answer })
    .from(surveyAnswers)
    .where(eq(surveyAnswers.candidateId, candidateId))
    .orderBy(asc(surveyAnswers.code));
  return { userSurveyItems: rows };
}

/** The answers to the codes of `surveyCodeItems` (comma-separated), by code; an unknown code is 400. */
export async function surveyAnswersFor(
  db: Database,
  candidateId: string,
  surveyCodeItems: string,
): Promise<SurveyAnswers> {
  const codes = surveyCodesOf(surveyCodeItems);
  if (!codes) throw badRequest(UNKNOWN_SURVEY_CODE_MESSAGE, 'surveyCodeItems');
  await requireLiveCandidate(db, candidateId);
  const rows = await db
    .select({ code: surveyAnswers.code, answer: surveyAnswers.answer })
    .from(surveyAnswers)
    .where(and(eq(surveyAnswers.candidateId, candidateId), inArray(surveyAnswers.code, codes)))
    .orderBy(asc(surveyAnswers.code));
  return { userSurveyItems: rows };
}

/** Stores each answer given (a code at most once per request); codes not sent keep their answer. */
export async function saveSurveyAnswers(
  db: Database,
  candidateId: string,
  input: SurveyAnswers,
  now: Date,
): Promise<SurveyAnswers> {
  await requireLiveCandidate(db, candidateId);
  const codes = input.userSurveyItems.map((item) => item.code);
  const repeated = codes.findIndex((code, index) => codes.indexOf(code) !== index);
  if (repeated >= 0) throw badRequest('같은 질문의 답이 두 번 들어 있습니다.', `userSurveyItems.${repeated}.code`);
  if (input.userSurveyItems.length > 0) {
    await db
      .insert(surveyAnswers)
      .values(input.userSurveyItems.map((item) => ({ candidateId, ...item, updatedAt: now })))
      .onConflictDoUpdate({
        target: [surveyAnswers.candidateId, surveyAnswers.code],
        set: { answer: sql`excluded.answer`, updatedAt: now },
      });
  }
  return listSurveyAnswers(db, candidateId);
}
