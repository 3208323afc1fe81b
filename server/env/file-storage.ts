/**
 * Where uploaded files are kept: this replica's disk (FILES_DIR), or an S3-compatible store. With
 * DATABASE_URL several replicas may run, and a file kept on one replica's disk is missing on the
 * others (an upload's ticket, bytes and claim land on different replicas): the S3 store, unless
 * the operator says exactly one runs.
 */
import path from 'node:path';
import { type Infer, optional, refine, string, type } from 'superstruct';
import { checked, httpUrlOnly, oneOf, urlOf } from './variable-types';

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export const FileStorageVariables = type({
  FILES_DIR: optional(string()),
  S3_ENDPOINT: optional(
    refine(httpUrlOnly, 'origin', (value) => {
      const url = urlOf(value);
      return (
        (url?.pathname === '/' && !url.search) ||
        `must be the store's origin without a path, e.g. http://minio:9000 (got "${value}")`
      );
    }),
  ),
  S3_REGION: optional(
    checked<string>(
      'region',
      (value) => /^[a-z0-9-]{1,50}$/.test(String(value)),
      'must be a region name such as ap-northeast-2 or us-east-1',
    ),
  ),
  S3_BUCKET: optional(
    checked<string>(
      'bucket',
      (value) => /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(String(value)),
      'must be a bucket name: 3–63 lower-case letters, digits, dots and hyphens',
    ),
  ),
  S3_ACCESS_KEY_ID: optional(string()),
  S3_SECRET_ACCESS_KEY: optional(string()),
  /** Temporary credentials (an assumed role's): sent and signed as X-Amz-Security-Token. */
  S3_SESSION_TOKEN: optional(string()),
  /** Uploaded files on this replica's disk although DATABASE_URL is set: the operator's word that only one runs. */
  FILES_ON_DISK: optional(oneOf(['single-replica'] as const)),
});
type FileStorageVariables = Infer<typeof FileStorageVariables>;

export function s3StoreProblem(vars: FileStorageVariables): string | undefined {
  const missing = S3_VARIABLES.filter((name) => !vars[name]);
  if (missing.length > 0 && missing.length < S3_VARIABLES.length) {
    return `${S3_VARIABLES.join(', ')} configure the S3-compatible file store together: set all five, or none (missing: ${missing.join(', ')})`;
  }
  return undefined;
}

export function fileStoreProblem(
  vars: FileStorageVariables & { DATABASE_URL?: string | undefined },
): string | undefined {
  if (vars.S3_SESSION_TOKEN && !vars.S3_ENDPOINT) {
    return `S3_SESSION_TOKEN is set but the S3 store is not: set ${S3_VARIABLES.join(', ')} too, or drop the token`;
  }
  if (vars.DATABASE_URL && !vars.S3_ENDPOINT && !vars.FILES_ON_DISK) {
    return (
      "uploaded files would be kept on this replica's disk, where other replicas sharing DATABASE_URL cannot read them: " +
      `configure the S3-compatible store (${S3_VARIABLES.join(', ')}), or set FILES_ON_DISK=single-replica if exactly one replica runs`
    );
  }
  return undefined;
}

/** `dataDir`: DATA_DIR, resolved; files go under it when FILES_DIR is unset. */
export function fileStorageOf(vars: FileStorageVariables, dataDir: string, cwd: string) {
  return {
    /** Where uploaded files are kept when no S3-compatible store is configured (DATA_DIR/files by default). */
    filesDir: vars.FILES_DIR ? path.resolve(cwd, vars.FILES_DIR) : path.join(dataDir, 'files'),
    /** An S3-compatible store for uploaded files instead of the disk, when configured. */
    s3: vars.S3_ENDPOINT
      ? {
          /** e.g. https://s3.ap-northeast-2.amazonaws.com or http://minio:9000; objects are addressed path-style. */
          endpoint: vars.S3_ENDPOINT,
          region: vars.S3_REGION as string,
          bucket: vars.S3_BUCKET as string,
          accessKeyId: vars.S3_ACCESS_KEY_ID as string,
          secretAccessKey: vars.S3_SECRET_ACCESS_KEY as string,
          /** With temporary credentials only. */
          ...(vars.S3_SESSION_TOKEN ? { sessionToken: vars.S3_SESSION_TOKEN } : {}),
        }
      : undefined,
  };
}
