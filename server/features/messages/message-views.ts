/**
 * Pure pieces of messaging: how a stored message reads in the API, who a room's team is, the
 * preview a notification carries and which inquiry origins are kept.
 */
import { AGENT_TEAM, type Message, OPERATOR_TEAM } from '../../../src/contract/messages';

/** Characters of a message a notification shows at most (with the ellipsis). */
export const PREVIEW_MAX = 40;
/** Longest origin path kept (the contract allows 300 characters in). */
const ORIGIN_PATH_MAX = 300;

export interface MessageRecord {
  id: number;
  roomId: number;
  senderKind: 'CANDIDATE' | 'STAFF';
  body: string;
  createdAt: Date;
  /** The staff account's name; null on the candidate's messages or once the account is gone. */
  staffName: string | null;
}

/** `fallbackName` names a staff message whose account has since been removed (the room's team). */
export function toMessage(row: MessageRecord, fallbackName: string): Message {
  return {
    roomId: row.roomId,
    messageId: row.id,
    message: row.body,
    sender: row.senderKind,
    senderName: row.senderKind === 'STAFF' ? (row.staffName ?? fallbackName) : '',
    createdAt: row.createdAt.toISOString(),
  };
}

/** Who speaks for a room: the company, or our operators — the agent's own team when an agent answers. */
export function teamNameOf(room: { kind: 'OPERATOR' | 'COMPANY'; companyName: string | null }, role?: string): string {
  if (room.kind === 'COMPANY') return room.companyName ?? '';
  return role === 'agent' ? AGENT_TEAM : OPERATOR_TEAM;
}

/**
 * A message as a notification shows it: whitespace runs made one space, at most PREVIEW_MAX
 * characters (counted as code points, so an emoji is never cut in half), an ellipsis when cut.
 */
export function messagePreview(text: string, max = PREVIEW_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(flat);
  if (characters.length <= max) return flat;
  return `${characters
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * The inquiry's origin as stored: only a path of this app ("/my/attack?tab=1"). Anything a
 * browser could read as another origin — "//evil.example", "/\\evil.example", a full URL — or
 * text with whitespace or control characters is dropped ('').
 */
export function originPathOf(from: string | undefined): string {
  const path = from?.trim() ?? '';
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return '';
  if (path.length > ORIGIN_PATH_MAX || /[\s\p{Cc}]/u.test(path)) return '';
  return path;
}
