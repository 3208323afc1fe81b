/**
 * Files on the local disk (DATA_DIR/files, or FILES_DIR), the default store. Its URLs are our own
 * `/api/files/{token}`: the token is an HMAC (a secret kept in app_secrets) over the method, the
 * key, the moment it was signed, the expiry, whom a read was signed for and — for a PUT the
 * Content-Type, for a GET the download name — so nobody can aim it at another file, widen it to
 * another method or stretch it past its expiry. The lifetime is capped where the token is checked,
 * not only where it is made: a token claiming more than MAX_URL_LIFETIME_SECONDS from its signing,
 * or signed in the future, is refused, so even someone holding the secret cannot mint a lasting
 * link. Whether the reader may still have the file is the route's question (file-downloads.ts).
 *
 * A PUT is written to a temporary file, counted as it streams, and linked into place only when
 * complete and under the cap; linking fails when the file exists, so a URL creates a file once.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { API_BASE } from '../../src/contract/paths';
import { contentTypeOfKey, type FileStorage } from './file-storage';

/** Where the disk store's URLs point: `PUT` and `GET` `/api/files/{token}`. */
export const DISK_FILE_URL_PREFIX = `${API_BASE}/files/`;

/** The longest any URL of this store lives, whatever its token claims (file-rules.ts signs for as long). */
const MAX_URL_LIFETIME_SECONDS = 600;
/** How far ahead of our clock a signing moment may be (replicas' clocks differ a little). */
const CLOCK_SKEW_SECONDS = 5;

/** Keys as file-uploads.ts makes them: lower-case segments, one extension, no `..`. */
const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.[a-z0-9]{1,5}$/;

type FileMethod = 'PUT' | 'GET';

/** What a valid token allows. */
interface FileGrant {
  method: FileMethod;
  key: string;
  /** PUT: the Content-Type the upload must carry. */
  contentType?: string;
  /** GET: the name the download is offered under. */
  downloadName?: string;
  /** GET: whom the link was signed for (file-downloads.ts), checked again at the download. */
  audience?: string;
}

type WriteResult = 'stored' | 'exists' | 'too-large';

export interface DiskFileStorage extends FileStorage {
  readonly kind: 'disk';
  /** The grant a token carries for `method`, or undefined when it is forged, expired or for another method. */
  grant(token: string, method: FileMethod): FileGrant | undefined;
  /** Streams `body` into `key`, stopping past `maxBytes`; never replaces an existing file. */
  write(key: string, body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<WriteResult>;
  /** The stored file's size and type, and a way to stream it (opened only when called), or undefined. */
  read(key: string): Promise<{ size: number; contentType: string; open: () => ReadableStream } | undefined>;
}

export const isDiskFileStorage = (storage: FileStorage): storage is DiskFileStorage =>
  storage.kind === 'disk' && 'grant' in storage;

interface TokenPayload {
  m: FileMethod;
  k: string;
  /** Signed at, Unix seconds. */
  i: number;
  /** Expiry, Unix seconds. */
  e: number;
  t?: string;
  n?: string;
  /** Whom a read was signed for. */
  a?: string;
}

export function createDiskFileStorage(options: { root: string; secret: string; now: () => Date }): DiskFileStorage {
  const root = path.resolve(options.root);

  function pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error('invalid file key');
    return path.join(root, ...key.split('/'));
  }

  const mac = (payload: string) =>
    createHmac('sha256', options.secret).update(`file-url:${payload}`).digest().subarray(0, 24);

  function tokenFor(payload: TokenPayload): string {
    const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${encoded}.${mac(encoded).toString('base64url')}`;
  }

  const nowSeconds = () => options.now().getTime() / 1000;
  /** Signed now, expiring `seconds` later — never more than the cap. */
  const lifetime = (seconds: number) => {
    const signedAt = Math.floor(nowSeconds());
    return { i: signedAt, e: signedAt + Math.min(seconds, MAX_URL_LIFETIME_SECONDS) };
  };

  function grant(token: string, method: FileMethod): FileGrant | undefined {
    const [encoded, signature, ...rest] = token.split('.');
    if (!encoded || !signature || rest.length > 0) return undefined;
    const given = Buffer.from(signature, 'base64url');
    const expected = mac(encoded);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    let payload: TokenPayload;
    try {
      payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as TokenPayload;
    } catch {
      return undefined;
    }
    if (payload.m !== method || !KEY.test(payload.k)) return undefined;
    const now = nowSeconds();
    const { i: signedAt, e: expiresAt } = payload;
    if (typeof signedAt !== 'number' || typeof expiresAt !== 'number') return undefined;
    if (signedAt > now + CLOCK_SKEW_SECONDS || expiresAt - signedAt > MAX_URL_LIFETIME_SECONDS) return undefined;
    if (!(expiresAt > now)) return undefined;
    return { method, key: payload.k, contentType: payload.t, downloadName: payload.n, audience: payload.a };
  }

  async function sizeOf(key: string): Promise<number | undefined> {
    try {
      const stats = await stat(pathOf(key));
      return stats.isFile() ? stats.size : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async function write(key: string, body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<WriteResult> {
    const target = pathOf(key);
    if ((await sizeOf(key)) !== undefined) return 'exists';
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(8).toString('hex')}.part`;
    try {
      const handle = await open(temporary, 'wx');
      let written = 0;
      try {
        const reader = body?.getReader();
        for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
          written += chunk.value.byteLength;
          if (written > maxBytes) {
            await reader?.cancel();
            return 'too-large';
          }
          await handle.write(chunk.value);
        }
      } finally {
        await handle.close();
      }
      await link(temporary, target);
      return 'stored';
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return 'exists';
      throw error;
    } finally {
      await rm(temporary, { force: true });
    }
  }

  return {
    kind: 'disk',
    grant,
    write,
    async uploadUrl(key, contentType, expiresInSeconds) {
      pathOf(key);
      return `${DISK_FILE_URL_PREFIX}${tokenFor({ m: 'PUT', k: key, ...lifetime(expiresInSeconds), t: contentType })}`;
    },
    async readUrl(key, { downloadName, expiresInSeconds, audience }) {
      pathOf(key);
      const payload: TokenPayload = { m: 'GET', k: key, ...lifetime(expiresInSeconds), n: downloadName, a: audience };
      return `${DISK_FILE_URL_PREFIX}${tokenFor(payload)}`;
    },
    async head(key) {
      const size = await sizeOf(key);
      return size === undefined ? undefined : { size };
    },
    async firstBytes(key, count) {
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(pathOf(key), 'r');
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      try {
        const buffer = Buffer.alloc(count);
        const { bytesRead } = await handle.read(buffer, 0, count, 0);
        return new Uint8Array(buffer.subarray(0, bytesRead));
      } finally {
        await handle.close();
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async read(key) {
      const size = await sizeOf(key);
      if (size === undefined) return undefined;
      return {
        size,
        contentType: contentTypeOfKey(key),
        open: () => Readable.toWeb(createReadStream(pathOf(key))) as ReadableStream,
      };
    },
  };
}

const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');
