/**
 * Messages between a candidate and our operators, or a company after a coffee chat (SPEC §3 message,
 * §7 messaging calls). A page of history is at most MESSAGE_PAGE_SIZE messages, oldest first.
 */
import {
  array,
  boolean,
  enums,
  type Infer,
  integer,
  nullable,
  object,
  optional,
  size,
  string,
  trimmed,
} from 'superstruct';
import { IsoDateTime, RowId, rule } from './validators';

export const MESSAGE_LENGTH_MAX = 1000;
export const MESSAGE_PAGE_SIZE = 30;
/** At most this many messages answer one `type=after` call; `hasMore` asks for the rest from the last one. */
export const MESSAGE_AFTER_MAX = 100;
/** Seconds between checks for new messages while a room is open (the list checks less often). */
export const MESSAGE_POLL_SECONDS = 3;
export const ROOM_LIST_POLL_SECONDS = 15;

/** SPEC §8 copy. */
export const MESSAGE_UNVIEWABLE = '메시지를 확인할 수 없습니다. 고객센터로 문의해 주세요.';
export const MESSAGE_COMPANY_BLOCKED = '메시지를 발송할 수 없는 회사입니다.';
/** The console's answer for a room that does not exist or is not the viewer's to see. */
export const BIZ_ROOM_NOT_FOUND = '대화방을 찾을 수 없습니다.';

/** Who answers an OPERATOR room, and when (RoomOperator). */
export const OPERATOR_TEAM = '볼트X 운영팀';
export const AGENT_TEAM = '볼트X 에이전트';
export const ANSWER_HOURS = '평일 10:00–19:00';

const RoomKind = enums(['OPERATOR', 'COMPANY']);
const SenderKind = enums(['CANDIDATE', 'STAFF']);

/** The text of a message: trimmed, 1–1000 characters. */
export const MessageText = rule(
  trimmed(size(string(), 0, MESSAGE_LENGTH_MAX)),
  'messageText',
  (value) => value.length > 0,
  '메시지를 입력해 주세요.',
);

/** SPEC §3 Message (roomId, messageId, message) with who wrote it and when. */
export const Message = object({
  roomId: integer(),
  messageId: integer(),
  message: string(),
  sender: SenderKind,
  /** The staff member's name on STAFF messages; '' on the candidate's own. */
  senderName: string(),
  createdAt: IsoDateTime,
});
export type Message = Infer<typeof Message>;

export const MessageRoom = object({
  roomId: integer(),
  kind: RoomKind,
  /** "볼트X 운영팀" or the company's name. */
  title: string(),
  /** The company's logo path in a COMPANY room, '' otherwise. */
  logo: string(),
  topic: string(),
  lastMessage: nullable(Message),
  unreadCount: integer(),
  /** False when the company can no longer be messaged (MESSAGE_COMPANY_BLOCKED). */
  canSend: boolean(),
});
export type MessageRoom = Infer<typeof MessageRoom>;

export const MessageRoomList = object({ items: array(MessageRoom), unreadCount: integer() });
export type MessageRoomList = Infer<typeof MessageRoomList>;

/** GET /users/operator/{roomId}: who answers in this room. */
export const RoomOperator = object({
  name: string(),
  /** "볼트X 운영팀", "볼트X 에이전트" or the recruiter's company. */
  team: string(),
  /** When answers come, in Korean, e.g. "평일 10:00–19:00". */
  hours: string(),
});
export type RoomOperator = Infer<typeof RoomOperator>;

/** GET /users/message/{roomId}: the latest page. */
export const MessagePage = object({
  room: MessageRoom,
  items: array(Message),
  /** Older messages exist before items[0]. */
  hasMore: boolean(),
});
export type MessagePage = Infer<typeof MessagePage>;

/** GET /users/message/{roomId}/{messageId}?type=before|after: older history, or what arrived since. */
export const MessagePageQuery = object({ type: enums(['before', 'after']) });
export const MessageSlice = object({ items: array(Message), hasMore: boolean() });
export type MessageSlice = Infer<typeof MessageSlice>;

/** POST /users/message. Carries an Idempotency-Key header (UUID). */
export const SendMessage = object({ roomId: RowId, message: MessageText });
export type SendMessage = Infer<typeof SendMessage>;

/**
 * POST /users/message/room: an inquiry that opens a room with the operators (/ask?from=); answers 201
 * with the new room's MessagePage. May carry an Idempotency-Key header (UUID).
 */
export const OpenInquiry = object({
  message: MessageText,
  /** The app path the person came from; only same-app paths are kept. */
  from: optional(size(string(), 0, 300)),
});
export type OpenInquiry = Infer<typeof OpenInquiry>;

/** PATCH /users/message/{roomId}/read: everything up to messageId has been seen. */
export const MarkRead = object({ messageId: RowId });
/** The answer to a MarkRead: where the reader's position now is, and what is still unread in the room. */
export const ReadState = object({
  roomId: integer(),
  /** Never lower than before, never past the room's last message. */
  readId: integer(),
  unreadCount: integer(),
});
export type ReadState = Infer<typeof ReadState>;

// The console (operators and recruiters)

export const BizRoom = object({
  roomId: integer(),
  kind: RoomKind,
  /** The candidate's name: operators serve known candidates; a recruiter only has a room after a coffee chat. */
  candidateName: string(),
  companyName: string(),
  topic: string(),
  originPath: string(),
  lastMessage: nullable(Message),
  unreadCount: integer(),
});
export type BizRoom = Infer<typeof BizRoom>;
export const BizRoomList = object({ items: array(BizRoom), unreadCount: integer() });
export type BizRoomList = Infer<typeof BizRoomList>;
export const BizRoomPage = object({ room: BizRoom, items: array(Message), hasMore: boolean() });
export type BizRoomPage = Infer<typeof BizRoomPage>;
/** POST /biz/message/rooms/{roomId}: answers 201 with the Message. May carry an Idempotency-Key header (UUID). */
export const BizSendMessage = object({ message: MessageText });
