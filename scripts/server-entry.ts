/** Where `npm run build` writes the production server (scripts/build-server.ts): `node dist-server/main.js` runs it. */
export const SERVER_OUT_DIR = 'dist-server';
export const SERVER_ENTRY = `${SERVER_OUT_DIR}/main.js`;
/** The operators' console-account command in the build: `node dist-server/console-account.js`. */
export const CONSOLE_ACCOUNT_BUNDLE = 'console-account';
export const CONSOLE_ACCOUNT_ENTRY = `${SERVER_OUT_DIR}/${CONSOLE_ACCOUNT_BUNDLE}.js`;
