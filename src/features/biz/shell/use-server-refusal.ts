/**
 * What the send forms show when the server refuses (400, 404, 409): its Korean message above
 * the button, and — when it names a field — next to that field too. The form keeps its values.
 */
import { useState } from 'react';
import { ApiError } from '../../../lib/http';
import { messageOf } from './error-message';

export interface ServerRefusal {
  message: string;
  field?: string;
}

export function useServerRefusal() {
  const [refusal, setRefusal] = useState<ServerRefusal>();
  const refuse = (error: unknown) =>
    setRefusal({ message: messageOf(error), field: error instanceof ApiError ? error.field : undefined });
  /** The server's message for this field, if it named it. */
  const fieldError = (field: string) => (refusal?.field === field ? refusal.message : undefined);
  /** The message when no shown field carries it. */
  const formError = (shownFields: readonly string[]) =>
    refusal && !(refusal.field && shownFields.includes(refusal.field)) ? refusal.message : undefined;
  return { refuse, clear: () => setRefusal(undefined), fieldError, formError };
}
