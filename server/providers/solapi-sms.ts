/**
 * Text messages through SOLAPI (docs/decisions/2026-11-28-sms-provider.md): one
 * `POST {SMS_API_URL}/messages/v4/send` per message, signed with the API key's HMAC —
 * `Authorization: HMAC-SHA256 apiKey=…, date=<ISO 8601>, salt=<random>, signature=<hex
 * HMAC-SHA256(secret, date + salt)>`; the provider refuses a date 15 minutes off and a signature used
 * twice, so each try signs anew. An SMS or an LMS by length (sms-text.ts), from the registered sender
 * number (발신번호). Each try has a timeout; the network, a timeout, 429 and 5xx are tried again
 * (delivery-retry.ts); a refused recipient and a refused account never are.
 *
 * A send is accepted when SOLAPI answers statusCode "2000" (정상 접수). Its errors are
 * `{"errorCode","errorMessage"}`: 403 InvalidAPIKey / SignatureDoesNotMatch / RequestTimeTooSkewed
 * (our credentials or clock: SenderUnavailableError, logged as an error), 403 DuplicatedSignature (a
 * salt reused: signed anew and tried again), 400 ValidationError naming the recipient (수신번호, "to":
 * RecipientRejectedError) or anything else about the message (the sender number, our text: our
 * configuration). The code and the whole phone number never reach the logs.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Logger } from '../logger';
import { RetryableFailure, type RetryPolicy, retryAfterMsOf, withRetries } from './delivery-retry';
import type { SmsSettings } from './delivery-settings';
import {
  codeText,
  DEFAULT_SEND_RETRY_AFTER_MS,
  type MessageSender,
  maskPhone,
  RecipientRejectedError,
  SenderUnavailableError,
} from './message-sender';
import { textMessageOf } from './sms-text';

const SOLAPI_SEND_PATH = '/messages/v4/send';
/** SOLAPI's "정상 접수": the message was taken for the carriers. */
const SOLAPI_ACCEPTED = '2000';
/** The subject an LMS carries (SOLAPI: 20 Hangul at most). */
const LMS_SUBJECT = '[볼트X]';

const SOLAPI_RETRY_POLICY: RetryPolicy = { attempts: 3, backoffMs: 300, maxWaitMs: 2_000 };

/** The Authorization header of one request. */
export function solapiAuthorization(apiKey: string, apiSecret: string, date: string, salt: string): string {
  const signature = createHmac('sha256', apiSecret)
    .update(date + salt)
    .digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

interface SolapiAnswer {
  statusCode?: unknown;
  statusMessage?: unknown;
  errorCode?: unknown;
  errorMessage?: unknown;
  messageId?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** A provider's message may quote the number: runs of digits are hidden before it is logged. */
const scrubbed = (message: string) => message.replace(/\d{6,}/g, '******').slice(0, 200);
const namesRecipient = (message: string) => /수신|"to"|\bto\b/i.test(message);

type Refusal = { kind: 'recipient' | 'account'; code: string; message: string };

/** What a non-accepting answer means: tried again (thrown), the recipient's fault, or ours. */
function refusalOf(status: number, answer: SolapiAnswer, retryAfter: string | null): Refusal {
  const code = text(answer.errorCode) || text(answer.statusCode) || `HTTP_${status}`;
  const message = text(answer.errorMessage) || text(answer.statusMessage);
  if (status === 429 || status >= 500 || code === 'DuplicatedSignature') {
    throw new RetryableFailure(`solapi ${status} ${code}`, retryAfterMsOf(retryAfter));
  }
  const aboutMessage = status === 400 || (status >= 200 && status < 300);
  return { kind: aboutMessage && namesRecipient(message) ? 'recipient' : 'account', code, message };
}

export interface SolapiOptions {
  fetchImpl?: typeof fetch;
  now?: () => Date;
  retry?: RetryPolicy;
}

export function createSolapiMessageSender(
  settings: SmsSettings,
  logger: Logger,
  options: SolapiOptions = {},
): MessageSender {
  const fetchImpl = options.fetchImpl ?? fetch;
  const now = options.now ?? (() => new Date());
  const url = `${settings.apiUrl}${SOLAPI_SEND_PATH}`;

  async function attempt(body: string): Promise<Refusal | undefined> {
    const date = now().toISOString();
    const salt = randomBytes(16).toString('hex');
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          Authorization: solapiAuthorization(settings.apiKey, settings.apiSecret, date, salt),
          'Content-Type': 'application/json',
        },
        body,
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new RetryableFailure(timedOut ? 'solapi timed out' : 'solapi unreachable');
    }
    const answer = ((await response.json().catch(() => undefined)) ?? {}) as SolapiAnswer;
    if (response.ok && (answer.statusCode === undefined || text(answer.statusCode) === SOLAPI_ACCEPTED)) {
      return undefined;
    }
    return refusalOf(response.status, answer, response.headers.get('Retry-After'));
  }

  async function send(phone: string, message: string, kind: 'code' | 'notification') {
    const { type, text: fitted } = textMessageOf(message);
    const body = JSON.stringify({
      message: {
        to: phone,
        from: settings.senderNumber,
        text: fitted,
        type,
        ...(type === 'LMS' ? { subject: LMS_SUBJECT } : {}),
      },
    });
    const to = maskPhone(phone);
    let refusal: Refusal | undefined;
    try {
      refusal = await withRetries(() => attempt(body), options.retry ?? SOLAPI_RETRY_POLICY);
    } catch (error) {
      if (!(error instanceof RetryableFailure)) throw error;
      logger.warn('sms provider unavailable', { provider: 'solapi', to, kind, reason: error.message });
      throw new SenderUnavailableError('SMS provider unavailable', error.retryAfterMs ?? DEFAULT_SEND_RETRY_AFTER_MS);
    }
    if (!refusal) {
      logger.debug('sms sent', { provider: 'solapi', to, kind, type });
      return;
    }
    const fields = { provider: 'solapi', to, kind, code: refusal.code, providerMessage: scrubbed(refusal.message) };
    if (refusal.kind === 'recipient') {
      logger.warn('sms recipient refused', fields);
      throw new RecipientRejectedError('SMS recipient refused');
    }
    // Our credentials, clock, sender number or balance: someone must act, and no retry will help.
    logger.error('sms provider refused our request', fields);
    throw new SenderUnavailableError('SMS provider refused our request');
  }

  return {
    channel: 'solapi',
    sendCode: (phone, code) => send(phone, codeText(code), 'code'),
    sendNotification: (phone, message) => send(phone, message, 'notification'),
  };
}
