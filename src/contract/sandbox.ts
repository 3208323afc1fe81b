import { array, enums, type Infer, object, optional, string } from 'superstruct';
import { IsoDateTime, RowId, rule } from './validators';

/** What the sandbox would have sent to a phone, or e-mailed to an address (DESIGN.md §4). */
const SandboxInboxItem = object({
  kind: enums(['code', 'notification', 'email']),
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
export const SandboxExpire = rule(
  object({ offerId: optional(RowId), groupId: optional(RowId) }),
  'oneTarget',
  (value) => (value.offerId === undefined) !== (value.groupId === undefined),
  'offerId와 groupId 중 하나만 보내 주세요.',
);
export type SandboxExpire = Infer<typeof SandboxExpire>;

/** `POST /sandbox/offers/revision-due`: the company's time to answer the offer's request for a revision runs out now. */
export const SandboxRevisionDue = object({ offerId: RowId });
