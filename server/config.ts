/**
 * The server's settings, from environment variables (docs/configuration.md).
 * `loadConfig` is pure (env and cwd in, config out) so every message is unit-tested; main.ts
 * prints the ConfigError and exits. All problems are reported at once, not one per restart.
 */
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { defaultShopTimeZone, isTimeZone } from './shop-time.ts';
import type { S3Options } from './files/s3-options.ts';
import { isEmailAddress, parseSender } from './email-addresses.ts';
import { loadS3Options } from './s3-config.ts';
import { ConfigError } from './config-error.ts';

// The address checks live with the e-mail code's own; the other modules import them from here too.
export { isEmailAddress, isHeaderAddress, parseSender } from './email-addresses.ts';

export type Config = {
  port: number;
  host: string;
  /** True when HOST was not set, so main.ts may fall back to IPv4 on a machine without IPv6. */
  hostIsDefault: boolean;
  distDir: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  notifyTo: string[];
  /** Sender's address of the e-mails; unset means the SMTP user or no-reply@<SMTP host>. */
  notifyFrom?: string;
  /** Sender's name, when NOTIFY_FROM gives one (`Name <address>`); unset means the shop's name. */
  notifyFromName?: string;
  trustProxy: boolean | number | string[];
  publicUrl?: string;
  logLevel: LogLevel;
  /** Submissions one address may send per minute; 0 turns the limit off. */
  intakeRateLimit: number;
  /** Waits between tries of a failed e-mail (MAIL_RETRY_SECONDS); unset means 1, 5, 30, 60 min. */
  mailRetryDelaysMs?: number[];
  /** SHOP_TIME_ZONE: the shop's days (inbox date filters) and hours (nightly backups). */
  shopTimeZone: string;
  /** Nightly backups into BACKUP_DIR; off when it is not set. */
  backups?: BackupSettings;
  /** Files in this S3-compatible bucket instead of DATA_DIR/uploads (S3_BUCKET). */
  s3?: S3Options;
};

export type BackupSettings = {
  dir: string;
  /** The shop's hour (0–23) from which the night's backup is made. */
  hour: number;
  /** How many of the newest archives are kept. */
  keep: number;
};

export { ConfigError };

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof logLevels)[number];

type Env = Readonly<Record<string, string | undefined>>;

/** Shows a URL without its password: config errors end up in logs. */
function redact(url: URL): string {
  const copy = new URL(url.href);
  if (copy.password) copy.password = '***';
  return copy.href;
}

const hostName = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;

export function loadConfig(env: Env, cwd: string = process.cwd()): Config {
  const problems: string[] = [];
  // An empty variable (PORT= in an env file) means "not set", as most tools read it.
  const get = (name: string): string | undefined => env[name]?.trim() || undefined;

  const portText = get('PORT') ?? '3000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) {
    problems.push(`PORT must be a whole number from 0 to 65535, got '${portText}'`);
  }

  // '::' accepts IPv6 and IPv4 (dual stack) on this platform; main.ts falls back if it can't.
  const host = get('HOST') ?? '::';
  if (!isIP(host) && !hostName.test(host)) {
    problems.push(`HOST must be an IP address or a host name (e.g. 0.0.0.0, ::, localhost), got '${host}'`);
  }

  const parseUrl = (name: string, protocols: string[], example: string): string | undefined => {
    const text = get(name);
    if (text === undefined) return undefined;
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      // Not echoed: a half-typed URL may still hold a password.
      problems.push(`${name} must be a URL like ${example}, and this value is not a URL`);
      return undefined;
    }
    if (!protocols.includes(url.protocol)) {
      problems.push(
        `${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}, got '${redact(url)}'`,
      );
      return undefined;
    }
    return text;
  };

  const databaseUrl = parseUrl(
    'DATABASE_URL',
    ['postgres:', 'postgresql:'],
    'postgres://user:password@host:5432/db',
  );
  const smtpUrl = parseUrl('SMTP_URL', ['smtp:', 'smtps:'], 'smtps://user:password@mail.example.com:465');

  const notifyTo = (get('NOTIFY_TO') ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const badAddresses = notifyTo.filter((a) => !isEmailAddress(a));
  if (badAddresses.length > 0) {
    problems.push(`NOTIFY_TO must be e-mail addresses separated by commas, got '${badAddresses.join(', ')}'`);
  }
  if (notifyTo.length > 0 && !get('SMTP_URL'))
    problems.push('NOTIFY_TO is set but SMTP_URL is not: notifications need both');
  if (get('SMTP_URL') && notifyTo.length === 0)
    problems.push('SMTP_URL is set but NOTIFY_TO is not: notifications need both');

  const notifyFromText = get('NOTIFY_FROM');
  const sender = notifyFromText === undefined ? undefined : parseSender(notifyFromText);
  if (notifyFromText !== undefined && !sender) {
    problems.push(
      `NOTIFY_FROM must be one e-mail address, like shop@example.com or Shop Name <shop@example.com>, got '${notifyFromText}'`,
    );
  }
  const notifyFrom = sender?.address;
  const notifyFromName = sender?.name;
  if (notifyFromText !== undefined && !get('SMTP_URL'))
    problems.push('NOTIFY_FROM is set but SMTP_URL is not: it is the sender of the notifications');

  const trustProxy = parseTrustProxy(get('TRUST_PROXY'), problems);

  let publicUrl: string | undefined;
  const publicText = get('PUBLIC_URL');
  if (publicText !== undefined) {
    const url = URL.canParse(publicText) ? new URL(publicText) : undefined;
    if (
      !url ||
      !['http:', 'https:'].includes(url.protocol) ||
      url.pathname !== '/' ||
      url.search ||
      url.hash
    ) {
      problems.push(
        `PUBLIC_URL must be the site's origin, like https://example.com (no path), got '${publicText}'`,
      );
    } else {
      publicUrl = url.origin;
    }
  }

  const logLevel = (get('LOG_LEVEL') ?? 'info') as LogLevel;
  if (!logLevels.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got '${logLevel}'`);
  }

  const rateText = get('INTAKE_RATE_LIMIT') ?? '10';
  const intakeRateLimit = Number(rateText);
  if (!/^\d+$/.test(rateText) || intakeRateLimit > 10_000) {
    problems.push(
      `INTAKE_RATE_LIMIT must be a whole number from 0 to 10000 (0 = no limit), got '${rateText}'`,
    );
  }

  let mailRetryDelaysMs: number[] | undefined;
  const retryText = get('MAIL_RETRY_SECONDS');
  if (retryText !== undefined) {
    const parts = retryText.split(',').map((part) => part.trim());
    if (parts.every((part) => /^\d{1,6}$/.test(part) && Number(part) > 0)) {
      mailRetryDelaysMs = parts.map((part) => Number(part) * 1000);
    } else {
      problems.push(
        `MAIL_RETRY_SECONDS must be whole numbers of seconds separated by commas, like 60,300,1800,3600, got '${retryText}'`,
      );
    }
    if (!get('SMTP_URL'))
      problems.push('MAIL_RETRY_SECONDS is set but SMTP_URL is not: it paces the e-mails');
  }

  const shopTimeZone = get('SHOP_TIME_ZONE') ?? defaultShopTimeZone;
  if (!isTimeZone(shopTimeZone)) {
    problems.push(
      `SHOP_TIME_ZONE must be a time zone name like America/Indiana/Indianapolis or Europe/Madrid, got '${shopTimeZone}'`,
    );
  }
  const backups = parseBackups(get, cwd, problems);
  const s3Endpoint = parseUrl(
    'AWS_ENDPOINT_URL_S3',
    ['http:', 'https:'],
    'https://<account id>.r2.cloudflarestorage.com',
  );
  const s3 = loadS3Options(get, s3Endpoint, problems);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    hostIsDefault: get('HOST') === undefined,
    distDir: resolve(cwd, get('DIST_DIR') ?? 'dist'),
    dataDir: resolve(cwd, get('DATA_DIR') ?? 'data'),
    databaseUrl,
    smtpUrl,
    notifyTo,
    notifyFrom,
    notifyFromName,
    trustProxy,
    publicUrl,
    logLevel,
    intakeRateLimit,
    mailRetryDelaysMs,
    shopTimeZone,
    backups,
    s3,
  };
}

/** BACKUP_DIR turns nightly backups on; BACKUP_HOUR and BACKUP_KEEP only make sense with it. */
function parseBackups(
  get: (name: string) => string | undefined,
  cwd: string,
  problems: string[],
): BackupSettings | undefined {
  const whole = (name: string, fallback: number, min: number, max: number) => {
    const text = get(name) ?? String(fallback);
    if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, got '${text}'`);
    }
    return Number(text);
  };
  const hour = whole('BACKUP_HOUR', 3, 0, 23);
  const keep = whole('BACKUP_KEEP', 14, 1, 3650);
  const dir = get('BACKUP_DIR');
  if (dir === undefined) {
    for (const name of ['BACKUP_HOUR', 'BACKUP_KEEP']) {
      if (get(name) !== undefined)
        problems.push(`${name} is set but BACKUP_DIR is not: nightly backups need a folder`);
    }
    return undefined;
  }
  return { dir: resolve(cwd, dir), hour, keep };
}

/** Fastify's trustProxy: true/false, a hop count, or the proxies' addresses or CIDR ranges. */
function parseTrustProxy(text: string | undefined, problems: string[]): Config['trustProxy'] {
  if (text === undefined || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((e) => e.trim());
  const valid = entries.every((entry) => {
    // proxy-addr's names for the usual private ranges.
    if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || extra !== undefined) return false;
    if (bits === undefined) return true;
    return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
  });
  if (!valid) {
    problems.push(
      `TRUST_PROXY must be true, false, a number of proxies, or IP addresses, CIDR ranges or loopback/linklocal/uniquelocal separated by commas, got '${text}'`,
    );
    return false;
  }
  return entries;
}
