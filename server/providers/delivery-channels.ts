/**
 * Which sender each channel gets, said once at start. In sandbox mode both channels write to the
 * sandbox inbox, whatever is configured. Outside it a configured channel gets its real sender (SMS
 * through SOLAPI, e-mail through the SMTP relay, whose login and TLS are checked at start, waiting
 * at most SMTP_VERIFY_WAIT_MS) and an unconfigured one is off: one warning line names the features
 * that answer 503 because of it. GET /api/health names the channels too.
 */
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { createSandboxEmailSender, type EmailSender, unconfiguredEmailSender } from './email-sender';
import { createSandboxMessageSender, type MessageSender, unconfiguredMessageSender } from './message-sender';
import { createSmtpEmailSender, type SmtpEmailSender } from './smtp-email';
import { createSolapiMessageSender } from './solapi-sms';

/** The longest a start waits for the SMTP relay's answer; a later answer is logged when it comes. */
const SMTP_VERIFY_WAIT_MS = 2_000;

export interface DeliveryChannels {
  messageSender: MessageSender;
  emailSender: EmailSender;
}

function chooseMessageSender(env: Env, db: Database, logger: Logger): MessageSender {
  if (env.sandbox) return createSandboxMessageSender(db, logger);
  if (!env.sms) {
    logger.warn(
      'SMS is off (SMS_PROVIDER is not set): phone sign-in codes and SMS answers to guest inquiries answer 503 SENDER_UNAVAILABLE, and meeting notices go by push only',
    );
    return unconfiguredMessageSender;
  }
  logger.info('SMS through solapi', { api: env.sms.apiUrl, from: env.sms.senderNumber });
  return createSolapiMessageSender(env.sms, logger);
}

async function verifyAtStart(sender: SmtpEmailSender, logger: Logger) {
  const checked = sender.verify().then((result) => {
    if (result.ok) logger.info('SMTP relay answered: login and TLS accepted');
    else logger.warn('SMTP relay did not accept us at start: e-mail answers fail until it does', result);
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<'waited'>((resolve) => {
    timer = setTimeout(() => resolve('waited'), SMTP_VERIFY_WAIT_MS);
    timer.unref?.();
  });
  if ((await Promise.race([checked, waited])) === 'waited') {
    logger.warn('SMTP relay has not answered yet: starting anyway, its answer is logged when it comes');
  }
  clearTimeout(timer);
}

async function chooseEmailSender(env: Env, db: Database, logger: Logger): Promise<EmailSender> {
  if (env.sandbox) return createSandboxEmailSender(db);
  const { smtp } = env;
  if (!smtp) {
    logger.warn(
      'e-mail is off (SMTP_URL or SMTP_HOST is not set): answers to guest inquiries left with an e-mail address answer 503 SENDER_UNAVAILABLE',
    );
    return unconfiguredEmailSender;
  }
  const tls = smtp.secure ? 'implicit' : smtp.requireTls ? 'STARTTLS required' : 'STARTTLS when offered';
  logger.info('e-mail through smtp', { relay: `${smtp.host}:${smtp.port}`, tls, from: smtp.from });
  if (!smtp.secure && !smtp.requireTls) {
    logger.warn(
      'SMTP_REQUIRE_TLS=0: e-mail may leave unencrypted if the relay offers no STARTTLS (a local relay only)',
    );
  }
  const sender = createSmtpEmailSender(smtp, logger);
  await verifyAtStart(sender, logger);
  return sender;
}

export async function chooseDeliveryChannels(env: Env, db: Database, logger: Logger): Promise<DeliveryChannels> {
  if (env.sandbox && (env.sms || env.smtp)) {
    logger.info('sandbox mode: SMS and e-mail settings are ignored, messages go to the sandbox inbox');
  }
  return {
    messageSender: chooseMessageSender(env, db, logger),
    emailSender: await chooseEmailSender(env, db, logger),
  };
}
