/**
 * The build's copies of the chunks a /my page runs at start with V8's compile hint on top
 * (scripts/compile-hints.ts), under this folder of the static root at the same paths. The server
 * sends them to a page loading a script (server/http/static-files.ts); the service worker's
 * precache gets the plain files.
 */
export const COMPILE_HINTED_DIR = 'compile-hinted';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
