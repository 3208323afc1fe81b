/**
 * The sections of docs/PERFORMANCE.md that commands other than the bench measure (the rehearsal,
 * the bundle map): each a marked block that its command replaces (or appends) and `npm run bench`,
 * which writes the rest of the page from scratch, carries over as it is (scripts/bench/report.ts).
 * One page keeps every measured figure; they are measured at different times by different
 * commands, so each block says its own date and commit, and none erases another.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const PERFORMANCE_FILE = 'docs/PERFORMANCE.md';

/** The blocks, by name, with the command that writes each. */
const BLOCKS = { rehearsal: 'npm run rehearse', 'bundle-map': 'npm run bundle-map' } as const;
export type BlockName = keyof typeof BLOCKS;

const pattern = (name: BlockName) => new RegExp(`<!-- ${name}:begin[^>]*-->[\\s\\S]*?<!-- ${name}:end -->\\n?`);

/** `markdown` between the markers. */
const marked = (name: BlockName, markdown: string) =>
  `<!-- ${name}:begin (written by \`${BLOCKS[name]}\`; \`npm run bench\` keeps this block) -->\n${markdown.trim()}\n<!-- ${name}:end -->\n`;

/** `document` with `block` in place of the block of that name, or appended after a blank line. */
function withBlock(document: string, name: BlockName, block: string): string {
  if (pattern(name).test(document)) return document.replace(pattern(name), () => block);
  return `${document.trimEnd()}\n\n${block}`;
}

/** For the bench: the page it wrote, with every block `file` held before (unchanged). */
export function keepingBlocks(document: string, file = PERFORMANCE_FILE): string {
  if (!existsSync(file)) return document;
  const before = readFileSync(file, 'utf8');
  return (Object.keys(BLOCKS) as BlockName[]).reduce((page, name) => {
    const block = pattern(name).exec(before)?.[0];
    return block ? withBlock(page, name, block) : page;
  }, document);
}

/** For a block's own command: replaces only that block in `file`. */
export function writeBlock(name: BlockName, markdown: string, file = PERFORMANCE_FILE): void {
  const document = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  writeFileSync(file, withBlock(document, name, marked(name, markdown)));
}
