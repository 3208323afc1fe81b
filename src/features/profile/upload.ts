/**
 * SPEC §5 files: only a File object is uploaded (a string or null passes through unchanged);
 * 20 MB at most, pdf/png/jpg/jpeg only. The bytes go straight to the signed upload URL.
 */

import * as apiPaths from '../../contract/api-paths';
import {
  FILE_CONTENT_TYPES,
  FILE_SIZE_MAX,
  FILE_TOO_LARGE_MESSAGE,
  FILE_TYPE_MESSAGE,
  type FilePurpose,
  type FileType,
  UploadTicket,
} from '../../contract/files';
import { pathOf } from '../../contract/paths';
import { request } from '../../lib/http';

/** The upload type of a file by its name, or undefined when it is not one we take. */
function fileTypeOf(file: Pick<File, 'name'>): FileType | undefined {
  const extension = file.name.split('.').pop()?.toLowerCase();
  return extension && extension in FILE_CONTENT_TYPES ? (extension as FileType) : undefined;
}

/** Why this file cannot be attached, in the words the field shows; undefined when it can. */
export function fileProblem(file: Pick<File, 'name' | 'size'>): string | undefined {
  if (file.size > FILE_SIZE_MAX) return FILE_TOO_LARGE_MESSAGE;
  if (!fileTypeOf(file)) return FILE_TYPE_MESSAGE;
  return undefined;
}

export class UploadError extends Error {
  override name = 'UploadError';
}

/** Uploads a chosen file and answers its id; a stored id (or nothing) passes through. */
export async function uploadIfFile(
  userId: string,
  purpose: FilePurpose,
  value: File | number | null,
): Promise<number | null> {
  if (!(value instanceof File)) return value;
  const fileType = fileTypeOf(value);
  const problem = fileProblem(value);
  if (problem || !fileType) throw new UploadError(problem ?? FILE_TYPE_MESSAGE);
  const ticket = await request(pathOf(apiPaths.upload, { id: userId }), {
    query: { type: purpose, fileType, size: value.size, name: value.name },
    response: UploadTicket,
  });
  // The store checks exactly these headers (its type, and If-None-Match so a URL writes once).
  const response = await fetch(ticket.uploadUrl, { method: 'PUT', headers: ticket.uploadHeaders, body: value }).catch(
    () => undefined,
  );
  if (!response?.ok) {
    throw new UploadError(
      response?.status === 413 ? FILE_TOO_LARGE_MESSAGE : '파일을 올리지 못했어요. 다시 시도해 주세요.',
    );
  }
  return ticket.fileId;
}
