/**
 * Preact build: lets the bundler drop the members of preact/compat nobody uses. Two packages read
 * React as a whole object, and either keeps compat's default export — an object holding every
 * member of compat, from `createPortal` to `SuspenseList` — on every page (~0.7 KB gzip, 2026-11-29):
 *
 * - jotai reads `React.use` off the default import, and falls back to its own when there is none.
 *   Preact has none, so jotai is given a default without members: it runs exactly as before.
 * - wouter reads `React["useInsertion" + "Effect"]` through a namespace import (a hack for a
 *   webpack transpilation issue); a computed member keeps the whole namespace. Written plainly, the
 *   bundler sees which members wouter uses.
 *
 * The test beside this file reads the installed packages, so an upgrade that reads more of React
 * fails it rather than quietly getting `undefined`.
 */
import type { Plugin } from 'vite';

const JOTAI_REACT = '\0compat-for-jotai';
const WOUTER_COMPUTED_MEMBER = 'React["useInsertion" + "Effect"]';

export const isJotai = (importer: string | undefined) => /[\\/]node_modules[\\/]jotai[\\/]/.test(importer ?? '');
export const isWouterReactDeps = (id: string) => /[\\/]node_modules[\\/]wouter[\\/]src[\\/]react-deps\.js$/.test(id);

/** wouter's module with its one computed member written plainly; throws if wouter no longer has it. */
export function withPlainMember(code: string): string {
  if (!code.includes(WOUTER_COMPUTED_MEMBER)) {
    throw new Error('wouter/src/react-deps.js changed: see scripts/compat-members.ts');
  }
  return code.replace(WOUTER_COMPUTED_MEMBER, 'React.useInsertionEffect');
}

export function compatMembers(): Plugin {
  return {
    name: 'boltx:compat-members',
    // Before Vite resolves packages, after the aliases: `react` is already `preact/compat` here.
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'preact/compat' && isJotai(importer) ? JOTAI_REACT : null;
    },
    load(id) {
      return id === JOTAI_REACT ? "export * from 'preact/compat';\nexport default {};\n" : null;
    },
    transform(code, id) {
      return isWouterReactDeps(id) ? { code: withPlainMember(code), map: null } : null;
    },
  };
}
