import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepingBlocks, writeBlock } from './performance-blocks';

const file = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'performance-blocks-')), 'PERFORMANCE.md');

describe('the blocks of PERFORMANCE.md that other commands write', () => {
  it('is appended to the page the bench wrote, and then replaced in place', () => {
    const page = file();
    writeFileSync(page, '# Performance\n\n## 1. Bytes\n\nfigures\n');
    writeBlock('rehearsal', '## Rehearsal\n\nfirst run, costs $1', page);
    writeBlock('rehearsal', '## Rehearsal\n\nsecond run', page);

    const written = readFileSync(page, 'utf8');
    expect(written).toContain('## 1. Bytes\n\nfigures\n');
    expect(written).toContain('second run');
    expect(written).not.toContain('first run');
    expect(written.match(/rehearsal:begin/g)).toHaveLength(1);
    expect(written).toContain('written by `npm run rehearse`');
  });

  it('each block is replaced alone, and all are kept when the bench writes the page again', () => {
    const page = file();
    writeFileSync(page, '# Performance\n\nold bench\n');
    writeBlock('rehearsal', '## Rehearsal\n\nthe figures', page);
    writeBlock('bundle-map', '## Bundle map\n\nfirst map', page);
    writeBlock('bundle-map', '## Bundle map\n\nsecond map', page);

    const rewritten = keepingBlocks('# Performance\n\nnew bench\n', page);
    expect(rewritten).toContain('new bench');
    expect(rewritten).not.toContain('old bench');
    expect(rewritten).toContain('## Rehearsal\n\nthe figures');
    expect(rewritten).toContain('second map');
    expect(rewritten).not.toContain('first map');
  });

  it('leaves a page without one as the bench wrote it', () => {
    const page = file();
    writeFileSync(page, '# Performance\n');
    expect(keepingBlocks('# Performance\n\nnew bench\n', page)).toBe('# Performance\n\nnew bench\n');
  });
});
