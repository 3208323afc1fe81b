/**
 * Marks the struct definitions of src/contract/ as pure (`/*@__PURE__*\/`), so the bundler drops
 * the ones a chunk does not use. A contract module defines many structs (contract/messages.ts: the
 * candidate's messages, the console's rooms…) and a page uses a few; to the bundler each
 * `object({…})` is a call that might do something, so every struct of a module came with any of its
 * exports: ~0.7 KB gzip of each candidate page and 2 KB of what the landing loads untouched
 * (2026-11-29).
 *
 * Only calls of superstruct's struct builders (and contract/validators.ts's `rule`, which wraps
 * `refine`) in our contract modules are marked: they build a value and do nothing else. Rolldown's
 * `manualPureFunctions` would do it by name everywhere, the packages' own code too, where a
 * function called `object` or `string` may do anything.
 */
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const STRUCT_BUILDERS = new Set([
  'any',
  'array',
  'assign',
  'bigint',
  'boolean',
  'coerce',
  'date',
  'defaulted',
  'define',
  'deprecated',
  'dynamic',
  'empty',
  'enums',
  'func',
  'instance',
  'integer',
  'intersection',
  'lazy',
  'literal',
  'map',
  'max',
  'min',
  'never',
  'nonempty',
  'nullable',
  'number',
  'object',
  'omit',
  'optional',
  'partial',
  'pattern',
  'pick',
  'record',
  'refine',
  'regexp',
  'set',
  'size',
  'string',
  'trimmed',
  'tuple',
  'type',
  'union',
  'unknown',
]);

/** Builders of our own, by the module that exports them. */
const OWN_BUILDERS: Record<string, readonly string[]> = { './validators': ['rule'] };

const CONTRACT_MODULE = /[\\/]src[\\/]contract[\\/][\w-]+\.ts$/;

interface Node {
  type: string;
  start: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function visit(node: Node, enter: (node: Node) => void): void {
  enter(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) isNode(item) && visit(item, enter);
    else if (isNode(value)) visit(value, enter);
  }
}

/** The local names `program` imports struct builders as. */
function builderNames(program: Node): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    const source = (statement.source as { value: string }).value;
    const builders = source === 'superstruct' ? STRUCT_BUILDERS : new Set(OWN_BUILDERS[source] ?? []);
    for (const specifier of statement.specifiers as Node[]) {
      const imported = specifier.imported as { name?: string } | undefined;
      if (specifier.type === 'ImportSpecifier' && imported?.name && builders.has(imported.name)) {
        names.add((specifier.local as { name: string }).name);
      }
    }
  }
  return names;
}

/** `code` with each call of a struct builder marked pure, or null when it calls none. */
export function markPureStructs(
  code: string,
  program: Node,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const builders = builderNames(program);
  if (builders.size === 0) return null;
  const output = new MagicString(code);
  visit(program, (node) => {
    const callee = node.callee as Node | undefined;
    if (node.type === 'CallExpression' && callee?.type === 'Identifier' && builders.has(callee.name as string)) {
      output.appendLeft(node.start, '/*@__PURE__*/ ');
    }
  });
  return output.hasChanged() ? { code: output.toString(), map: output.generateMap({ hires: true }) } : null;
}

export function pureContracts(): Plugin {
  return {
    name: 'boltx:pure-contracts',
    // After TypeScript is stripped (a plugin without `enforce` runs after Vite's own transforms).
    transform(code, id) {
      if (!CONTRACT_MODULE.test(id)) return null;
      return markPureStructs(code, this.parse(code) as unknown as Node);
    },
  };
}
