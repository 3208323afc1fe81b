import { describe, expect, it } from 'vitest';
import { ConfigError, readEnv } from '../env';
import { attachmentDisposition } from './file-storage';
import { createS3FileStorage } from './s3-file-storage';

const s3Variables = {
  S3_ENDPOINT: 'http://minio:9000',
  S3_REGION: 'ap-northeast-2',
  S3_BUCKET: 'boltx-files',
  S3_ACCESS_KEY_ID: 'minioadmin',
  S3_SECRET_ACCESS_KEY: 'minioadmin-secret',
};

describe('S3 configuration', () => {
  it('keeps files on the disk when no S3 variable is set', () => {
    const env = readEnv({ DATA_DIR: '/srv/boltx' }, '/');
    expect(env.s3).toBeUndefined();
    expect(env.filesDir).toBe('/srv/boltx/files');
    expect(readEnv({ FILES_DIR: 'uploads' }, '/app').filesDir).toBe('/app/uploads');
  });

  it('uses the store when all five are set, and lets the PWA connect to it', () => {
    const env = readEnv({ ...s3Variables, S3_ENDPOINT: 'http://minio:9000/' });
    expect(env.cspConnectSources).toEqual(['http://minio:9000']);
    expect(env.s3).toEqual({
      endpoint: 'http://minio:9000',
      region: 'ap-northeast-2',
      bucket: 'boltx-files',
      accessKeyId: 'minioadmin',
      secretAccessKey: 'minioadmin-secret',
    });
  });

  it('stops at boot naming what is missing when only some are set', () => {
    const { S3_SECRET_ACCESS_KEY: _, S3_REGION: __, ...partial } = s3Variables;
    expect(() => readEnv(partial)).toThrow(ConfigError);
    expect(() => readEnv(partial)).toThrow(/set all five, or none \(missing: S3_REGION, S3_SECRET_ACCESS_KEY\)/);
  });

  it('refuses an endpoint that is not an http(s) origin, and a malformed bucket', () => {
    expect(() => readEnv({ ...s3Variables, S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT must be an http\(s\) URL/,
    );
    expect(() => readEnv({ ...s3Variables, S3_ENDPOINT: 'http://minio:9000/boltx' })).toThrow(/without a path/);
    expect(() => readEnv({ ...s3Variables, S3_BUCKET: 'Boltx_Files' })).toThrow(/S3_BUCKET must be a bucket name/);
  });
});

describe('S3 URLs', () => {
  const storage = createS3FileStorage(
    {
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      bucket: 'boltx',
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
    },
    () => new Date('2026-03-01T00:00:00Z'),
  );

  it('addresses objects path-style and signs the upload headers', async () => {
    const url = new URL(await storage.uploadUrl('candidates/a/b.pdf', 'application/pdf', 600));
    expect(url.origin + url.pathname).toBe('http://minio:9000/boltx/candidates/a/b.pdf');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host;if-none-match');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
  });

  it('asks the store to answer a read as an attachment of the checked type', async () => {
    const url = new URL(
      await storage.readUrl('candidates/a/b.png', { downloadName: '포트폴리오.png', expiresInSeconds: 600 }),
    );
    expect(url.searchParams.get('response-content-type')).toBe('image/png');
    expect(url.searchParams.get('response-content-disposition')).toBe(attachmentDisposition('포트폴리오.png'));
  });
});

describe('attachment headers', () => {
  it('offers a UTF-8 name and a plain ASCII fallback', () => {
    expect(attachmentDisposition('김하늘 "이력서".pdf')).toBe(
      `attachment; filename="___ _____.pdf"; filename*=UTF-8''%EA%B9%80%ED%95%98%EB%8A%98%20%22%EC%9D%B4%EB%A0%A5%EC%84%9C%22.pdf`,
    );
  });
});
