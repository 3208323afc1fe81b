import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepingRehearsalBlock, writeRehearsalBlock } from './performance-section';

const file = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'performance-section-')), 'PERFORMANCE.md');

describe('the rehearsal section of PERFORMANCE.md', () => {
  it('is appended to the page the bench wrote, and then replaced in place', () => {
    const page = file();
    writeFileSync(page, '# Performance\n\n## 1. Bytes\n\nfigures\n');
    writeRehearsalBlock('## Rehearsal\n\nfirst run, costs $1', page);
    writeRehearsalBlock('## Rehearsal\n\nsecond run', page);

    const written = readFileSync(page, 'utf8');
    expect(written).toContain('## 1. Bytes\n\nfigures\n');
    expect(written).toContain('second run');
    expect(written).not.toContain('first run');
    expect(written.match(/rehearsal:begin/g)).toHaveLength(1);
  });

  it('is kept as it is when the bench writes the page again', () => {
    const page = file();
    writeFileSync(page, '# Performance\n\nold bench\n');
    writeRehearsalBlock('## Rehearsal\n\nthe figures', page);

    const rewritten = keepingRehearsalBlock('# Performance\n\nnew bench\n', page);
    expect(rewritten).toContain('new bench');
    expect(rewritten).not.toContain('old bench');
    expect(rewritten).toContain('## Rehearsal\n\nthe figures');
  });

  it('leaves a page without one as the bench wrote it', () => {
    const page = file();
    writeFileSync(page, '# Performance\n');
    expect(keepingRehearsalBlock('# Performance\n\nnew bench\n', page)).toBe('# Performance\n\nnew bench\n');
  });
});
