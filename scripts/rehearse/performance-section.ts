/**
 * The rehearsal's section of docs/PERFORMANCE.md: a marked block that `npm run rehearse` replaces
 * (or appends) and `npm run bench`, which writes the rest of the page from scratch, carries over
 * as it is (scripts/bench/report.ts). One page keeps every measured figure; the two are measured
 * at different times by different commands, so each says its own date and commit, and neither
 * erases the other's.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const BEGIN = '<!-- rehearsal:begin (written by `npm run rehearse`; `npm run bench` keeps this block) -->';
const END = '<!-- rehearsal:end -->';
const BLOCK = /<!-- rehearsal:begin[^>]*-->[\s\S]*?<!-- rehearsal:end -->\n?/;

const PERFORMANCE_FILE = 'docs/PERFORMANCE.md';

/** `markdown` between the markers. */
const rehearsalBlock = (markdown: string) => `${BEGIN}\n${markdown.trim()}\n${END}\n`;

/** The block in `file` as it stands, if any. */
function currentRehearsalBlock(file = PERFORMANCE_FILE): string | undefined {
  if (!existsSync(file)) return undefined;
  return BLOCK.exec(readFileSync(file, 'utf8'))?.[0];
}

/** `document` with `block` in place of its own block, or appended after a blank line. */
function withRehearsalBlock(document: string, block: string): string {
  if (BLOCK.test(document)) return document.replace(BLOCK, () => block);
  return `${document.trimEnd()}\n\n${block}`;
}

/** For the bench: the page it wrote, with the block `file` held before (unchanged), if it held one. */
export function keepingRehearsalBlock(document: string, file = PERFORMANCE_FILE): string {
  const block = currentRehearsalBlock(file);
  return block ? withRehearsalBlock(document, block) : document;
}

/** For the rehearsal: replaces only its block in `file`. */
export function writeRehearsalBlock(markdown: string, file = PERFORMANCE_FILE): void {
  const document = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  writeFileSync(file, withRehearsalBlock(document, rehearsalBlock(markdown)));
}
