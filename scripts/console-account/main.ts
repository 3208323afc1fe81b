/**
 * Console accounts for operators, outside the sandbox (where no account is seeded):
 *
 *   npm run console-account -- add --email ops@example.com --name 김운영 --role operator
 *   node dist-server/console-account.js add --email hr@example.com --name 박채용 --role recruiter --company 한빛모빌리티
 *   node dist-server/console-account.js reset-password --email hr@example.com
 *   node dist-server/console-account.js disable --email hr@example.com
 *   node dist-server/console-account.js list
 *
 * It works on the server's database: PostgreSQL at DATABASE_URL, or else the embedded one in DATA_DIR
 * (./data by default), which one process opens at a time: while a server runs on it, the command says
 * so and stops (stop the server, run the command, start it again). The password comes from standard
 * input (password-input.ts). `npm run build` bundles this file as dist-server/console-account.js.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { EmbeddedDatabaseInUseError } from '../../server/db/embedded-lock';
import {
  AccountCommandError,
  addConsoleAccount,
  CONSOLE_ROLES,
  type ConsoleAccountView,
  type ConsoleRole,
  checkExistingAccount,
  checkNewAccount,
  disableConsoleAccount,
  listConsoleAccounts,
  passwordProblem,
  resetConsolePassword,
} from './accounts';
import { type PasswordInput, PasswordInputError, readNewPassword } from './password-input';

export const USAGE = `콘솔 계정 관리 (console accounts)

  console-account add --email <e-mail> --name <name> --role operator|agent|recruiter [--company <id or name>]
  console-account reset-password --email <e-mail>
  console-account disable --email <e-mail>
  console-account list

The password is read from standard input: typed twice, unechoed, at a terminal, or the first line of a
pipe. Never on the command line. The database is DATABASE_URL's, or else the embedded one in DATA_DIR
(default ./data); stop a server running on the embedded one first.
`;

export interface CommandIo {
  argv: string[];
  env: Record<string, string | undefined>;
  cwd: string;
  stdin: PasswordInput;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

class UsageError extends Error {}

type Command =
  | { name: 'add'; email: string; accountName: string; role: ConsoleRole; company?: string }
  | { name: 'reset-password' | 'disable'; email: string }
  | { name: 'list' }
  | { name: 'help' };

const isRole = (value: string): value is ConsoleRole => (CONSOLE_ROLES as readonly string[]).includes(value);

function parseCommand(argv: string[]): Command {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string' },
        company: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [name, ...rest] = positionals;
  if (values.help || name === undefined || name === 'help') return { name: 'help' };
  if (rest.length > 0) throw new UsageError(`unexpected ${rest.join(' ')}`);
  const option = (key: 'email' | 'name' | 'role' | 'company') => {
    const value = values[key];
    return typeof value === 'string' ? value : undefined;
  };
  const required = (key: 'email' | 'name' | 'role') => {
    const value = option(key);
    if (value === undefined) throw new UsageError(`${name} needs --${key}`);
    return value;
  };
  const unexpected = (keys: ('name' | 'role' | 'company' | 'email')[]) => {
    const given = keys.find((key) => option(key) !== undefined);
    if (given) throw new UsageError(`${name} takes no --${given}`);
  };
  switch (name) {
    case 'add': {
      const role = required('role');
      if (!isRole(role)) throw new UsageError(`--role must be one of ${CONSOLE_ROLES.join(', ')}`);
      return { name, email: required('email'), accountName: required('name'), role, company: option('company') };
    }
    case 'reset-password':
    case 'disable':
      unexpected(['name', 'role', 'company']);
      return { name, email: required('email') };
    case 'list':
      unexpected(['email', 'name', 'role', 'company']);
      return { name };
    default:
      throw new UsageError(`unknown command ${name}`);
  }
}

/** The server's database, as server/bootstrap.ts finds it from the same two variables. */
function openServerDatabase(io: CommandIo): Promise<DatabaseHandle> {
  const databaseUrl = io.env.DATABASE_URL?.trim() || undefined;
  const dataDir = path.resolve(io.cwd, io.env.DATA_DIR?.trim() || 'data');
  return openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'pglite'), holder: 'console-account command' });
}

async function newPassword(io: CommandIo): Promise<string> {
  const password = await readNewPassword(io.stdin, io.stderr);
  const problem = passwordProblem(password);
  if (problem) throw new AccountCommandError(problem);
  return password;
}

const lineOf = (account: ConsoleAccountView) =>
  `${account.email} · ${account.name} · ${account.role}${account.company ? ` · ${account.company}` : ''}${account.disabled ? ' · disabled' : ''}`;

async function run(command: Exclude<Command, { name: 'help' }>, io: CommandIo, database: DatabaseHandle) {
  const { db } = database;
  const say = (text: string) => io.stdout.write(`${text}\n`);
  switch (command.name) {
    case 'add': {
      const input = { email: command.email, name: command.accountName, role: command.role, company: command.company };
      await checkNewAccount(db, input);
      const account = await addConsoleAccount(db, input, await newPassword(io));
      say(`콘솔 계정을 만들었어요. (console account added)\n${lineOf(account)}`);
      return;
    }
    case 'reset-password':
      await checkExistingAccount(db, command.email);
      await resetConsolePassword(db, command.email, await newPassword(io), new Date());
      say(`${command.email}: 비밀번호를 바꾸고 로그인된 세션을 끝냈어요. (password replaced, sessions ended)`);
      return;
    case 'disable':
      await disableConsoleAccount(db, command.email, new Date());
      say(`${command.email}: 계정을 막고 세션을 끝냈어요. (account disabled, sessions ended)`);
      return;
    case 'list': {
      const accounts = await listConsoleAccounts(db);
      say(accounts.length === 0 ? '콘솔 계정이 없어요. (no console accounts)' : accounts.map(lineOf).join('\n'));
      return;
    }
  }
}

/** Runs the command; answers the exit code (0 done, 1 refused, 2 misused). */
export async function consoleAccountCommand(io: CommandIo): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(io.argv);
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (command.name === 'help') {
    io.stdout.write(USAGE);
    return 0;
  }
  let database: DatabaseHandle | undefined;
  try {
    database = await openServerDatabase(io);
    await run(command, io, database);
    return 0;
  } catch (error) {
    const known =
      error instanceof AccountCommandError ||
      error instanceof PasswordInputError ||
      error instanceof EmbeddedDatabaseInUseError;
    io.stderr.write(`${known ? (error as Error).message : (error as Error).stack}\n`);
    return 1;
  } finally {
    await database?.close();
  }
}

// Run as a program (tsx, or node on the bundle), not when a test imports it.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { stdin, stdout, stderr } = process;
  consoleAccountCommand({
    argv: process.argv.slice(2),
    env: process.env,
    cwd: process.cwd(),
    stdin,
    stdout,
    stderr,
  }).then((code) => {
    process.exitCode = code;
  });
}
