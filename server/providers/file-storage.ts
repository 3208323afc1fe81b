/**
 * Where uploaded bytes live: the local disk (default) or an S3-compatible store. The browser moves
 * the bytes itself, through short-lived signed URLs; the server only signs, measures, peeks at the
 * first bytes and deletes. Keys are ours (`candidates/<id>/<random>.<ext>`), never a file's name.
 */
import { is } from 'superstruct';
import { FILE_CONTENT_TYPES, FileType } from '../../src/contract/files';

export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /**
   * A URL that creates the object `key` with a PUT, once. The PUT must carry exactly
   * `uploadHeaders(contentType)`.
   */
  uploadUrl(key: string, contentType: string, expiresInSeconds: number): Promise<string>;
  /**
   * A URL that answers the object as a download named `downloadName`. `audience` says whom it is
   * for (file-downloads.ts): the disk store signs it in and checks it again at the download; a
   * presigned S3 URL cannot carry it, and lives its short lifetime.
   */
  readUrl(key: string, options: { downloadName: string; expiresInSeconds: number; audience?: string }): Promise<string>;
  /** The stored object's size, or undefined when nothing is stored under `key`. */
  head(key: string): Promise<{ size: number } | undefined>;
  /** Up to `count` bytes from the start, or undefined when nothing is stored under `key`. */
  firstBytes(key: string, count: number): Promise<Uint8Array | undefined>;
  /** Deletes the object; nothing stored is not an error. */
  remove(key: string): Promise<void>;
}

/**
 * Headers every upload URL requires, whichever the store: the declared type (so what is stored is
 * served as what was checked) and If-None-Match: * (a URL cannot replace bytes already checked).
 */
export function uploadHeaders(contentType: string): Record<string, string> {
  return { 'Content-Type': contentType, 'If-None-Match': '*' };
}

/** `attachment; filename="ascii"; filename*=UTF-8''…` (RFC 6266): any name, safely. */
export function attachmentDisposition(downloadName: string): string {
  const ascii = downloadName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(downloadName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The type a stored object is served as, from its key's extension (the file type it was checked as). */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return is(extension, FileType) ? FILE_CONTENT_TYPES[extension] : 'application/octet-stream';
}
