import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readEnv } from './env';
import { KNOWN_PUSH_SERVICE_HOSTS } from './providers/push-services';
import { generateVapidKeys } from './providers/vapid';

const cwd = path.resolve('/srv/boltx');
/** A 32-byte SECRETS_KEY (base64). */
const SEALING_KEY = Buffer.alloc(32, 7).toString('base64');

function configErrorFor(source: Record<string, string>): ConfigError {
  try {
    readEnv(source, cwd);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`readEnv accepted ${JSON.stringify(source)}`);
}

describe('readEnv', () => {
  it('starts with safe defaults when nothing is configured', () => {
    const env = readEnv({}, cwd);

    expect(env).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      sandbox: true,
      dataDir: path.join(cwd, 'data'),
      databaseUrl: undefined,
      jwtSecret: undefined,
      accessTokenTtlSeconds: 900,
      staticDir: path.join(cwd, 'dist'),
      trustProxy: { hops: 0 },
      logLevel: 'info',
    });
  });

  it('resolves a relative DATA_DIR against the working directory', () => {
    expect(readEnv({ DATA_DIR: 'var/boltx' }, cwd).dataDir).toBe(path.join(cwd, 'var/boltx'));
  });

  it('reads the port and access-token lifetime', () => {
    const env = readEnv({ PORT: '3000', ACCESS_TOKEN_TTL_SECONDS: '60' }, cwd);

    expect(env.port).toBe(3000);
    expect(env.accessTokenTtlSeconds).toBe(60);
  });

  it('leaves the sandbox when real identity-provider credentials are configured', () => {
    const env = readEnv({ CODEF_CLIENT_ID: 'client', CODEF_CLIENT_SECRET: 'secret' }, cwd);

    expect(env.sandbox).toBe(false);
  });

  it('stays in the sandbox with only half of the credentials', () => {
    expect(readEnv({ CODEF_CLIENT_ID: 'client' }, cwd).sandbox).toBe(true);
    expect(readEnv({ CODEF_CLIENT_SECRET: 'secret' }, cwd).sandbox).toBe(true);
  });

  it('stays in the sandbox with credentials when SANDBOX=1', () => {
    const env = readEnv({ CODEF_CLIENT_ID: 'client', CODEF_CLIENT_SECRET: 'secret', SANDBOX: '1' }, cwd);

    expect(env.sandbox).toBe(true);
  });

  describe('sandbox mode with a real database', () => {
    const postgres = {
      DATABASE_URL: 'postgresql://boltx@db/boltx',
      JWT_SECRET: 'x'.repeat(32),
      SECRETS_KEY: SEALING_KEY,
      FILES_ON_DISK: 'single-replica',
    };

    it('is off with DATABASE_URL unless SANDBOX=1 says so, even without provider credentials', () => {
      expect(readEnv(postgres, cwd)).toMatchObject({
        sandbox: false,
        sandboxReason: 'DATABASE_URL is set and SANDBOX=1 is not',
      });
      expect(readEnv({ ...postgres, SANDBOX: '1' }, cwd)).toMatchObject({ sandbox: true, sandboxReason: 'SANDBOX=1' });
    });

    it('says why it is on with the embedded database', () => {
      expect(readEnv({}, cwd).sandboxReason).toBe('the embedded database without CODEF credentials');
    });

    it('refuses to start on DATABASE_URL without JWT_SECRET, whose key would otherwise sit in the database', () => {
      expect(configErrorFor({ DATABASE_URL: postgres.DATABASE_URL }).message).toMatch(/JWT_SECRET is required/);
      expect(configErrorFor({ DATABASE_URL: postgres.DATABASE_URL, SANDBOX: '1' }).message).toMatch(
        /JWT_SECRET is required/,
      );
    });

    it('refuses to start on DATABASE_URL outside the sandbox without SECRETS_KEY, which seals the keys it keeps', () => {
      const { SECRETS_KEY: _, ...unsealed } = postgres;
      expect(configErrorFor(unsealed).message).toMatch(
        /^SECRETS_KEY is required with DATABASE_URL outside the sandbox/,
      );
      expect(configErrorFor({ ...unsealed, SANDBOX: '0' }).message).toMatch(/^SECRETS_KEY is required/);
      // A sandbox on PostgreSQL (a demo with published passwords) and the embedded database may go without.
      expect(readEnv({ ...unsealed, SANDBOX: '1' }, cwd).secretsKeys).toEqual([]);
      expect(readEnv({ SANDBOX: '0' }, cwd).secretsKeys).toEqual([]);
    });
  });

  describe('files with a shared database', () => {
    const postgres = {
      DATABASE_URL: 'postgresql://boltx@db/boltx',
      JWT_SECRET: 'x'.repeat(32),
      SECRETS_KEY: SEALING_KEY,
    };
    const s3 = {
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'ap-northeast-2',
      S3_BUCKET: 'boltx-files',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };

    it("refuses to keep uploads on one replica's disk unless the operator says only one runs", () => {
      expect(configErrorFor(postgres).message).toMatch(
        /uploaded files would be kept on this replica's disk.*S3_ENDPOINT.*or set FILES_ON_DISK=single-replica/,
      );
      expect(readEnv({ ...postgres, FILES_ON_DISK: 'single-replica' }, cwd).s3).toBeUndefined();
      expect(readEnv({ ...postgres, ...s3 }, cwd).s3?.bucket).toBe('boltx-files');
      expect(configErrorFor({ ...postgres, FILES_ON_DISK: 'yes' }).message).toMatch(
        /FILES_ON_DISK must be one of single-replica/,
      );
    });

    it('keeps the embedded database on the disk without asking', () => {
      expect(readEnv({}, cwd).s3).toBeUndefined();
    });

    it('takes a session token for temporary S3 credentials, only with the store', () => {
      expect(readEnv({ ...s3, S3_SESSION_TOKEN: 'token' }, cwd).s3?.sessionToken).toBe('token');
      expect(readEnv(s3, cwd).s3).not.toHaveProperty('sessionToken');
      expect(configErrorFor({ S3_SESSION_TOKEN: 'token' }).message).toMatch(
        /S3_SESSION_TOKEN is set but the S3 store is not/,
      );
    });
  });

  describe('TRUST_PROXY', () => {
    it.each([
      [undefined, { hops: 0 }],
      ['0', { hops: 0 }],
      ['1', { hops: 1 }],
      ['true', { hops: 1 }],
      ['2', { hops: 2 }],
      ['10.0.0.0/8, 2001:DB8::/32,192.168.1.7', { ranges: ['10.0.0.0/8', '2001:db8::/32', '192.168.1.7/32'] }],
    ])('reads %s as %o', (given, trust) => {
      expect(readEnv(given === undefined ? {} : { TRUST_PROXY: given }, cwd).trustProxy).toEqual(trust);
    });

    it.each(['10', 'maybe', '10.0.0.0/33', '10.0.0/8', '2001:db8::/129', '10.0.0.0/8,10.0.0.0/8,proxy'])(
      'refuses %s, saying which forms it takes',
      (given) => {
        expect(configErrorFor({ TRUST_PROXY: given }).message).toMatch(
          /^TRUST_PROXY must be 0, the number of proxies in front of the server/,
        );
      },
    );
  });

  it('serves no static files when STATIC_DIR is empty', () => {
    expect(readEnv({ STATIC_DIR: '' }, cwd).staticDir).toBeUndefined();
  });

  it('accepts a PostgreSQL url and a long enough JWT secret', () => {
    const secret = 'x'.repeat(32);
    const env = readEnv(
      {
        DATABASE_URL: 'postgresql://boltx@db/boltx',
        JWT_SECRET: secret,
        SECRETS_KEY: SEALING_KEY,
        FILES_ON_DISK: 'single-replica',
      },
      cwd,
    );

    expect(env.databaseUrl).toBe('postgresql://boltx@db/boltx');
    expect(env.jwtSecret).toBe(secret);
  });

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '80.5' }],
    ['SANDBOX', { SANDBOX: 'maybe' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x', JWT_SECRET: 'x'.repeat(32) }],
    ['JWT_SECRET', { JWT_SECRET: 'x'.repeat(31) }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['ACCESS_TOKEN_TTL_SECONDS', { ACCESS_TOKEN_TTL_SECONDS: '0' }],
    ['THIRD_PARTY_SCRIPT_ORIGINS', { THIRD_PARTY_SCRIPT_ORIGINS: 'https://t1.kakaocdn.net/kakao.js' }],
  ])('refuses a bad %s with a message naming it (%o)', (name, source) => {
    expect(configErrorFor(source).message).toContain(name);
  });

  it('allows no third-party script unless THIRD_PARTY_SCRIPT_ORIGINS names it', () => {
    expect(readEnv({}, cwd).cspScriptSources).toEqual([]);
    expect(
      readEnv({ THIRD_PARTY_SCRIPT_ORIGINS: 'https://t1.kakaocdn.net, https://www.googletagmanager.com' }, cwd)
        .cspScriptSources,
    ).toEqual(['https://t1.kakaocdn.net', 'https://www.googletagmanager.com']);
  });

  describe('web push', () => {
    it('generates VAPID keys later when none are configured, with our contact as the subject', () => {
      expect(readEnv({}, cwd).push).toEqual({
        vapidKeys: undefined,
        subject: 'mailto:help@boltx.example',
        serviceHosts: [...KNOWN_PUSH_SERVICE_HOSTS],
        uncheckedTestOrigins: [],
      });
    });

    it('adds the push service hosts of PUSH_SERVICE_HOSTS, and takes only stand-in origins to leave unchecked', () => {
      const env = readEnv(
        {
          PUSH_SERVICE_HOSTS: 'Push.Example.net, *.push.example.org',
          PUSH_UNCHECKED_TEST_ORIGINS: 'http://127.0.0.1:4100',
        },
        cwd,
      );
      expect(env.push.serviceHosts).toEqual([...KNOWN_PUSH_SERVICE_HOSTS, 'push.example.net', '*.push.example.org']);
      expect(env.push.uncheckedTestOrigins).toEqual(['http://127.0.0.1:4100']);

      for (const PUSH_SERVICE_HOSTS of [
        'localhost',
        '127.0.0.1',
        '*.com',
        'https://push.example.net',
        'a.example:8443',
      ]) {
        expect(configErrorFor({ PUSH_SERVICE_HOSTS }).message, PUSH_SERVICE_HOSTS).toContain('PUSH_SERVICE_HOSTS');
      }
      for (const PUSH_UNCHECKED_TEST_ORIGINS of [
        'http://10.0.0.1:80',
        'https://127.0.0.1:443',
        'http://localhost:80',
      ]) {
        expect(configErrorFor({ PUSH_UNCHECKED_TEST_ORIGINS }).message).toContain('tests only');
      }
    });

    it('takes a configured VAPID pair and subject', () => {
      const keys = generateVapidKeys();
      const env = readEnv(
        {
          VAPID_PUBLIC_KEY: keys.publicKey,
          VAPID_PRIVATE_KEY: keys.privateKey,
          VAPID_SUBJECT: 'https://boltx.example',
        },
        cwd,
      );

      expect(env.push).toMatchObject({ vapidKeys: keys, subject: 'https://boltx.example' });
    });

    it('refuses half a pair, a mismatched pair and a subject push services cannot reach', () => {
      const keys = generateVapidKeys();
      const other = generateVapidKeys();

      expect(configErrorFor({ VAPID_PUBLIC_KEY: keys.publicKey }).message).toMatch(/set both, or neither/);
      expect(configErrorFor({ VAPID_PRIVATE_KEY: keys.privateKey }).message).toMatch(/set both, or neither/);
      expect(configErrorFor({ VAPID_PUBLIC_KEY: other.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }).message).toMatch(
        /VAPID_PUBLIC_KEY.*does not belong/,
      );
      expect(configErrorFor({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: keys.privateKey }).message).toContain(
        'VAPID_PUBLIC_KEY',
      );
      expect(configErrorFor({ VAPID_SUBJECT: 'help@boltx.example' }).message).toContain('VAPID_SUBJECT');
      expect(configErrorFor({ VAPID_SUBJECT: 'http://boltx.example' }).message).toContain('VAPID_SUBJECT');
    });
  });
});

describe('shutdown and monitoring settings', () => {
  it('drains 5 s and gives requests 25 s by default, with no error reports and no metrics', () => {
    const env = readEnv({}, cwd);
    expect(env.shutdown).toEqual({ drainMs: 5_000, graceMs: 25_000 });
    expect(env.monitoring).toEqual({ sentryDsn: undefined, metricsToken: undefined, metricsPort: undefined });
  });

  it('reads the drain, the grace, the DSN, the metrics token and port', () => {
    const env = readEnv(
      {
        SHUTDOWN_DRAIN_MS: '0',
        SHUTDOWN_GRACE_MS: '40000',
        SENTRY_DSN: 'https://abc123@o1.ingest.sentry.io/4507',
        METRICS_TOKEN: 'a-long-enough-token',
        METRICS_PORT: '9464',
      },
      cwd,
    );
    expect(env.shutdown).toEqual({ drainMs: 0, graceMs: 40_000 });
    expect(env.monitoring).toEqual({
      sentryDsn: 'https://abc123@o1.ingest.sentry.io/4507',
      metricsToken: 'a-long-enough-token',
      metricsPort: 9464,
    });
  });

  it('refuses a DSN Sentry would not take, a short token and the metrics on the public port', () => {
    expect(configErrorFor({ SENTRY_DSN: 'https://o1.ingest.sentry.io/4507' }).message).toContain('SENTRY_DSN');
    expect(configErrorFor({ SENTRY_DSN: 'https://key-with-dash@sentry.example/1' }).message).toContain('SENTRY_DSN');
    expect(configErrorFor({ METRICS_TOKEN: 'short' }).message).toContain('METRICS_TOKEN');
    expect(configErrorFor({ PORT: '9464', METRICS_PORT: '9464' }).message).toMatch(
      /METRICS_PORT must differ from PORT/,
    );
    expect(configErrorFor({ SHUTDOWN_GRACE_MS: '500' }).message).toContain('SHUTDOWN_GRACE_MS');
  });
});
