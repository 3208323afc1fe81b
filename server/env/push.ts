/** Web push: the VAPID keys and our contact for push services, the push services we send to, and quiet hours. */
import { defaulted, type Infer, optional, string, type } from 'superstruct';
import { isPushServiceHostPattern, KNOWN_PUSH_SERVICE_HOSTS } from '../providers/push-services';
import { vapidKeysProblem } from '../providers/vapid';
import { checked, flag, listOf, urlOf } from './variable-types';

/** The published contact of the company (src/ui/company-info.ts), until VAPID_SUBJECT says otherwise. */
const DEFAULT_VAPID_SUBJECT = 'mailto:help@boltx.example';

const pushContact = checked<string>(
  'push contact',
  (value) =>
    typeof value === 'string' &&
    (/^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) || (value.startsWith('https:') && Boolean(urlOf(value)?.host))),
  'must be a mailto: address or an https: URL where push services can reach us, e.g. mailto:help@boltx.example',
);

export const PushVariables = type({
  PUSH_QUIET_HOURS: defaulted(flag, true),
  VAPID_PUBLIC_KEY: optional(string()),
  VAPID_PRIVATE_KEY: optional(string()),
  VAPID_SUBJECT: defaulted(pushContact, DEFAULT_VAPID_SUBJECT),
  PUSH_SERVICE_HOSTS: listOf(
    isPushServiceHostPattern,
    'must be comma-separated host names or *.suffix patterns of push services, e.g. push.example.com,*.push.example.net',
    (entry) => entry.toLowerCase(),
  ),
  PUSH_UNCHECKED_TEST_ORIGINS: listOf(
    (entry) => /^http:\/\/127\.0\.0\.1:\d{1,5}$/.test(entry),
    'is for tests only and takes http://127.0.0.1:<port> origins of a local push-service stand-in',
  ),
});
type PushVariables = Infer<typeof PushVariables>;

/** The variables read trimmed: keys and a contact pasted with a stray space or newline still work. */
export const PUSH_VARIABLES_READ_TRIMMED = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'];

const vapidKeysOf = (vars: PushVariables) =>
  vars.VAPID_PUBLIC_KEY && vars.VAPID_PRIVATE_KEY
    ? { publicKey: vars.VAPID_PUBLIC_KEY, privateKey: vars.VAPID_PRIVATE_KEY }
    : undefined;

export function vapidProblem(vars: PushVariables): string | undefined {
  if (Boolean(vars.VAPID_PUBLIC_KEY) !== Boolean(vars.VAPID_PRIVATE_KEY)) {
    return 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither (then a pair is generated and kept)';
  }
  const vapidKeys = vapidKeysOf(vars);
  const problem = vapidKeys && vapidKeysProblem(vapidKeys);
  return problem
    ? `VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY: ${problem} (e.g. the output of npx web-push generate-vapid-keys)`
    : undefined;
}

export function pushSettingsOf(vars: PushVariables) {
  return {
    /** Web push: VAPID keys (generated and kept in the database when unset) and our contact for push services. */
    push: {
      vapidKeys: vapidKeysOf(vars),
      /** A mailto: or https: contact a push service may use when our pushes misbehave. */
      subject: vars.VAPID_SUBJECT,
      /** The known push services plus PUSH_SERVICE_HOSTS. */
      serviceHosts: [...KNOWN_PUSH_SERVICE_HOSTS, ...vars.PUSH_SERVICE_HOSTS],
      /** Only ever a local push-service stand-in's origin. */
      uncheckedTestOrigins: vars.PUSH_UNCHECKED_TEST_ORIGINS,
    },
    /** Pushes wait from 22:00 to 08:00 KST (domain/quiet-hours.ts) unless PUSH_QUIET_HOURS=0. */
    pushQuietHours: vars.PUSH_QUIET_HOURS,
  };
}
