/**
 * Uploads: tickets (signed upload and read URLs), agent requests with files, the candidate's file
 * list — and, while files live on the disk, the signed `/api/files/{token}` URLs themselves. Those
 * take no session: the token is the authority, as a presigned URL is for an S3-compatible store —
 * but a read is answered only while its reader may still have the file (file-downloads.ts).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as apiPaths from '../../../src/contract/api-paths';
import { ErrorCode } from '../../../src/contract/errors';
import {
  AgentRequest,
  type AgentRequestCreated,
  AgentUploadQuery,
  FILE_SIZE_MAX,
  FILE_TOO_LARGE_MESSAGE,
  UploadQuery,
  type UploadTicket,
  type UserFiles,
} from '../../../src/contract/files';
import type { AppDeps, AppEnv } from '../../app-deps';
import { mayStillDownload } from '../../domain/file-downloads';
import { FILE_NOT_FOUND_MESSAGE } from '../../domain/file-rules';
import { createAgentRequest, createUpload, listFiles } from '../../domain/file-uploads';
import { ApiError, notFound } from '../../errors/api-error';
import { parseJson, parseQuery } from '../../http/parse';
import { requireSession, subjectOf } from '../../http/require-session';
import { sendRetryAfter } from '../../http/send-retry-after';
import { DISK_FILE_URL_PREFIX, type DiskFileStorage, isDiskFileStorage } from '../../providers/disk-file-storage';
import { attachmentDisposition } from '../../providers/file-storage';

/** Under the API base: where DISK_FILE_URL_PREFIX points. */
const DISK_FILE_ROUTE = '/files/:token';

export const LINK_REFUSED_MESSAGE = '파일 주소가 만료되었거나 올바르지 않아요.';
export const UPLOAD_HEADERS_MESSAGE = '업로드 요청의 Content-Type 또는 If-None-Match가 발급된 것과 달라요.';
export const ALREADY_UPLOADED_MESSAGE = '이미 올라간 파일이에요. 새 파일은 업로드 주소를 다시 받아 올려 주세요.';

/** The one request that may carry a file's bytes: exempt from the small JSON body limit, capped by its own. */
export const carriesFileBytes = (c: Context) => c.req.method === 'PUT' && c.req.path.startsWith(DISK_FILE_URL_PREFIX);

const linkRefused = () => new ApiError(403, ErrorCode.forbidden, LINK_REFUSED_MESSAGE);
const tooLarge = () => new ApiError(413, ErrorCode.payloadTooLarge, FILE_TOO_LARGE_MESSAGE);

export function fileRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const candidate = requireSession(deps, 'candidate');

  app.get(apiPaths.upload, candidate, sendRetryAfter, async (c) => {
    // Another user's id is answered as a path that does not exist.
    if (c.req.param('id') !== subjectOf(c)) throw notFound();
    const { type, fileType, name } = parseQuery(c, UploadQuery);
    const ticket = await createUpload(deps, subjectOf(c), { purpose: type, fileType, name });
    return c.json(ticket satisfies UploadTicket);
  });

  app.get(apiPaths.agentUpload, candidate, sendRetryAfter, async (c) => {
    const { fileType, name } = parseQuery(c, AgentUploadQuery);
    const ticket = await createUpload(deps, subjectOf(c), { purpose: 'agent', fileType, name });
    return c.json(ticket satisfies UploadTicket);
  });

  app.post(apiPaths.agentRequest, candidate, async (c) => {
    const request = await parseJson(c, AgentRequest);
    return c.json((await createAgentRequest(deps, subjectOf(c), request)) satisfies AgentRequestCreated, 201);
  });

  app.get(apiPaths.userFiles, candidate, async (c) =>
    c.json((await listFiles(deps, subjectOf(c))) satisfies UserFiles),
  );

  if (isDiskFileStorage(deps.fileStorage)) app.route('/', diskFileRoutes(deps, deps.fileStorage));
  return app;
}

function diskFileRoutes(deps: AppDeps, disk: DiskFileStorage) {
  const app = new Hono<AppEnv>();

  app.put(DISK_FILE_ROUTE, async (c) => {
    const grant = disk.grant(c.req.param('token'), 'PUT');
    if (!grant) throw linkRefused();
    // The same headers an S3 upload URL signs, so a client that works here works there.
    if (c.req.header('Content-Type')?.trim() !== grant.contentType || c.req.header('If-None-Match')?.trim() !== '*') {
      throw new ApiError(403, ErrorCode.forbidden, UPLOAD_HEADERS_MESSAGE);
    }
    const declared = c.req.header('Content-Length');
    if (declared && Number(declared) > FILE_SIZE_MAX) throw tooLarge();
    const result = await disk.write(grant.key, c.req.raw.body, FILE_SIZE_MAX);
    if (result === 'too-large') throw tooLarge();
    if (result === 'exists') throw new ApiError(412, ErrorCode.conflict, ALREADY_UPLOADED_MESSAGE);
    return c.body(null, 200);
  });

  app.get(DISK_FILE_ROUTE, async (c) => {
    const grant = disk.grant(c.req.param('token'), 'GET');
    if (!grant) throw linkRefused();
    // The signature says what was true when it was made; what is true now decides.
    if (!(await mayStillDownload(deps.db, grant.key, grant.audience))) throw notFound(FILE_NOT_FOUND_MESSAGE);
    const file = await disk.read(grant.key);
    if (!file) throw notFound(FILE_NOT_FOUND_MESSAGE);
    const headers = {
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Content-Disposition': attachmentDisposition(grant.downloadName ?? 'file'),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    };
    // Hono answers HEAD with this handler and drops the body: do not open the file for it.
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(file.open(), 200, headers);
  });

  return app;
}
