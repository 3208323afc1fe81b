/** Where `npm run build` writes the production server (scripts/build-server.ts): `node dist-server/main.js` runs it. */
export const SERVER_OUT_DIR = 'dist-server';
export const SERVER_ENTRY = `${SERVER_OUT_DIR}/main.js`;
