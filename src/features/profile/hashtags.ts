import { HASHTAG_LENGTH_MAX, HASHTAGS_FULL_MESSAGE, HASHTAGS_MAX } from '../../contract/profile';

export type HashtagResult = { ok: true; items: string[] } | { ok: false; message: string; items: string[] };

/**
 * SPEC §5: spaces removed, split on #, each at most 15 characters, duplicates removed, at most
 * 30 — past that "더 이상 추가할 수 없습니다.", keeping the ones that fit.
 */
export function addHashtags(current: readonly string[], typed: string): HashtagResult {
  const items = [...current];
  const tags = typed
    .replace(/\s+/g, '')
    .split('#')
    .map((tag) => tag.slice(0, HASHTAG_LENGTH_MAX))
    .filter((tag) => tag !== '');
  for (const tag of tags) {
    if (items.includes(tag)) continue;
    if (items.length >= HASHTAGS_MAX) return { ok: false, message: HASHTAGS_FULL_MESSAGE, items };
    items.push(tag);
  }
  return { ok: true, items };
}
