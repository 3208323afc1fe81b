/**
 * A local stand-in for SOLAPI's message API on 127.0.0.1, for API tests and browser journeys. It
 * checks each request as SOLAPI documents it, independently of the server's code: the
 * `HMAC-SHA256 apiKey=…, date=…, salt=…, signature=…` header recomputed with the account's secret,
 * the date within 15 minutes, a salt of 12–64 characters, no signature used twice; then the message:
 * a registered sender number (발신번호), a well-formed recipient, an SMS within 90 EUC-KR bytes. A
 * refusal has SOLAPI's shape (`{"errorCode","errorMessage"}`, 403 or 400); an accepted message is
 * recorded and answered with statusCode "2000". It can be told to fail the next requests (a 5xx, a
 * 429, a timeout, a dropped connection), to hold them unanswered until released (a slow provider),
 * and to refuse given recipients.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const STAND_IN_API_KEY = 'NCSSTANDINKEY0001';
export const STAND_IN_API_SECRET = 'STANDINSECRET0123456789ABCDEFGHIJ';
export const STAND_IN_SENDER = '0212345678';

export interface SmsStandInOptions {
  apiKey?: string;
  apiSecret?: string;
  /** Registered sender numbers (발신번호). */
  senders?: string[];
}

interface ReceivedSms {
  to: string;
  from: string;
  type: string;
  text: string;
  subject?: string;
  messageId: string;
}

/** A request the stand-in refused, as SOLAPI would have. */
interface RefusedRequest {
  status: number;
  errorCode: string;
}

/** 'hold': the request waits, unanswered, until releaseHeld(); then it is answered as usual. */
type Breakage = { status: 500 | 502 | 503 | 429; retryAfter?: string } | 'timeout' | 'reset' | 'hold';

export interface SmsStandIn {
  /** `http://127.0.0.1:<port>`, for SMS_API_URL. */
  url: string;
  env: Record<string, string>;
  messages: ReceivedSms[];
  refused: RefusedRequest[];
  /** Every request that reached /messages/v4/send, whatever became of it. */
  requests: number;
  /** The next `count` requests fail this way. */
  failNext(count: number, how: Breakage): void;
  /** Requests waiting under 'hold' now. */
  readonly held: number;
  /** Lets every held request go on, to be answered as usual. */
  releaseHeld(): void;
  /** Messages to this number are refused as SOLAPI refuses a bad recipient. */
  refuseRecipient(phone: string): void;
  /** The six-digit code in the latest message to `phone`. */
  codeFor(phone: string): string | undefined;
  close(): Promise<void>;
}

const SKEW_MS = 15 * 60_000;
const AUTHORIZATION = /^HMAC-SHA256 apiKey=([^,\s]+), date=([^,\s]+), salt=([^,\s]+), signature=([0-9a-f]+)$/;

const euckrBytes = (text: string) =>
  [...text].reduce((sum, char) => sum + ((char.codePointAt(0) ?? 0) <= 0x7f ? 1 : 2), 0);

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startSmsStandIn(options: SmsStandInOptions = {}): Promise<SmsStandIn> {
  const apiKey = options.apiKey ?? STAND_IN_API_KEY;
  const apiSecret = options.apiSecret ?? STAND_IN_API_SECRET;
  const senders = new Set(options.senders ?? [STAND_IN_SENDER]);
  const usedSignatures = new Map<string, number>();
  const refusedRecipients = new Set<string>();
  const breakages: Breakage[] = [];
  const hanging = new Set<ServerResponse>();
  let releases: (() => void)[] = [];
  const messages: ReceivedSms[] = [];
  const refused: RefusedRequest[] = [];
  let requests = 0;

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  };
  const refuse = (response: ServerResponse, status: number, errorCode: string, errorMessage: string) => {
    refused.push({ status, errorCode });
    answer(response, status, { errorCode, errorMessage });
  };

  /** The account's check of the Authorization header; the refusal's code, or undefined when it passes. */
  function authorizationProblem(header: string | undefined): [number, string, string] | undefined {
    const match = AUTHORIZATION.exec(header ?? '');
    if (!match) return [403, 'SignatureDoesNotMatch', '인증 정보가 올바르지 않습니다.'];
    const [, key, date, salt, signature] = match;
    if (key !== apiKey) return [403, 'InvalidAPIKey', '유효한 API Key가 아닙니다.'];
    const at = Date.parse(date);
    if (Number.isNaN(at) || Math.abs(Date.now() - at) > SKEW_MS) {
      return [403, 'RequestTimeTooSkewed', '시간 값이 서버 시간과 15분 이상 차이가 납니다.'];
    }
    if (salt.length < 12 || salt.length > 64) return [403, 'SignatureDoesNotMatch', 'salt는 12~64바이트여야 합니다.'];
    const expected = createHmac('sha256', apiSecret)
      .update(date + salt)
      .digest();
    const given = Buffer.from(signature, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return [403, 'SignatureDoesNotMatch', '생성한 Signature가 일치하지 않습니다.'];
    }
    for (const [used, until] of usedSignatures) if (until < Date.now()) usedSignatures.delete(used);
    if (usedSignatures.has(signature))
      return [403, 'DuplicatedSignature', '15분 안에 같은 Signature가 사용되었습니다.'];
    usedSignatures.set(signature, Date.now() + SKEW_MS);
    return undefined;
  }

  function messageProblem(message: Partial<ReceivedSms>): string | undefined {
    if (typeof message.from !== 'string' || !senders.has(message.from)) {
      return '발신번호가 등록되지 않았습니다. 발신번호 사전등록 후 이용해 주세요.';
    }
    if (typeof message.to !== 'string' || !/^0\d{8,10}$/.test(message.to) || refusedRecipients.has(message.to)) {
      return '수신번호 형식이 올바르지 않습니다.';
    }
    if (typeof message.text !== 'string' || message.text === '') return '메시지 내용이 없습니다.';
    if (message.type === 'SMS' && euckrBytes(message.text) > 90) return 'SMS는 90바이트를 넘을 수 없습니다.';
    if (euckrBytes(message.text) > 2000) return '메시지 내용은 2,000바이트를 넘을 수 없습니다.';
    return undefined;
  }

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (request.method !== 'POST' || request.url !== '/messages/v4/send') {
      answer(response, 404, { errorCode: 'NotFound', errorMessage: '존재하지 않는 API입니다.' });
      return;
    }
    requests += 1;
    const breakage = breakages.shift();
    if (breakage === 'timeout') {
      hanging.add(response);
      return;
    }
    if (breakage === 'reset') {
      request.socket.destroy();
      return;
    }
    if (breakage === 'hold') await new Promise<void>((resolve) => releases.push(resolve));
    if (breakage && breakage !== 'hold') {
      response.writeHead(breakage.status, {
        'Content-Type': 'application/json',
        ...(breakage.retryAfter ? { 'Retry-After': breakage.retryAfter } : {}),
      });
      response.end(JSON.stringify({ errorCode: 'InternalError', errorMessage: '일시적인 오류입니다.' }));
      return;
    }
    const authProblem = authorizationProblem(request.headers.authorization);
    if (authProblem) {
      refuse(response, ...authProblem);
      return;
    }
    let message: Partial<ReceivedSms>;
    try {
      message = (JSON.parse(body) as { message?: Partial<ReceivedSms> }).message ?? {};
    } catch {
      refuse(response, 400, 'ValidationError', 'JSON 형식이 올바르지 않습니다.');
      return;
    }
    const problem = messageProblem(message);
    if (problem) {
      refuse(response, 400, 'ValidationError', problem);
      return;
    }
    const messageId = `M4V${randomBytes(10).toString('hex').toUpperCase()}`;
    const received = { ...(message as ReceivedSms), messageId };
    messages.push(received);
    answer(response, 200, {
      groupId: `G4V${randomBytes(10).toString('hex').toUpperCase()}`,
      to: received.to,
      from: received.from,
      type: received.type ?? 'SMS',
      statusMessage: '정상 접수(이통사로 접수 예정) ',
      country: '82',
      messageId,
      statusCode: '2000',
      accountId: '12925149',
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: {
      SMS_PROVIDER: 'solapi',
      SMS_API_URL: url,
      SOLAPI_API_KEY: apiKey,
      SOLAPI_API_SECRET: apiSecret,
      SMS_SENDER_NUMBER: [...senders][0] ?? STAND_IN_SENDER,
    },
    messages,
    refused,
    get requests() {
      return requests;
    },
    failNext(count, how) {
      for (let index = 0; index < count; index += 1) breakages.push(how);
    },
    get held() {
      return releases.length;
    },
    releaseHeld() {
      const waiting = releases;
      releases = [];
      for (const release of waiting) release();
    },
    refuseRecipient(phone) {
      refusedRecipients.add(phone);
    },
    codeFor(phone) {
      const latest = messages.filter((message) => message.to === phone).at(-1);
      return latest?.text.match(/\[(\d{6})\]/)?.[1];
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        for (const release of releases) release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
