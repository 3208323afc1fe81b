import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as compat from 'preact/compat';
import { describe, expect, it } from 'vitest';
import { isJotai, isWouterReactDeps, withPlainMember } from './compat-members';

const packageFile = (name: string, file: string) => path.resolve('node_modules', name, file);

/** The members a module reads off `local` (its default or namespace import of React). */
const membersRead = (code: string, local: string) => ({
  plain: new Set([...code.matchAll(new RegExp(`\\b${local}\\.(\\w+)`, 'g'))].map((match) => match[1])),
  computed: code.includes(`${local}[`),
});

describe('what jotai and wouter read of React, whole', () => {
  it('jotai reads only `use` off its default import, which Preact does not have', () => {
    const code = readFileSync(packageFile('jotai', 'esm/react.mjs'), 'utf8');
    expect(code).toMatch(/^import React, \{[^}]*\} from 'react';$/m);
    expect(membersRead(code, 'React')).toEqual({ plain: new Set(['use']), computed: false });
    expect('use' in compat).toBe(false);
  });

  it('wouter, once its computed member is written plainly, reads React member by member', () => {
    const file = packageFile('wouter', 'src/react-deps.js');
    const code = withPlainMember(readFileSync(file, 'utf8'));
    expect(isWouterReactDeps(file)).toBe(true);
    const read = membersRead(code, 'React');
    expect(read.computed).toBe(false);
    for (const member of read.plain) expect(compat).toHaveProperty(member);
  });

  it('refuses a wouter without the member it rewrites, rather than building as before', () => {
    expect(() => withPlainMember('export const x = 1;')).toThrow(/compat-members/);
  });

  it('knows jotai by its folder in node_modules', () => {
    expect(isJotai(packageFile('jotai', 'esm/react.mjs'))).toBe(true);
    expect(isJotai(packageFile('jotai-tanstack-query', 'dist/index.mjs'))).toBe(false);
    expect(isJotai(undefined)).toBe(false);
  });
});
