/**
 * Text messages (sign-in codes, SMS answers, meeting notices) and e-mail outside the sandbox
 * (providers/delivery-settings.ts holds the rules between them): without them those features
 * answer 503, as the start-up says.
 */
import { coerce, defaulted, type Infer, optional, string, type } from 'superstruct';
import {
  isMailFrom,
  isSenderNumber,
  isSmtpUrl,
  MAIL_FROM_RULE,
  SENDER_NUMBER_RULE,
  SMTP_URL_RULE,
  senderNumberOf,
  smsSettingsOf,
  smtpSettingsOf,
} from '../providers/delivery-settings';
import { checked, count, flag, httpUrl, oneOf, wholeNumber } from './variable-types';

export const DeliveryVariables = type({
  SMS_PROVIDER: optional(oneOf(['solapi'] as const)),
  SMS_API_URL: httpUrl('https://api.solapi.com'),
  SOLAPI_API_KEY: optional(string()),
  SOLAPI_API_SECRET: optional(string()),
  SMS_SENDER_NUMBER: optional(
    coerce(checked<string>('sender number', isSenderNumber, SENDER_NUMBER_RULE), string(), senderNumberOf),
  ),
  SMS_TIMEOUT_MS: count(5_000, 500, 60_000),
  SMTP_URL: optional(checked<string>('smtp url', isSmtpUrl, SMTP_URL_RULE)),
  SMTP_HOST: optional(string()),
  SMTP_PORT: optional(wholeNumber(1, 65535)),
  SMTP_USER: optional(string()),
  SMTP_PASSWORD: optional(string()),
  SMTP_REQUIRE_TLS: defaulted(flag, true),
  SMTP_TLS_CA_FILE: optional(string()),
  SMTP_TIMEOUT_MS: count(10_000, 1_000, 120_000),
  MAIL_FROM: optional(checked<string>('mail from', isMailFrom, MAIL_FROM_RULE)),
});

export function deliverySettingsOf(vars: Infer<typeof DeliveryVariables>) {
  return {
    /** Text messages through SOLAPI when SMS_PROVIDER is set; otherwise the sandbox inbox, or none (503). */
    sms: smsSettingsOf(vars),
    /** E-mail through an SMTP relay when SMTP_URL or SMTP_HOST is set; otherwise the sandbox inbox, or none (503). */
    smtp: smtpSettingsOf(vars),
  };
}
