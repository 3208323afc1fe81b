/**
 * Files in an S3-compatible store (AWS S3, MinIO, …), addressed path-style
 * (`{endpoint}/{bucket}/{key}`) so any of them works without DNS per bucket. The browser PUTs and
 * GETs through presigned URLs; the server's own HEAD, ranged GET and DELETE are signed in the
 * Authorization header by the same signer (sigv4.ts). Temporary credentials (an assumed role's)
 * send their session token (S3_SESSION_TOKEN) with each, signed.
 *
 * The upload URL signs Content-Type and If-None-Match: *, so the object is stored with the declared
 * type and a second PUT cannot replace bytes that were already checked. The read URL asks the store
 * to answer as an attachment of the file's type (response-content-* overrides).
 */
import type { S3Settings } from '../env';
import { attachmentDisposition, contentTypeOfKey, type FileStorage, uploadHeaders } from './file-storage';
import { PRESIGN_EXPIRES_MAX, presignUrl, type SigV4Credentials, signRequest, uriEncode } from './sigv4';

/** One call to the store may take this long. */
const REQUEST_TIMEOUT_MS = 15_000;

class FileStoreError extends Error {}

export function createS3FileStorage(settings: S3Settings, now: () => Date): FileStorage {
  const credentials: SigV4Credentials = {
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    sessionToken: settings.sessionToken,
  };

  const objectUrl = (key: string) =>
    new URL(`${settings.endpoint}/${uriEncode(settings.bucket)}/${key.split('/').map(uriEncode).join('/')}`);

  const presign = (
    method: string,
    key: string,
    expiresInSeconds: number,
    extra: Partial<Parameters<typeof presignUrl>[0]>,
  ) =>
    presignUrl({
      method,
      url: objectUrl(key),
      credentials,
      now: now(),
      expiresInSeconds: Math.min(expiresInSeconds, PRESIGN_EXPIRES_MAX),
      ...extra,
    });

  async function send(method: string, key: string, headers: Record<string, string> = {}): Promise<Response> {
    const url = objectUrl(key);
    try {
      return await fetch(url, {
        method,
        headers: signRequest({ method, url, credentials, now: now(), headers }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new FileStoreError(`file store ${method} failed: ${error instanceof Error ? error.name : 'error'}`);
    }
  }

  const refused = (method: string, response: Response) =>
    new FileStoreError(`file store answered ${method} with ${response.status}`);

  return {
    kind: 's3',
    async uploadUrl(key, contentType, expiresInSeconds) {
      return presign('PUT', key, expiresInSeconds, { headers: uploadHeaders(contentType) });
    },
    async readUrl(key, { downloadName, expiresInSeconds }) {
      return presign('GET', key, expiresInSeconds, {
        query: {
          'response-content-disposition': attachmentDisposition(downloadName),
          'response-content-type': contentTypeOfKey(key),
          'response-cache-control': 'private, no-store',
        },
      });
    },
    async head(key) {
      const response = await send('HEAD', key);
      if (response.status === 404) return undefined;
      if (!response.ok) throw refused('HEAD', response);
      const size = Number(response.headers.get('content-length'));
      if (!Number.isSafeInteger(size) || size < 0) throw new FileStoreError('file store answered HEAD without a size');
      return { size };
    },
    async firstBytes(key, count) {
      const response = await send('GET', key, { Range: `bytes=0-${count - 1}` });
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      // An empty object has no byte 0 to start a range at.
      if (response.status === 416) return new Uint8Array();
      if (response.status !== 206 && response.status !== 200) {
        await response.body?.cancel();
        throw refused('GET', response);
      }
      return readAtMost(response, count);
    },
    async remove(key) {
      const response = await send('DELETE', key);
      await response.body?.cancel();
      if (!response.ok && response.status !== 404) throw refused('DELETE', response);
    },
  };
}

/** The first `count` bytes of the body; a store that ignores Range is not read further. */
async function readAtMost(response: Response, count: number): Promise<Uint8Array> {
  const result = new Uint8Array(count);
  let filled = 0;
  const reader = response.body?.getReader();
  while (reader && filled < count) {
    const { done, value } = await reader.read();
    if (done) break;
    const take = value.subarray(0, count - filled);
    result.set(take, filled);
    filled += take.byteLength;
  }
  await reader?.cancel();
  return result.subarray(0, filled);
}
