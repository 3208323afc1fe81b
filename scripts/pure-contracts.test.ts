import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { markPureStructs } from './pure-contracts';

const mark = (code: string) => markPureStructs(code, parseAst(code) as never)?.code ?? code;

describe('the struct definitions of a contract module', () => {
  it('are marked pure, nested calls too, under the names they were imported as', () => {
    const code = [
      "import { object, string as text, assert } from 'superstruct';",
      "import { rule, rowIdInPath } from './validators';",
      'export const Room = object({ name: text(), id: rule(text(), "id", () => true, "x") });',
      'export function check(value) { assert(value, Room); return rowIdInPath(value); }',
    ].join('\n');
    const marked = mark(code);
    expect(marked).toContain(
      '/*@__PURE__*/ object({ name: /*@__PURE__*/ text(), id: /*@__PURE__*/ rule(/*@__PURE__*/ text()',
    );
    // What is called for what it does, or is not a builder, stays as it was.
    expect(marked).toContain('{ assert(value, Room); return rowIdInPath(value); }');
  });

  it('are left alone when the module builds none', () => {
    const code = "import { is } from 'superstruct';\nexport const limit = Math.max(1, 2);";
    expect(markPureStructs(code, parseAst(code) as never)).toBeNull();
  });
});
