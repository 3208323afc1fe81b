/** Search input as SPEC §5 allows it: Korean, latin letters, digits and spaces; everything else is stripped. */
export function stripSearchText(text: string): string {
  return text
    .replace(/[^가-힣ㄱ-ㅎㅏ-ㅣa-zA-Z0-9\s]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
