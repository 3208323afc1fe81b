/** Whether two lists hold the same ids, in any order (a list's order is not a change). */
export function sameIds(left: readonly number[], right: readonly number[]): boolean {
  const rightSet = new Set(right);
  const leftSet = new Set(left);
  return leftSet.size === rightSet.size && [...leftSet].every((id) => rightSet.has(id));
}
