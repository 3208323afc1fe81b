/**
 * The rules of uploads (SPEC §5 files) without the database or the store: limits, messages, the
 * first-bytes check, download names, storage keys and what a claim refuses. file-uploads.ts runs
 * the workflows (tickets, claims, lists, the sweep) on them.
 */
import {
  FILE_CONTENT_TYPES,
  FILE_SIZE_MAX,
  FILE_TOO_LARGE_MESSAGE,
  FILE_TYPE_MESSAGE,
  type FileType,
} from '../../src/contract/files';
import { ROW_ID_MAX } from '../../src/contract/validators';
import type { files } from '../db/schema';

/** Upload and read URLs live 10 minutes. */
export const UPLOAD_URL_TTL_SECONDS = 600;
export const READ_URL_TTL_SECONDS = 600;
/** Upload tickets one candidate may take per rolling hour; past it 429. */
export const UPLOAD_TICKETS_PER_HOUR = 30;
/** How many bytes from the start of a file the type check reads (Range: bytes=0-15). */
export const SIGNATURE_BYTES = 16;
/** The newest stored files `GET /inbound/user/files` lists. */
export const LISTED_FILES_MAX = 100;
/**
 * How long past its upload URL's expiry a pending file is kept before the sweep deletes it: the
 * bytes may have arrived in time while the form that claims them stays open a while.
 */
export const STALE_UPLOAD_MARGIN_SECONDS = 24 * 60 * 60;

export const FILE_NOT_FOUND_MESSAGE = '파일을 찾을 수 없어요.';
export const FILE_NOT_UPLOADED_MESSAGE = '파일이 아직 올라가지 않았어요. 파일을 다시 올려 주세요.';
export const FILE_PURPOSE_MESSAGE = '이 항목에 올린 파일이 아니에요. 파일을 다시 올려 주세요.';
export const UPLOADS_LIMITED_MESSAGE = '파일 업로드 요청이 너무 많아요. 잠시 후 다시 시도해 주세요.';

export type StoredFilePurpose = (typeof files.$inferSelect)['purpose'];
type FileStatus = (typeof files.$inferSelect)['status'];

const purposeLabels: Record<StoredFilePurpose, string> = {
  resume: '이력서',
  portfolio: '포트폴리오',
  agent: '첨부파일',
};

const magicBytes: Record<FileType, readonly number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // \x89PNG\r\n\x1a\n
  jpg: [0xff, 0xd8, 0xff],
  jpeg: [0xff, 0xd8, 0xff],
};

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);

/** Whether the first bytes are those every file of the type starts with. */
export function matchesFileType(bytes: Uint8Array, fileType: FileType): boolean {
  return startsWith(bytes, magicBytes[fileType]);
}

/**
 * The name a file is shown and downloaded under: the candidate's (NFC, without control characters
 * or path separators), ending in the extension of the type it was checked as.
 */
export function downloadNameOf(name: string | undefined, purpose: StoredFilePurpose, fileType: FileType): string {
  const cleaned = (name ?? '')
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f/\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
  const base = cleaned || purposeLabels[purpose];
  const extension = base.slice(base.lastIndexOf('.') + 1).toLowerCase();
  const sameType = base.includes('.') && FILE_CONTENT_TYPES[extension as FileType] === FILE_CONTENT_TYPES[fileType];
  return sameType ? base : `${base}.${fileType}`;
}

/** Where a new upload's bytes go: under the candidate, a random name of ours, the declared type's extension. */
export const storageKeyFor = (candidateId: string, fileType: FileType, randomHex: string) =>
  `candidates/${candidateId}/${randomHex}.${fileType}`;

/** Ids outside int4 cannot exist: asking the database about one would be an error, not an answer. */
export const isPossibleFileId = (fileId: number) => Number.isInteger(fileId) && fileId >= 1 && fileId <= ROW_ID_MAX;

/**
 * Why the candidate's file cannot be claimed for `purpose`, or undefined. An agent request may
 * take any of the candidate's files; a profile field only those uploaded for it.
 */
export function claimRefusal(
  file: { status: FileStatus; purpose: StoredFilePurpose },
  purpose: StoredFilePurpose,
): string | undefined {
  if (file.status === 'rejected') return FILE_NOT_FOUND_MESSAGE;
  if (purpose !== 'agent' && file.purpose !== purpose) return FILE_PURPOSE_MESSAGE;
  return undefined;
}

export const isTooLarge = (size: number) => size > FILE_SIZE_MAX;

/**
 * Why the stored bytes are refused, or undefined: more than FILE_SIZE_MAX, or first bytes (not
 * read for a file already too large) that are not the declared type's.
 */
export function storedBytesRefusal(
  size: number,
  firstBytes: Uint8Array | undefined,
  fileType: FileType,
): string | undefined {
  if (isTooLarge(size)) return FILE_TOO_LARGE_MESSAGE;
  if (!firstBytes || !matchesFileType(firstBytes, fileType)) return FILE_TYPE_MESSAGE;
  return undefined;
}

/** Pending uploads created before this moment are stale at `now`: their URL expired a day ago. */
export const staleUploadCutoff = (now: Date) =>
  new Date(now.getTime() - (UPLOAD_URL_TTL_SECONDS + STALE_UPLOAD_MARGIN_SECONDS) * 1000);
