/**
 * The operators' console-account command (scripts/console-account/): outside the sandbox, where no
 * console account is seeded, the account it adds signs in at the console as what it was made (an
 * operator, a recruiter of its company); its refusals are checked as the console checks; a new
 * password and a disabled account end the sessions. Run as operators run it — arguments, the password
 * piped on standard input, the embedded database in DATA_DIR — it refuses, naming the process, while
 * another process (a running server) holds that database.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountCommandError,
  addConsoleAccount,
  disableConsoleAccount,
  listConsoleAccounts,
  type NewConsoleAccount,
  resetConsolePassword,
} from '../../scripts/console-account/accounts';
import { consoleAccountCommand } from '../../scripts/console-account/main';
import { createApp } from '../../server/app';
import { boot } from '../../server/bootstrap';
import { lockFileOf } from '../../server/db/embedded-lock';
import { readEnv } from '../../server/env';
import { createLogger } from '../../server/logger';
import { expectError, refresh } from './helpers';
import { createTestApp, drivers, type TestApp } from './test-app';

const PASSWORD = 'correct-horse-battery-staple';
const LOGIN_FAILED = '이메일 또는 비밀번호가 올바르지 않습니다.';

describe.each(drivers)('console accounts made by the operators’ command, outside the sandbox, on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver, { SANDBOX: '0' });
  });
  afterAll(() => app?.close());

  let serial = 0;
  const newEmail = () => `staff-${++serial}@boltx-ops.example`;
  const login = (email: string, password = PASSWORD) =>
    app.request('/api/biz/login', { method: 'POST', json: { email, password } });
  const signedIn = async (email: string, password = PASSWORD) => {
    const response = await login(email, password);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as { accessToken: string; refreshToken: string };
  };
  const add = (input: Partial<NewConsoleAccount>, password = PASSWORD) =>
    addConsoleAccount(app.deps.db, { email: newEmail(), name: '김운영', role: 'operator', ...input }, password);

  it('adds an operator and a recruiter of a company that sign in to the console as what they were made', async () => {
    const operator = newEmail();
    await add({ email: ` ${operator.toUpperCase()} `, name: '김운영' });
    const me = await app.request('/api/biz/me', { token: (await signedIn(operator)).accessToken });
    expect(await me.json()).toMatchObject({ email: operator, name: '김운영', role: 'operator', company: null });

    const recruiter = newEmail();
    expect(await add({ email: recruiter, name: '박채용', role: 'recruiter', company: '한빛모빌리티' })).toMatchObject({
      company: '한빛모빌리티',
    });
    const recruiterMe = await app.request('/api/biz/me', { token: (await signedIn(recruiter)).accessToken });
    expect(await recruiterMe.json()).toMatchObject({ role: 'recruiter', company: { name: '한빛모빌리티' } });
    expect((await listConsoleAccounts(app.deps.db)).map((account) => account.email)).toEqual(
      expect.arrayContaining([operator, recruiter]),
    );
  });

  it.each([
    [
      'an e-mail the console would not take',
      { email: 'not-an-address' },
      PASSWORD,
      '이메일 주소 형식이 올바르지 않아요',
    ],
    ['a sandbox demo account’s e-mail', { email: 'operator@boltx.example' }, PASSWORD, '샌드박스 데모 계정의 주소'],
    ['a password under 12 characters', {}, 'short-pass1', '비밀번호는 12자 이상 200자 이하'],
    ['the published demo password', {}, 'boltx-demo-2026', '공개된 비밀번호'],
    ['a recruiter without a company', { role: 'recruiter' as const }, PASSWORD, '--company로 회사를 정해 주세요'],
    [
      'a company that does not exist',
      { role: 'recruiter' as const, company: '없는회사' },
      PASSWORD,
      '회사를 찾을 수 없어요',
    ],
    ['an operator given a company', { company: '한빛모빌리티' }, PASSWORD, '--company를 빼 주세요'],
    ['an empty name', { name: '  ' }, PASSWORD, '이름은 1자 이상'],
  ])('refuses %s, adding nothing', async (_, input, password, message) => {
    const before = (await listConsoleAccounts(app.deps.db)).length;
    await expect(add(input, password)).rejects.toThrow(message);
    await expect(add(input, password)).rejects.toBeInstanceOf(AccountCommandError);
    expect(await listConsoleAccounts(app.deps.db)).toHaveLength(before);
  });

  it('refuses a second account for an e-mail, whatever its case', async () => {
    const email = newEmail();
    await add({ email });
    await expect(add({ email: email.toUpperCase() })).rejects.toThrow('이미 있어요');
  });

  it('replaces the password and ends the sessions: the old password and the old refresh token open nothing', async () => {
    const email = newEmail();
    await add({ email });
    const before = await signedIn(email);
    await resetConsolePassword(app.deps.db, email, 'a-new-password-2027', app.deps.now());
    await expectError(await login(email), 401, 'UNAUTHORIZED', LOGIN_FAILED);
    expect((await refresh(app, before.refreshToken)).status).toBe(401);
    await signedIn(email, 'a-new-password-2027');
  });

  it('disables an account: no sign-in, its access token refused at once, its refresh token too; a reset opens it again', async () => {
    const email = newEmail();
    await add({ email });
    const before = await signedIn(email);
    await disableConsoleAccount(app.deps.db, email, app.deps.now());
    await expectError(await login(email), 401, 'UNAUTHORIZED', LOGIN_FAILED);
    expect((await app.request('/api/biz/me', { token: before.accessToken })).status).toBe(401);
    expect((await refresh(app, before.refreshToken)).status).toBe(401);
    expect((await listConsoleAccounts(app.deps.db)).find((account) => account.email === email)?.disabled).toBe(true);

    await resetConsolePassword(app.deps.db, email, 'back-again-password', app.deps.now());
    await signedIn(email, 'back-again-password');
  });

  it('refuses to reset or disable an account that does not exist', async () => {
    await expect(disableConsoleAccount(app.deps.db, 'nobody@boltx-ops.example', app.deps.now())).rejects.toThrow(
      '콘솔 계정이 없어요',
    );
  });
});

// Each run opens the embedded database anew (the first one creates it): slower than the suites' in-memory template.
describe('the console-account command on the embedded database in DATA_DIR', { timeout: 120_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'boltx-console-account-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  /** The command as a shell runs it: arguments, piped standard input, its output. */
  async function command(argv: string[], stdinText = '') {
    const stdout = new PassThrough();
    const stderr = new PassThrough();
    const out: string[] = [];
    const err: string[] = [];
    stdout.on('data', (chunk) => out.push(String(chunk)));
    stderr.on('data', (chunk) => err.push(String(chunk)));
    const code = await consoleAccountCommand({
      argv,
      env: { DATA_DIR: dataDir },
      cwd: os.tmpdir(),
      stdin: Readable.from([stdinText]),
      stdout,
      stderr,
    });
    return { code, stdout: out.join(''), stderr: err.join('') };
  }

  it('adds an operator from a piped password, who then signs in to a server on that database', async () => {
    const added = await command(
      ['add', '--email', 'ops@boltx-ops.example', '--name', '김운영', '--role', 'operator'],
      `${PASSWORD}\nignored second line\n`,
    );
    expect(added, added.stderr).toMatchObject({ code: 0 });
    expect(added.stdout).toContain('콘솔 계정을 만들었어요');
    expect(added.stdout).toContain('ops@boltx-ops.example · 김운영 · operator');
    expect(added.stdout + added.stderr).not.toContain(PASSWORD);

    const env = readEnv({ SANDBOX: '0', DATA_DIR: dataDir, STATIC_DIR: '', LOG_LEVEL: 'error' });
    const { deps, database } = await boot(
      env,
      createLogger('error', () => {}),
    );
    try {
      const response = await createApp(deps).request('/api/biz/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'ops@boltx-ops.example', password: PASSWORD }),
      });
      expect(response.status).toBe(200);
    } finally {
      await database.close();
    }
  });

  it('refuses without a password on standard input, and with a misused command line', async () => {
    const none = await command(['add', '--email', 'a@boltx-ops.example', '--name', '이', '--role', 'agent']);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('표준 입력에서 비밀번호를 받지 못했어요');
    // A password is never taken from the command line, where history and `ps` keep it.
    const flag = await command(['reset-password', '--email', 'ops@boltx-ops.example', '--password', PASSWORD]);
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain("Unknown option '--password'");
    expect((await command(['add', '--email', 'b@boltx-ops.example', '--role', 'king'])).code).toBe(2);
    expect((await command(['list'])).stdout).toBe('ops@boltx-ops.example · 김운영 · operator\n');
  });

  it('says in Korean and English that a running server holds the embedded database, and changes nothing', async () => {
    // What a running server leaves beside its database: its pid (here a living process other than this one).
    const lockFile = lockFileOf(path.join(dataDir, 'pglite'));
    await writeFile(lockFile, JSON.stringify({ pid: process.ppid, holder: 'server', since: '2026-12-01T00:00:00Z' }));
    try {
      const refused = await command(['disable', '--email', 'ops@boltx-ops.example']);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`실행 중인 서버(pid ${process.ppid})가 쓰고 있어요`);
      expect(refused.stderr).toContain(`is in use by a running server (pid ${process.ppid}`);
    } finally {
      await rm(lockFile, { force: true });
    }
    expect((await command(['list'])).stdout).not.toContain('disabled');
  });
});
