/**
 * The rehearsal's tiny substitution in deploy/pgbouncer.ini (PgBouncer reads no environment
 * variables): the value of each named setting is replaced, every other line kept as written. A
 * setting the file does not have is an error, so the file and the rehearsal cannot drift apart
 * silently.
 */

/** `text` with `name = value` lines given new values; `replacements` maps names to values. */
export function withSettings(text: string, replacements: Record<string, string>): string {
  const found = new Set<string>();
  const lines = text.split('\n').map((line) => {
    const match = /^(\s*)([\w.-]+)(\s*=\s*).*$/.exec(line);
    if (!match || !(match[2] in replacements)) return line;
    found.add(match[2]);
    return `${match[1]}${match[2]}${match[3]}${replacements[match[2]]}`;
  });
  const missing = Object.keys(replacements).filter((name) => !found.has(name));
  if (missing.length > 0) throw new Error(`settings not in the file: ${missing.join(', ')}`);
  return lines.join('\n');
}
