/**
 * `npm run build:both`: the Preact build and the React build at once, for `npm test` and the bench.
 * Each build spends most of its time on one core (Vite's style transforms), so on the two-core CI
 * machine the pair takes ~55 s instead of ~105 s one after the other (2026-11-30). They write to
 * folders of their own (scripts/build.ts). The Preact build's output streams; the React build's
 * follows once it ends, so the two never interleave.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

interface Finished {
  name: string;
  code: number | null;
  output: string;
}

function build(name: string, args: string[], stream: boolean): Promise<Finished> {
  return new Promise((resolve) => {
    const child = spawn(path.resolve('node_modules/.bin/tsx'), ['scripts/build.ts', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const take = (chunk: Buffer) => {
      if (stream) process.stdout.write(chunk);
      else output += chunk.toString();
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => resolve({ name, code, output }));
  });
}

const results = await Promise.all([build('the Preact build', [], true), build('the React build', ['--react'], false)]);
for (const { output } of results) process.stdout.write(output);
const failed = results.filter((result) => result.code !== 0);
for (const { name, code } of failed) process.stderr.write(`${name} failed (exit code ${code})\n`);
process.exit(failed.length > 0 ? 1 : 0);
