/**
 * Parts of a line joined by " · " ("백엔드 개발자 · 누리페이 채용 담당자"), empty ones left out so a
 * line never starts or ends with the dot. The space before the dot does not break: a line that wraps
 * ends with "·" and the next starts with a word, never with "·".
 */
export function dottedLine(parts: readonly (string | null | undefined)[]): string {
  return parts.filter((part): part is string => Boolean(part?.trim())).join('\u00a0· ');
}
