import { TECH_STACKS_MAX } from '../../contract/profile';

/** TechStackUpdate's bound for one name. */
export const TECH_STACK_LENGTH_MAX = 40;
const TECH_STACKS_FULL_MESSAGE = `기술 스택은 최대 ${TECH_STACKS_MAX}개까지 추가할 수 있어요.`;

/** SPEC §5: special characters are stripped from what is searched ("node.js" looks for "nodejs"). */
export const searchTextOf = (typed: string) =>
  typed
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

/** A name as it is kept: trimmed, inner spaces single. */
export const stackNameOf = (typed: string) => typed.replace(/\s+/g, ' ').trim().slice(0, TECH_STACK_LENGTH_MAX);

/** Stacks are the same regardless of case ("react" is "React"), as the server counts them. */
export const includesStack = (stacks: readonly string[], name: string) =>
  stacks.some((stack) => stack.toLowerCase() === name.toLowerCase());

/** Why `name` cannot be added, or undefined when it can. */
export function addProblem(stacks: readonly string[], name: string): string | undefined {
  if (includesStack(stacks, name)) return '이미 추가한 기술 스택이에요.';
  return stacks.length >= TECH_STACKS_MAX ? TECH_STACKS_FULL_MESSAGE : undefined;
}

export const sameStacks = (left: readonly string[], right: readonly string[]) =>
  left.length === right.length && left.every((stack, index) => stack === right[index]);
