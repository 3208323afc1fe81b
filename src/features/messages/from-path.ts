/**
 * Where an inquiry came from (/ask?from=): only a path of this app is kept and shown, never
 * another site's address ("//evil.example", "https://…") or a script.
 */
const FROM_MAX = 300;

export function sameAppPath(from: string | null): string | undefined {
  if (!from || from.length > FROM_MAX) return undefined;
  if (!from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(from)) return undefined;
  return from;
}
