import { array, enums, type Infer, object, string } from 'superstruct';
import { IsoDateTime } from './validators';

/** What the sandbox would have sent to a phone (DESIGN.md §4). */
export const SandboxInboxItem = object({
  kind: enums(['code', 'notification']),
  body: string(),
  createdAt: IsoDateTime,
});
export const SandboxInbox = object({ items: array(SandboxInboxItem) });
export type SandboxInbox = Infer<typeof SandboxInbox>;
