import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staleBecause } from './ensure-build';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'boltx-ensure-build-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const write = (file: string, content = '', at?: Date) => {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
  if (at) utimesSync(full, at, at);
};

const hour = (offset: number) => new Date(Date.UTC(2026, 10, 28, 12 + offset));

function builtAt(at: Date) {
  for (const output of [
    'dist/index.html',
    'dist/landing.html',
    'dist-ssr/landing-prerender.js',
    'dist-server/main.js',
  ]) {
    write(output);
  }
  write('dist-server/build.json', JSON.stringify({ buildId: 'abc1234', builtAt: at.toISOString() }));
}

describe('whether npm start must build first', () => {
  it('builds when there is no build', () => {
    write('src/main.tsx', '', hour(0));
    expect(staleBecause(root)).toMatch(/^no build yet \(dist\/index.html is missing\)/);
  });

  it('starts the build as it is when no source changed after it began', () => {
    write('src/main.tsx', '', hour(0));
    write('server/main.ts', '', hour(0));
    builtAt(hour(1));
    expect(staleBecause(root)).toBeUndefined();
  });

  it('builds again when a source changed after the build began, but not for a test', () => {
    write('server/main.ts', '', hour(0));
    builtAt(hour(1));
    write('server/env.test.ts', '', hour(2));
    expect(staleBecause(root)).toBeUndefined();
    write('server/env.ts', '', hour(2));
    expect(staleBecause(root)).toMatch(/^sources changed since the build of .* \(BUILD_ID abc1234\)/);
  });
});
