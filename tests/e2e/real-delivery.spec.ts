/**
 * Real delivery in the browser: the built server in production mode (SANDBOX=0, PGlite in a data
 * folder of its own) with the stand-ins the real-delivery API test uses — SOLAPI's message API and
 * an SMTP relay over TLS — started here. A candidate signs in by phone with the code the SMS provider
 * received; a visitor who is not signed in leaves an inquiry at /ask and confirms their phone with the
 * SMS code, another their e-mail with the code the relay received; an operator, whose console account
 * the operators' command made from the build (`node dist-server/console-account.js`), answers both in
 * /biz, and the answers reach the phone by SMS and the mailbox by e-mail with a plain-text part.
 *
 * Outside the sandbox nobody can sign up without CODEF, so the candidate is written into the
 * database before the server starts, as the API test writes it.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { CONSOLE_ACCOUNT_ENTRY } from '../../scripts/server-entry';
import { openDatabase } from '../../server/db/client';
import { candidates } from '../../server/db/schema';
import { type SmsStandIn, startSmsStandIn } from '../support/sms-stand-in';
import { type SmtpStandIn, startSmtpStandIn } from '../support/smtp-stand-in';
import { type OwnServer, startOwnServer } from './own-server';

const OPERATOR = { email: 'ops@real-delivery.example', password: 'real-delivery-operator-2026', name: '운영자 정' };
const CANDIDATE = { phone: '01077001234', name: '이서연' };

/** The operators' command from the build, as operators run it: arguments, the password piped in. */
async function consoleAccount(dataDir: string, args: string[], stdin = '') {
  const child = spawn(process.execPath, [CONSOLE_ACCOUNT_ENTRY, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  child.stdin.end(stdin);
  const [code] = (await once(child, 'exit')) as [number];
  return { code, output };
}

/** A candidate of a real sign-up, written before the server opens the database (nobody signs up without CODEF). */
async function addCandidate(dataDir: string) {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite'), holder: 'journey setup' });
  try {
    await database.db.insert(candidates).values({
      name: CANDIDATE.name,
      phone: CANDIDATE.phone,
      birthday: '19940312',
      gender: '여성',
      jobLabel: '개발',
      jobSubLabel: '프론트엔드',
    });
  } finally {
    await database.close();
  }
}

let sms: SmsStandIn;
let relay: SmtpStandIn;
let server: OwnServer;
const dataDir = path.resolve('.tmp', `e2e-real-delivery-${Date.now()}`);

test.beforeAll(async () => {
  // The command creates the database (its first start), then the server starts on it.
  test.setTimeout(180_000);
  [sms, relay] = await Promise.all([startSmsStandIn(), startSmtpStandIn()]);
  const added = await consoleAccount(
    dataDir,
    ['add', '--email', OPERATOR.email, '--name', OPERATOR.name, '--role', 'operator'],
    `${OPERATOR.password}\n`,
  );
  expect(added.code, added.output).toBe(0);
  await addCandidate(dataDir);
  server = await startOwnServer({ env: { SANDBOX: '0', DATA_DIR: dataDir, ...sms.env, ...relay.env } });
});

test.afterAll(async () => {
  await server?.dispose();
  await Promise.all([sms?.close(), relay?.close()]);
  await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  return context.newPage();
}

/** The code in the latest message the SMS provider received for `phone`. */
async function smsCode(phone: string): Promise<string> {
  await expect.poll(() => sms.codeFor(phone)).toMatch(/^\d{6}$/);
  return sms.codeFor(phone) as string;
}

/** The code in the latest mail the relay received for `address`. */
async function mailCode(address: string): Promise<string> {
  const latest = () =>
    relay.messages
      .filter((mail) => mail.to.includes(address))
      .at(-1)
      ?.text?.content.match(/\[(\d{6})\]/)?.[1];
  await expect.poll(latest).toMatch(/^\d{6}$/);
  return latest() as string;
}

/** A signed-out visitor's inquiry at /ask, the contact confirmed with the code that reached it. */
async function askAsGuest(page: Page, question: string, contact: { phone: string } | { email: string }) {
  await page.goto('/ask?from=/login');
  await expect(page.getByRole('heading', { name: '무엇을 도와드릴까요?' })).toBeVisible();
  await page.getByLabel('문의 내용').fill(question);
  if ('email' in contact) {
    await page.getByRole('radio', { name: '이메일', exact: true }).check();
    await page.getByLabel('이메일 주소').fill(contact.email);
  } else {
    await page.getByLabel('휴대폰 번호').fill(contact.phone);
  }
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  const code = 'email' in contact ? await mailCode(contact.email) : await smsCode(contact.phone);
  await page.getByLabel('인증번호 6자리').fill(code);
  await page.getByRole('button', { name: '문의 보내기' }).click();
  await expect(page.getByRole('heading', { name: '문의를 받았어요' })).toBeVisible();
}

/** The operator opens the inquiry from the console's list and answers it. */
async function answer(operator: Page, question: string, text: string) {
  await operator
    .getByRole('navigation', { name: '콘솔 메뉴' })
    .getByRole('link', { name: /메시지/ })
    .click();
  await operator
    .getByRole('list', { name: '비회원 문의 목록' })
    .getByRole('link')
    .filter({ hasText: question })
    .click();
  await operator.getByLabel('답변 입력').fill(text);
  await operator.getByRole('button', { name: '답변 보내기' }).click();
  await expect(operator.getByRole('status').filter({ hasText: '답변을 보냈습니다.' })).toBeVisible();
  await expect(operator.getByRole('list', { name: '보낸 답변' })).toContainText(text);
}

test('outside the sandbox, phone sign-in and answers to verified guests go through the SMS provider and the mail relay', async ({
  browser,
}) => {
  test.setTimeout(120_000);

  // The embedded database is the running server's: the command says so instead of opening it too.
  const refused = await consoleAccount(dataDir, ['list']);
  expect(refused.code).toBe(1);
  expect(refused.output).toContain('실행 중인 서버');

  const candidate = await newPage(browser);
  await candidate.goto('/login/signin');
  await candidate.getByLabel('휴대전화 번호').fill(CANDIDATE.phone);
  await candidate.getByRole('button', { name: '인증번호 받기' }).click();
  await candidate.getByLabel('인증번호 6자리').fill(await smsCode(CANDIDATE.phone));
  await expect(candidate.getByRole('heading', { name: `${CANDIDATE.name}님, 반가워요` })).toBeVisible();
  await candidate.context().close();

  const guestPhone = '01077005678';
  const phoneQuestion = `번호를 바꿨는데 로그인 문자가 안 와요 (${guestPhone})`;
  const phoneGuest = await newPage(browser);
  await askAsGuest(phoneGuest, phoneQuestion, { phone: guestPhone });
  await phoneGuest.context().close();

  const guestEmail = 'guest-real-delivery@example.com';
  const emailQuestion = '휴대폰을 잃어버렸어요. 이메일로 답변 부탁드려요.';
  const emailGuest = await newPage(browser);
  await askAsGuest(emailGuest, emailQuestion, { email: guestEmail });
  await emailGuest.context().close();

  const operator = await newPage(browser);
  await operator.goto('/biz/login');
  await operator.getByLabel('이메일').fill(OPERATOR.email);
  await operator.getByLabel('비밀번호').fill(OPERATOR.password);
  await operator.getByRole('button', { name: '로그인' }).click();
  await expect(operator).toHaveURL(/\/biz$/);

  const phoneAnswer = '본인 확인 후 새 번호로 계정을 옮겨 드릴게요.';
  await answer(operator, phoneQuestion, phoneAnswer);
  const emailAnswer = '새 휴대폰 번호로 다시 로그인해 주세요. <b>비밀번호</b>는 없어요.';
  await answer(operator, emailQuestion, emailAnswer);
  await operator.context().close();

  const texts = sms.messages.filter((message) => message.to === guestPhone).map((message) => message.text);
  expect(texts).toHaveLength(2); // the code, then the answer
  expect(texts[1]).toContain(phoneAnswer);

  const mails = relay.messages.filter((mail) => mail.to.includes(guestEmail));
  expect(mails.map((mail) => mail.subject)).toEqual([
    '[볼트X] 비회원 문의 인증번호',
    '[볼트X] 비회원 문의에 대한 답변입니다',
  ]);
  expect(mails[1]).toMatchObject({ secure: true });
  expect(mails[1].text?.headers.get('content-type')).toMatch(/^text\/plain/);
  expect(mails[1].text?.content).toContain(emailAnswer);
  expect(mails[1].html?.content).toContain('&lt;b&gt;비밀번호&lt;/b&gt;');
  expect(sms.refused).toEqual([]);
});
