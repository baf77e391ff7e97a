import { ConfigError, loadConfig } from '../../server/config.ts';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env, '/srv/site');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

/** Variables, and the one problem they make. */
type Case = [Record<string, string>, string];

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    expect(loadConfig({}, '/srv/site')).toEqual({
      port: 3000,
      host: '::',
      hostIsDefault: true,
      distDir: '/srv/site/dist',
      dataDir: '/srv/site/data',
      databaseUrl: undefined,
      smtpUrl: undefined,
      notifyTo: [],
      notifyFrom: undefined,
      trustProxy: false,
      publicUrl: undefined,
      logLevel: 'info',
      intakeRateLimit: 10,
      shopTimeZone: 'America/Indiana/Indianapolis',
    });
  });

  it('reads the shop time zone and the nightly backup settings', () => {
    const config = loadConfig(
      { SHOP_TIME_ZONE: 'Europe/Madrid', BACKUP_DIR: 'backups', BACKUP_HOUR: '22', BACKUP_KEEP: '30' },
      '/srv/site',
    );
    expect(config.shopTimeZone).toBe('Europe/Madrid');
    expect(config.backups).toEqual({ dir: '/srv/site/backups', hour: 22, keep: 30 });
    expect(loadConfig({ BACKUP_DIR: '/var/backups/site' }, '/srv/site').backups).toEqual({
      dir: '/var/backups/site',
      hour: 3,
      keep: 14,
    });
  });

  it('names a bad time zone and bad backup settings', () => {
    expect(problemsOf({ SHOP_TIME_ZONE: 'Indianapolis' })).toEqual([
      "SHOP_TIME_ZONE must be a time zone name like America/Indiana/Indianapolis or Europe/Madrid, got 'Indianapolis'",
    ]);
    expect(problemsOf({ BACKUP_DIR: 'b', BACKUP_HOUR: '24', BACKUP_KEEP: '0' })).toEqual([
      "BACKUP_HOUR must be a whole number from 0 to 23, got '24'",
      "BACKUP_KEEP must be a whole number from 1 to 3650, got '0'",
    ]);
    expect(problemsOf({ BACKUP_HOUR: '4' })).toEqual([
      'BACKUP_HOUR is set but BACKUP_DIR is not: nightly backups need a folder',
    ]);
  });

  it('reads every setting', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/site',
        DIST_DIR: 'build/dist',
        DATABASE_URL: 'postgres://site:pw@db:5432/site',
        SMTP_URL: 'smtps://mail:pw@mail.example.com:465',
        NOTIFY_TO: 'owner@example.com, desk@example.com',
        NOTIFY_FROM: 'site@print.example',
        TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
        PUBLIC_URL: 'https://print.example/',
        LOG_LEVEL: 'warn',
      },
      '/srv/site',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      hostIsDefault: false,
      dataDir: '/var/lib/site',
      distDir: '/srv/site/build/dist',
      databaseUrl: 'postgres://site:pw@db:5432/site',
      notifyTo: ['owner@example.com', 'desk@example.com'],
      notifyFrom: 'site@print.example',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      publicUrl: 'https://print.example',
      logLevel: 'warn',
    });
  });

  it('leaves the sender to the notifier when NOTIFY_FROM is not set', () => {
    const config = loadConfig(
      { SMTP_URL: 'smtp://mail.example.com', NOTIFY_TO: 'owner@example.com' },
      '/srv',
    );
    expect(config).toMatchObject({ smtpUrl: 'smtp://mail.example.com', notifyTo: ['owner@example.com'] });
    expect(config.notifyFrom).toBeUndefined();
  });

  it('reads a sender with a name from NOTIFY_FROM', () => {
    const base = { SMTP_URL: 'smtp://mail.example.com', NOTIFY_TO: 'owner@example.com' };
    expect(loadConfig({ ...base, NOTIFY_FROM: 'Print Desk <desk@print.example>' }, '/srv')).toMatchObject({
      notifyFrom: 'desk@print.example',
      notifyFromName: 'Print Desk',
    });
    expect(
      loadConfig({ ...base, NOTIFY_FROM: '"Print & Design, Inc." <desk@print.example>' }, '/srv'),
    ).toMatchObject({ notifyFrom: 'desk@print.example', notifyFromName: 'Print & Design, Inc.' });
    const bare = loadConfig({ ...base, NOTIFY_FROM: 'desk@print.example' }, '/srv');
    expect(bare.notifyFrom).toBe('desk@print.example');
    expect(bare.notifyFromName).toBeUndefined();
  });

  it('reads the waits between tries of a failed e-mail', () => {
    const config = loadConfig(
      { SMTP_URL: 'smtp://mail', NOTIFY_TO: 'owner@example.com', MAIL_RETRY_SECONDS: '30, 120,600' },
      '/srv/site',
    );
    expect(config.mailRetryDelaysMs).toEqual([30_000, 120_000, 600_000]);
  });

  it('keeps files on disk unless S3_BUCKET is set, and reads the bucket settings', () => {
    expect(loadConfig({}, '/srv').s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'print-shop-files' }, '/srv').s3).toEqual({
      bucket: 'print-shop-files',
      prefix: undefined,
      forcePathStyle: false,
      endpoint: undefined,
    });
    const config = loadConfig(
      {
        S3_BUCKET: 'files.print.example',
        S3_PREFIX: '/sites/print-shop',
        S3_FORCE_PATH_STYLE: 'true',
        AWS_ENDPOINT_URL_S3: 'http://minio:9000',
      },
      '/srv',
    );
    expect(config.s3).toEqual({
      bucket: 'files.print.example',
      prefix: 'sites/print-shop/',
      forcePathStyle: true,
      endpoint: 'http://minio:9000',
    });
  });

  it.each([
    ['shop', 'shop/'],
    ['shop/', 'shop/'],
    ['/a/b_c/d.e/', 'a/b_c/d.e/'],
    ['/', undefined],
  ])('reads S3_PREFIX=%s as %s', (value, prefix) => {
    expect(loadConfig({ S3_BUCKET: 'shop-files', S3_PREFIX: value }, '/srv').s3?.prefix).toBe(prefix);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', HOST: ' ' }, '/srv').port).toBe(3000);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['loopback, 192.168.0.1', ['loopback', '192.168.0.1']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }, '/srv').trustProxy).toEqual(expected);
  });

  it.each([
    [{ PORT: 'abc' }, "PORT must be a whole number from 0 to 65535, got 'abc'"],
    [{ PORT: '70000' }, "PORT must be a whole number from 0 to 65535, got '70000'"],
    [{ PORT: '-1' }, "PORT must be a whole number from 0 to 65535, got '-1'"],
    [{ PORT: '80.5' }, "PORT must be a whole number from 0 to 65535, got '80.5'"],
    [
      { HOST: 'not a host' },
      "HOST must be an IP address or a host name (e.g. 0.0.0.0, ::, localhost), got 'not a host'",
    ],
    [
      { DATABASE_URL: 'mysql://u:secret@db/site' },
      "DATABASE_URL must start with postgres:// or postgresql://, got 'mysql://u:***@db/site'",
    ],
    [
      { SMTP_URL: 'http://mail', NOTIFY_TO: 'a@b.co' },
      "SMTP_URL must start with smtp:// or smtps://, got 'http://mail/'",
    ],
    [{ NOTIFY_TO: 'owner@example.com' }, 'NOTIFY_TO is set but SMTP_URL is not: notifications need both'],
    [{ SMTP_URL: 'smtp://mail' }, 'SMTP_URL is set but NOTIFY_TO is not: notifications need both'],
    [
      { SMTP_URL: 'smtp://mail', NOTIFY_TO: 'owner, x@y.z' },
      "NOTIFY_TO must be e-mail addresses separated by commas, got 'owner'",
    ],
    [
      { SMTP_URL: 'smtp://mail', NOTIFY_TO: 'owner@example.com', NOTIFY_FROM: 'Shop' },
      "NOTIFY_FROM must be one e-mail address, like shop@example.com or Shop Name <shop@example.com>, got 'Shop'",
    ],
    [
      { SMTP_URL: 'smtp://mail', NOTIFY_TO: 'owner@example.com', NOTIFY_FROM: 'a@b.co, c@d.co' },
      "NOTIFY_FROM must be one e-mail address, like shop@example.com or Shop Name <shop@example.com>, got 'a@b.co, c@d.co'",
    ],
    [
      { SMTP_URL: 'smtp://mail', NOTIFY_TO: 'owner@example.com', NOTIFY_FROM: 'Shop <not an address>' },
      "NOTIFY_FROM must be one e-mail address, like shop@example.com or Shop Name <shop@example.com>, got 'Shop <not an address>'",
    ],
    [
      { NOTIFY_FROM: 'site@print.example' },
      'NOTIFY_FROM is set but SMTP_URL is not: it is the sender of the notifications',
    ],
    [
      { SMTP_URL: 'smtp://mail', NOTIFY_TO: 'owner@example.com', MAIL_RETRY_SECONDS: '60,5m' },
      "MAIL_RETRY_SECONDS must be whole numbers of seconds separated by commas, like 60,300,1800,3600, got '60,5m'",
    ],
    [
      { SMTP_URL: 'smtp://mail', NOTIFY_TO: 'owner@example.com', MAIL_RETRY_SECONDS: '0' },
      "MAIL_RETRY_SECONDS must be whole numbers of seconds separated by commas, like 60,300,1800,3600, got '0'",
    ],
    [{ MAIL_RETRY_SECONDS: '60' }, 'MAIL_RETRY_SECONDS is set but SMTP_URL is not: it paces the e-mails'],
    [
      { TRUST_PROXY: 'yes' },
      expect.stringMatching(/^TRUST_PROXY must be true, false, a number of proxies.*got 'yes'$/),
    ],
    [{ TRUST_PROXY: '10.0.0.0/33' }, expect.stringMatching(/^TRUST_PROXY .*got '10.0.0.0\/33'$/)],
    [
      { PUBLIC_URL: 'example.com' },
      "PUBLIC_URL must be the site's origin, like https://example.com (no path), got 'example.com'",
    ],
    [
      { PUBLIC_URL: 'https://example.com/shop' },
      expect.stringMatching(/^PUBLIC_URL .*got 'https:\/\/example.com\/shop'$/),
    ],
    [
      { INTAKE_RATE_LIMIT: 'many' },
      "INTAKE_RATE_LIMIT must be a whole number from 0 to 10000 (0 = no limit), got 'many'",
    ],
    [
      { LOG_LEVEL: 'loud' },
      "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got 'loud'",
    ],
    ...['My_Files', 'ab', 'a..b', '-files', '192.168.0.1', 'x'.repeat(64)].map((bucket): Case => [
      { S3_BUCKET: bucket },
      `S3_BUCKET must be a bucket name: 3 to 63 letters, digits, dots or hyphens, starting and ending with a letter or digit, got '${bucket}'`,
    ]),
    ...['../up', 'a//b', 'shop/.hidden', 'with space', 'x/'.repeat(101)].map((prefix): Case => [
      { S3_BUCKET: 'shop-files', S3_PREFIX: prefix },
      `S3_PREFIX must be folder names (letters, digits, dots, hyphens, underscores) separated by '/', like shop/ or sites/print-shop/, at most 200 characters, got '${prefix}'`,
    ]),
    [
      { S3_BUCKET: 'shop-files', S3_FORCE_PATH_STYLE: 'yes' },
      "S3_FORCE_PATH_STYLE must be true or false, got 'yes'",
    ],
    [
      { S3_BUCKET: 'shop-files', AWS_ENDPOINT_URL_S3: 'minio:9000' },
      "AWS_ENDPOINT_URL_S3 must start with http:// or https://, got 'minio:9000'",
    ],
    [
      { S3_BUCKET: 'shop-files', AWS_ENDPOINT_URL_S3: 'not an endpoint' },
      'AWS_ENDPOINT_URL_S3 must be a URL like https://<account id>.r2.cloudflarestorage.com, and this value is not a URL',
    ],
    ...['S3_PREFIX', 'S3_FORCE_PATH_STYLE', 'AWS_ENDPOINT_URL_S3'].map((name): Case => [
      { [name]: name === 'AWS_ENDPOINT_URL_S3' ? 'https://s3.example.com' : 'true' },
      `${name} is set but S3_BUCKET is not: files stay on this server's disk until S3_BUCKET names the bucket`,
    ]),
  ])('rejects %j, naming the variable', (env, message) => {
    expect(problemsOf(env)).toEqual([message]);
  });

  it('never prints a database password, even from a value that is not a URL', () => {
    const problems = problemsOf({ DATABASE_URL: 'postgres//user:hunter2@db' });
    expect(problems).toEqual([
      'DATABASE_URL must be a URL like postgres://user:password@host:5432/db, and this value is not a URL',
    ]);
  });

  it('reports every bad variable at once', () => {
    expect(problemsOf({ PORT: 'x', LOG_LEVEL: 'y' })).toHaveLength(2);
  });

  it('says what is wrong in the error message itself', () => {
    expect(() => loadConfig({ PORT: 'abc' }, '/srv')).toThrow(
      "PORT must be a whole number from 0 to 65535, got 'abc'",
    );
  });
});
