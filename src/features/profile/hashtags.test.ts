import { describe, expect, it } from 'vitest';
import { addHashtags } from './hashtags';

describe('addHashtags', () => {
  it('removes spaces, splits on #, cuts at 15 characters and drops duplicates', () => {
    expect(addHashtags(['백엔드'], '#백엔드 #대용량 트래픽#MSA #가나다라마바사아자차카타파하거너')).toEqual({
      ok: true,
      items: ['백엔드', '대용량트래픽', 'MSA', '가나다라마바사아자차카타파하거'],
    });
  });

  it('stops at 30 with the SPEC message, keeping what fit', () => {
    const full = Array.from({ length: 29 }, (_, index) => `태그${index}`);
    expect(addHashtags(full, '#하나#둘')).toEqual({
      ok: false,
      message: '더 이상 추가할 수 없습니다.',
      items: [...full, '하나'],
    });
  });
});
