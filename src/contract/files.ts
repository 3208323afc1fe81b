/**
 * Uploads (SPEC §5 files, §7 uploads): the client asks for a signed upload URL, PUTs the file's
 * bytes there, then refers to the file by id (e.g. resumeFileId in the profile patch). The server
 * checks size and first bytes before a file is ever linked or served.
 */
import { array, coerce, enums, type Infer, integer, min, object, optional, record, size, string } from 'superstruct';
import { RowId, rule } from './validators';

/** SPEC §9: 20 MB, with 1 MB = 1,048,576 bytes. */
export const MEGABYTE = 1_048_576;
export const FILE_SIZE_MAX = 20 * MEGABYTE;
export const FILE_TOO_LARGE_MESSAGE = '최대 20MB 이하의 파일만 등록 가능합니다.';
export const FILE_TYPE_MESSAGE = 'pdf, png, jpg, jpeg 파일만 등록할 수 있어요.';

export const FileType = enums(['pdf', 'png', 'jpg', 'jpeg']);
export type FileType = Infer<typeof FileType>;
export const FilePurpose = enums(['resume', 'portfolio']);
export type FilePurpose = Infer<typeof FilePurpose>;

/** The MIME type each file type is uploaded and served with. */
export const FILE_CONTENT_TYPES: Record<FileType, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** A size in bytes as the query string carries it; over FILE_SIZE_MAX it is refused with the SPEC's message. */
const DeclaredSize = coerce(
  rule(min(integer(), 1), 'fileSize', (value) => value <= FILE_SIZE_MAX, FILE_TOO_LARGE_MESSAGE),
  string(),
  (value) => (/^\d{1,15}$/.test(value) ? Number(value) : Number.NaN),
);
const FileName = size(string(), 1, 200);

/** `GET /users/s3/upload/{id}?type=&fileType=&size=&name=` (id: the candidate's own user id). */
export const UploadQuery = object({
  type: FilePurpose,
  fileType: FileType,
  /** Declared size in bytes; the stored bytes are measured again. */
  size: optional(DeclaredSize),
  /** The file's own name, shown in lists and offered when it is downloaded; never part of where it is kept. */
  name: optional(FileName),
});
export type UploadQuery = Infer<typeof UploadQuery>;

/** `GET /users/agent/upload?fileType=&size=&name=`: material for an agent request (SPEC §7). */
export const AgentUploadQuery = object({
  fileType: FileType,
  size: optional(DeclaredSize),
  name: optional(FileName),
});
export type AgentUploadQuery = Infer<typeof AgentUploadQuery>;

export const UploadTicket = object({
  fileId: integer(),
  /** PUT the bytes here, with exactly `uploadHeaders`, before the URL expires (10 minutes). */
  uploadUrl: string(),
  /**
   * Headers the PUT must carry: the file type's Content-Type and `If-None-Match: *` (an upload URL
   * creates its file once; it never replaces bytes that were already checked).
   */
  uploadHeaders: record(string(), string()),
  /**
   * Always '' in a ticket: bytes that were not yet checked are never readable. The stored file's
   * signed, short-lived link comes with the profile and the file list.
   */
  readUrl: string(),
});
export type UploadTicket = Infer<typeof UploadTicket>;

/** `GET /inbound/user/files`: the candidate's stored files. */
const UserFile = object({
  id: integer(),
  purpose: enums(['resume', 'portfolio', 'agent']),
  fileType: FileType,
  name: string(),
  size: integer(),
  createdAt: string(),
  readUrl: string(),
});
export const UserFiles = object({ items: array(UserFile) });
export type UserFiles = Infer<typeof UserFiles>;

/** At most this many files go with one agent request. */
export const AGENT_REQUEST_FILES_MAX = 5;
export const AGENT_MESSAGE_MAX = 2000;

/** `POST /users/agent`: ask an agent for help, with files from `GET /users/agent/upload` (or the profile's). */
export const AgentRequest = object({
  message: coerce(size(string(), 1, AGENT_MESSAGE_MAX), string(), (value) => value.trim()),
  fileIds: size(array(RowId), 0, AGENT_REQUEST_FILES_MAX),
});
export type AgentRequest = Infer<typeof AgentRequest>;

export const AgentRequestCreated = object({ id: integer() });
export type AgentRequestCreated = Infer<typeof AgentRequestCreated>;
