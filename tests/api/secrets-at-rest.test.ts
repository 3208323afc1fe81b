/**
 * The keys kept in app_secrets are sealed at rest with SECRETS_KEY: whoever reads the
 * table sees ciphertext and cannot sign a file link (or a session) with it; a database whose keys
 * were kept in clear is sealed at the next start with the same keys (sessions and links survive);
 * a start without the key, or with another, stops with a clear message instead of replacing them;
 * and a new key put first takes over from the old one.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { boot } from '../../server/bootstrap';
import type { DatabaseHandle } from '../../server/db/client';
import { appSecrets, files } from '../../server/db/schema';
import { readEnv } from '../../server/env';
import { createLogger } from '../../server/logger';
import { SEALED_PREFIX } from '../../server/secret-sealing';
import type { UploadTicket, UserFiles } from '../../src/contract/files';
import { PDF } from './authorization-fixtures';
import { expectError } from './helpers';
import { newCandidate } from './offer-fixtures';
import { pgliteTemplate } from './pglite-template';
import type { TestApp } from './test-app';

/** The keys the server generates and keeps: each must be sealed. */
const KEPT = ['jwt', 'refresh-token-hmac', 'one-time-code-hmac', 'file-url-hmac', 'vapid-keys'];
const keyText = () => randomBytes(32).toString('base64');

describe('secrets at rest', () => {
  let filesDir: string;
  const databases: DatabaseHandle[] = [];
  const logs: string[] = [];
  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'boltx-secrets-'));
  });
  afterAll(async () => {
    for (const database of databases) await database.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  /** A database of its own; `start` boots a server on it as a (re)start with `secretsKey` would. */
  function server() {
    let database: DatabaseHandle | undefined;
    return async function start(secretsKey?: string): Promise<TestApp> {
      const env = readEnv({
        SANDBOX: '1',
        STATIC_DIR: '',
        FILES_DIR: filesDir,
        LOG_LEVEL: 'info',
        PUSH_QUIET_HOURS: '0',
        ...(secretsKey ? { SECRETS_KEY: secretsKey } : {}),
      });
      const logger = createLogger(env.logLevel, (line) => logs.push(line));
      const booted = await boot(env, logger, {
        pgliteDir: 'memory://',
        pgliteTemplate: database ? undefined : await pgliteTemplate(),
        database,
      });
      if (!database) databases.push(booted.database);
      database = booted.database;
      const app = createApp(booted.deps);
      return {
        driver: 'pglite',
        deps: booted.deps,
        logs,
        advance: () => {},
        request: (target, init = {}) => {
          const { json, token, ...rest } = init;
          const headers = new Headers(rest.headers);
          if (json !== undefined) headers.set('Content-Type', 'application/json');
          if (token) headers.set('Authorization', `Bearer ${token}`);
          const body = json === undefined ? rest.body : JSON.stringify(json);
          return Promise.resolve(app.request(target, { ...rest, headers, body }));
        },
        close: async () => {},
      };
    };
  }

  const kept = async (app: TestApp) =>
    Object.fromEntries((await app.deps.db.select().from(appSecrets)).map((row) => [row.name, row.value]));

  /** A stored resume of a new candidate, and its read link as the app signs it. */
  async function storedFile(app: TestApp) {
    const person = await newCandidate(app);
    const response = await app.request(`/api/users/s3/upload/${person.id}?type=resume&fileType=pdf`, {
      token: person.token,
    });
    const ticket = (await response.json()) as UploadTicket;
    const put = await app.request(ticket.uploadUrl, {
      method: 'PUT',
      headers: ticket.uploadHeaders,
      body: PDF,
      duplex: 'half',
    } as RequestInit);
    expect(put.status).toBe(200);
    const agent = await app.request('/api/users/agent', {
      method: 'POST',
      token: person.token,
      json: { message: '검토 부탁드려요', fileIds: [ticket.fileId] },
    });
    expect(agent.status).toBe(201);
    const listed = (await (await app.request('/api/inbound/user/files', { token: person.token })).json()) as UserFiles;
    const [row] = await app.deps.db.select().from(files).where(eq(files.id, ticket.fileId));
    return { person, key: row.storageKey, readUrl: listed.items[0].readUrl };
  }

  /** A 10-minute read link for `key` signed with `secret`, as anyone holding it could make one. */
  function linkSignedWith(secret: string, key: string) {
    const now = Math.floor(Date.now() / 1000);
    const payload = { m: 'GET', k: key, i: now, e: now + 600, n: 'resume.pdf', a: 'owner' };
    const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
    const mac = createHmac('sha256', secret).update(`file-url:${encoded}`).digest().subarray(0, 24);
    return `/api/files/${encoded}.${mac.toString('base64url')}`;
  }

  it('keeps the keys in clear without SECRETS_KEY, as before: what a reader of the table sees signs links', async () => {
    const app = await server()();
    const stored = await kept(app);
    for (const name of KEPT) expect(stored[name]?.startsWith(SEALED_PREFIX), name).toBe(false);
    const file = await storedFile(app);
    expect((await app.request(linkSignedWith(stored['file-url-hmac'], file.key))).status).toBe(200);
  });

  it('seals every kept key with SECRETS_KEY: whoever reads app_secrets has nothing to sign a file link with', async () => {
    const app = await server()(keyText());
    const stored = await kept(app);
    for (const name of KEPT) expect(stored[name]?.startsWith(SEALED_PREFIX), name).toBe(true);
    const file = await storedFile(app);
    expect((await app.request(file.readUrl)).status).toBe(200);
    await expectError(await app.request(linkSignedWith(stored['file-url-hmac'], file.key)), 403, 'FORBIDDEN');
  });

  it('seals the keys a database kept in clear at the next start, keeping them: links and sessions go on', async () => {
    const start = server();
    const before = await start();
    const file = await storedFile(before);
    const app = await start(keyText());
    const stored = await kept(app);
    for (const name of KEPT) expect(stored[name]?.startsWith(SEALED_PREFIX), name).toBe(true);
    expect((await app.request(file.readUrl)).status).toBe(200);
    expect((await app.request('/api/inbound/user/files', { token: file.person.token })).status).toBe(200);
  });

  it('refuses to start without the key, or with another one, naming the secret and not its value', async () => {
    const start = server();
    await start(keyText());
    await expect(start()).rejects.toThrow(/app_secrets "[a-z-]+" is sealed: set SECRETS_KEY/);
    await expect(start(keyText())).rejects.toThrow(/SECRETS_KEY opens no key of app_secrets "[a-z-]+"/);
  });

  it('moves to a new key put first, the old one still opening, and then needs only the new one', async () => {
    const [older, newer] = [keyText(), keyText()];
    const start = server();
    const first = await start(older);
    const file = await storedFile(first);
    const before = await kept(first);
    const both = await start(`${newer},${older}`);
    const after = await kept(both);
    for (const name of KEPT) expect(after[name], name).not.toBe(before[name]);
    expect((await both.request(file.readUrl)).status).toBe(200);
    const only = await start(newer);
    expect((await only.request('/api/inbound/user/files', { token: file.person.token })).status).toBe(200);
    await expect(start(older)).rejects.toThrow(/SECRETS_KEY opens no key/);
  });
});
