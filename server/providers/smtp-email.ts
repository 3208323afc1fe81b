/**
 * E-mail through an SMTP relay with nodemailer. TLS always: implicit on port 465 (`smtps://`), else
 * STARTTLS, required unless SMTP_REQUIRE_TLS=0 says the relay is a local one without it; the relay's
 * certificate is checked (against SMTP_TLS_CA_FILE when it is signed by a private CA), TLS 1.2 at
 * least. Each message carries a plain-text part and an escaped HTML part (email-html.ts), UTF-8,
 * its Korean subject encoded as RFC 2047 words by nodemailer.
 *
 * Connection, greeting and socket timeouts; a dropped connection, a timeout or a relay's 4xx
 * ("try later") is tried again (delivery-retry.ts). A 5xx on RCPT TO (no such mailbox) is the
 * recipient's (RecipientRejectedError); a refused login, a failed TLS handshake or a 5xx elsewhere is
 * our configuration's (SenderUnavailableError, logged as an error). The address is logged masked.
 */
import { readFileSync } from 'node:fs';
import nodemailer, { type NodemailerError } from 'nodemailer';
import type { Logger } from '../logger';
import { RetryableFailure, type RetryPolicy, withRetries } from './delivery-retry';
import type { SmtpSettings } from './delivery-settings';
import { emailHtml, emailPlainText } from './email-html';
import type { EmailSender } from './email-sender';
import { RecipientRejectedError, SenderUnavailableError } from './message-sender';

const SMTP_RETRY_POLICY: RetryPolicy = { attempts: 2, backoffMs: 500, maxWaitMs: 2_000 };

/** Errors of the connection itself, before or without an SMTP reply: worth another try. */
const CONNECTION_ERRORS = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNRESET', 'ECONNREFUSED']);

/** `gu***@example.com`: enough to tell two recipients apart in a log, not to write to one. */
const maskEmail = (address: string) => {
  const at = address.lastIndexOf('@');
  return at < 0 ? '***' : `${address.slice(0, Math.min(2, at))}***${address.slice(at)}`;
};

type Failure = { kind: 'retry' | 'recipient' | 'account'; reason: string };

function failureOf(error: unknown): Failure {
  const failure = error as NodemailerError;
  const reason = [failure.code, failure.command, failure.responseCode].filter(Boolean).join(' ') || 'unknown';
  const rejected = failure.rejectedErrors?.[0] as NodemailerError | undefined;
  const reply = failure.responseCode !== undefined ? failure : rejected;
  if (reply?.responseCode !== undefined) {
    if (!reply.permanent && reply.responseCode >= 400) return { kind: 'retry', reason };
    const onRecipient = (reply.command ?? '').toUpperCase().startsWith('RCPT') || failure.code === 'EENVELOPE';
    return { kind: onRecipient ? 'recipient' : 'account', reason };
  }
  if (failure.code && CONNECTION_ERRORS.has(failure.code)) return { kind: 'retry', reason };
  return { kind: 'account', reason };
}

export interface SmtpEmailSender extends EmailSender {
  /** Whether the relay answers, takes TLS and our login, within the timeout; never throws. */
  verify(): Promise<{ ok: true } | { ok: false; reason: string }>;
}

export function createSmtpEmailSender(
  settings: SmtpSettings,
  logger: Logger,
  options: { retry?: RetryPolicy } = {},
): SmtpEmailSender {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    requireTLS: !settings.secure && settings.requireTls,
    auth: settings.user ? { user: settings.user, pass: settings.password } : undefined,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
    dnsTimeout: settings.timeoutMs,
    tls: {
      minVersion: 'TLSv1.2',
      ...(settings.tlsCaFile ? { ca: readFileSync(settings.tlsCaFile, 'utf8') } : {}),
    },
    // Our messages are text we wrote: nothing in them may make nodemailer read a file or a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  });

  async function attempt(to: string, subject: string, text: string, html: string) {
    try {
      await transport.sendMail({ from: settings.from, to, subject, text, html });
    } catch (error) {
      const failure = failureOf(error);
      if (failure.kind === 'retry') throw new RetryableFailure(failure.reason);
      throw Object.assign(new Error(failure.reason), { failure });
    }
  }

  return {
    channel: 'smtp',
    async send(to, message) {
      const masked = maskEmail(to);
      try {
        await withRetries(
          () => attempt(to, message.subject, emailPlainText(message), emailHtml(message)),
          options.retry ?? SMTP_RETRY_POLICY,
        );
        logger.debug('email sent', { to: masked });
      } catch (error) {
        if (error instanceof RetryableFailure) {
          logger.warn('smtp relay unavailable', { to: masked, reason: error.message });
          throw new SenderUnavailableError('SMTP relay unavailable');
        }
        const failure = (error as { failure?: Failure }).failure;
        if (!failure) throw error;
        if (failure.kind === 'recipient') {
          logger.warn('email recipient refused', { to: masked, reason: failure.reason });
          throw new RecipientRejectedError('e-mail recipient refused');
        }
        logger.error('smtp relay refused our request', { to: masked, reason: failure.reason });
        throw new SenderUnavailableError('SMTP relay refused our request');
      }
    },
    async verify() {
      try {
        await transport.verify();
        return { ok: true };
      } catch (error) {
        return { ok: false, reason: failureOf(error).reason };
      }
    },
  };
}
