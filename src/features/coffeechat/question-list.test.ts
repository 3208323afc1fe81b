import { describe, expect, it } from 'vitest';
import { addQuestion } from './question-list';

describe('addQuestion', () => {
  it('adds a trimmed question', () => {
    expect(addQuestion([], '  팀 규모가 궁금해요 ')).toEqual({ ok: true, items: ['팀 규모가 궁금해요'] });
  });

  it('refuses empty, duplicate, too long and a sixth question with a Korean reason', () => {
    expect(addQuestion([], '   ')).toEqual({ ok: false, message: '질문을 입력해 주세요.' });
    expect(addQuestion(['a'], 'a')).toEqual({ ok: false, message: '이미 추가한 질문이에요.' });
    expect(addQuestion([], 'x'.repeat(201))).toEqual({ ok: false, message: '200자까지 작성 가능해요' });
    expect(addQuestion(['1', '2', '3', '4', '5'], '6')).toEqual({
      ok: false,
      message: '질문은 최대 5개까지 준비할 수 있어요.',
    });
  });
});
