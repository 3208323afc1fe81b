/**
 * A guest's contact as the console's list shows it: enough to tell two inquiries apart, not enough
 * to reach the person (010-****-5678, ab***@example.com). Only the inquiry's own page, for
 * operators, shows it whole.
 */
import type { ContactKind } from '../../../src/contract/guest-inquiries';

export function maskedContact(kind: ContactKind, contact: string): string {
  if (kind === 'PHONE') return `${contact.slice(0, 3)}-****-${contact.slice(-4)}`;
  const at = contact.lastIndexOf('@');
  const local = contact.slice(0, at);
  return `${local.slice(0, Math.min(2, Math.max(0, local.length - 1)))}***${contact.slice(at)}`;
}
