/**
 * Paths under the API base (`/api`), exactly as SPEC.md §7 names them: one constant each, in a module
 * per area (api-paths/*.ts), read as `import * as apiPaths from '…/contract/api-paths'` and
 * `apiPaths.offer`. A chunk carries only the areas it uses: one table of them all was 1.9 KB of the
 * app shell's gzip. `pathOf` (paths.ts) fills a path's `:name` segments.
 */

export * from './api-paths/console';
export * from './api-paths/content';
export * from './api-paths/messages';
export * from './api-paths/offers';
export * from './api-paths/profile';
export * from './api-paths/shell';
export * from './api-paths/sign-in';
export * from './api-paths/signup';
