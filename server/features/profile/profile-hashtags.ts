/** SPEC §5 hashtags on the server: normalised as the client does, then limited (15 characters each, 30 tags). */
import {
  HASHTAG_LENGTH_MAX,
  HASHTAG_TOO_LONG_MESSAGE,
  HASHTAGS_FULL_MESSAGE,
  HASHTAGS_MAX,
  hashtagLength,
  normalizeHashtags,
} from '../../../src/contract/profile';
import { badRequest } from '../../errors/api-error';

/** Why these (normalised) tags cannot be stored, naming the field, or undefined. */
export function hashtagProblem(tags: readonly string[]): { message: string; field: string } | undefined {
  const tooLong = tags.findIndex((tag) => hashtagLength(tag) > HASHTAG_LENGTH_MAX);
  if (tooLong >= 0) return { message: HASHTAG_TOO_LONG_MESSAGE, field: `hashtags.${tooLong}` };
  if (tags.length > HASHTAGS_MAX) return { message: HASHTAGS_FULL_MESSAGE, field: 'hashtags' };
  return undefined;
}

/** The tags to store, or 400 naming the field. */
export function checkedHashtags(input: readonly string[]): string[] {
  const tags = normalizeHashtags(input);
  const problem = hashtagProblem(tags);
  if (problem) throw badRequest(problem.message, problem.field);
  return tags;
}
