/**
 * The lifetime event of this tab, in sessionStorage so a reload resumes it: while only the event
 * id is known the wait for the app approval goes on; once the result is there it is shown. Read
 * from storage when the page mounts (not held in a long-lived atom), so a sign-out, which clears
 * sessionStorage, leaves nothing of the last person's event behind for the next one.
 */
import { enums, type Infer, is, object, optional } from 'superstruct';
import { LifetimeResult } from '../../contract/income';
import { Uuid } from '../../contract/validators';

const LifetimeSession = object({
  eventId: Uuid,
  /** Which app the approval is waited for in (1 Kakao, 5 PASS). */
  method: enums([1, 5]),
  result: optional(LifetimeResult),
});
export type LifetimeSession = Infer<typeof LifetimeSession>;

export const LIFETIME_SESSION_KEY = 'lifetime-event';

export function readLifetimeSession(): LifetimeSession | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(LIFETIME_SESSION_KEY) ?? 'null');
    return is(stored, LifetimeSession) ? stored : null;
  } catch {
    return null;
  }
}

export function writeLifetimeSession(session: LifetimeSession | null): void {
  try {
    if (session) sessionStorage.setItem(LIFETIME_SESSION_KEY, JSON.stringify(session));
    else sessionStorage.removeItem(LIFETIME_SESSION_KEY);
  } catch {
    // Storage refused: the event still works, only a reload will not resume it.
  }
}
