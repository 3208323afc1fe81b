import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BuildIdMissing, resolveBuildId } from './build-id';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'boltx-build-id-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.email=t@boltx.example', '-c', 'user.name=t', ...args], { cwd })
    .toString()
    .trim();

function checkout(): string {
  const dir = folder();
  git(dir, 'init', '-q');
  writeFileSync(path.join(dir, 'app.ts'), 'export const a = 1;\n');
  git(dir, 'add', '.');
  git(dir, 'commit', '-qm', 'first');
  return dir;
}

describe('the build id', () => {
  it('is the BUILD_ID given, when it is a plain name', () => {
    expect(resolveBuildId({ BUILD_ID: ' 2026-11-28.1 ' }, folder())).toBe('2026-11-28.1');
    expect(() => resolveBuildId({ BUILD_ID: 'two words' }, folder())).toThrow(/BUILD_ID must be/);
  });

  it('stops a build with neither BUILD_ID nor git, saying what to do', () => {
    expect(() => resolveBuildId({}, folder())).toThrow(BuildIdMissing);
    expect(() => resolveBuildId({}, folder())).toThrow(/BUILD_ID=.* npm run build/);
  });

  it("is git's short commit, marked with a hash of the changes in a changed checkout", () => {
    const dir = checkout();
    const commit = git(dir, 'rev-parse', '--short', 'HEAD');
    expect(resolveBuildId({}, dir)).toBe(commit);

    writeFileSync(path.join(dir, 'app.ts'), 'export const a = 2;\n');
    const changed = resolveBuildId({}, dir);
    expect(changed).toMatch(new RegExp(`^${commit}-dirty-[0-9a-f]{8}$`));
    expect(resolveBuildId({}, dir)).toBe(changed);

    writeFileSync(path.join(dir, 'new.ts'), 'export const b = 1;\n');
    expect(resolveBuildId({}, dir)).not.toBe(changed);
  });
});
