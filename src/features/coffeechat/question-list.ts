import { COFFEECHAT_QUESTION_LENGTH_MAX, COFFEECHAT_QUESTIONS_MAX } from '../../contract/offers';

export type AddResult = { ok: true; items: string[] } | { ok: false; message: string };

/** Adds a question unless it is empty, already there, too long, or one too many. */
export function addQuestion(items: readonly string[], question: string): AddResult {
  const text = question.trim();
  if (!text) return { ok: false, message: '질문을 입력해 주세요.' };
  if (text.length > COFFEECHAT_QUESTION_LENGTH_MAX) {
    return { ok: false, message: `${COFFEECHAT_QUESTION_LENGTH_MAX}자까지 작성 가능해요` };
  }
  if (items.includes(text)) return { ok: false, message: '이미 추가한 질문이에요.' };
  if (items.length >= COFFEECHAT_QUESTIONS_MAX) {
    return { ok: false, message: `질문은 최대 ${COFFEECHAT_QUESTIONS_MAX}개까지 준비할 수 있어요.` };
  }
  return { ok: true, items: [...items, text] };
}

export const sameQuestions = (left: readonly string[], right: readonly string[]) =>
  left.length === right.length && left.every((item, index) => item === right[index]);
