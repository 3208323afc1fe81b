/**
 * A signed-out visitor's inquiry as the app leaves it: a one-time code asked for the
 * contact, read back from the sandbox inbox, and the inquiry sent with it — from one client address.
 */
import { and, desc, eq } from 'drizzle-orm';
import { sandboxInbox } from '../../server/db/schema';
import type { TestApp } from './test-app';

export const GUEST_INQUIRIES = '/api/guest/inquiries';
export const GUEST_CODES = '/api/guest/inquiries/codes';

export type Contact = { contactKind: string; contact: string };

/** The code the sandbox inbox holds last for a contact (an SMS for a phone, an e-mail for an address). */
export async function latestGuestCode(app: TestApp, { contactKind, contact }: Contact): Promise<string> {
  const normalized = contactKind === 'PHONE' ? contact.replace(/[\s-]/g, '') : contact.trim().toLowerCase();
  const [row] = await app.deps.db
    .select({ body: sandboxInbox.body })
    .from(sandboxInbox)
    .where(
      contactKind === 'PHONE'
        ? and(eq(sandboxInbox.phone, normalized), eq(sandboxInbox.kind, 'code'))
        : eq(sandboxInbox.email, normalized),
    )
    .orderBy(desc(sandboxInbox.id))
    .limit(1);
  const code = row?.body.match(/\[(\d{6})\]/)?.[1];
  if (!code) throw new Error(`no code in the inbox of ${normalized}`);
  return code;
}

/** Asks for a code for the inquiry's contact from `address`, then leaves the inquiry with it, from there too. */
export async function leaveVerified(app: TestApp, json: Contact & Record<string, unknown>, address: string) {
  const headers = { 'X-Forwarded-For': address };
  const asked = await app.request(GUEST_CODES, {
    method: 'POST',
    json: { contactKind: json.contactKind, contact: json.contact },
    headers,
  });
  if (asked.status !== 200) return asked;
  const code = await latestGuestCode(app, json);
  return app.request(GUEST_INQUIRIES, { method: 'POST', json: { ...json, code }, headers });
}
