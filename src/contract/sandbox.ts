import { array, enums, type Infer, integer, object, string, union } from 'superstruct';
import { IsoDateTime } from './validators';

/** What the sandbox would have sent to a phone (DESIGN.md §4). */
export const SandboxInboxItem = object({
  kind: enums(['code', 'notification']),
  body: string(),
  createdAt: IsoDateTime,
});
export const SandboxInbox = object({ items: array(SandboxInboxItem) });
export type SandboxInbox = Infer<typeof SandboxInbox>;

/**
 * `POST /sandbox/offers/expire` (candidate session, sandbox only): ends the selection period of
 * one of the caller's offers or curation groups now, so a demo or a browser test can show the
 * expired state without waiting seven days.
 */
export const SandboxExpire = union([object({ offerId: integer() }), object({ groupId: integer() })]);
export type SandboxExpire = Infer<typeof SandboxExpire>;
