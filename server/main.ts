/**
 * `npm run serve` (and `npm start` after its build check): read the config, build the app,
 * listen. Nothing else lives here, so tests never need this file.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { FormFileError } from './forms/form-files.ts';
import { MissingBuildError } from './spa-html.ts';
import { requestForLog } from './links/link-tokens.ts';
import { UnavailableError } from './unavailable.ts';

/**
 * After a signal, requests under way (a slow upload too), the e-mails being sent and the store
 * get this long to finish; then the process exits anyway, with 1. Orchestrators kill after 30 s.
 */
const shutdownGraceMs = 25_000;

function fail(error: unknown): never {
  if (error instanceof ConfigError || error instanceof MissingBuildError || error instanceof FormFileError) {
    console.error(error.message);
  } else if (error instanceof UnavailableError) {
    // Running, the server rides out an outage; it cannot start without its store (migrations).
    const check = error.dependency === 'store' ? 'DATABASE_URL and the database' : 'S3_BUCKET and the bucket';
    console.error(`${error.message}\nThe server needs it to start: check ${check}, then start it again.`);
  } else {
    console.error(error);
  }
  process.exit(1);
}

function displayUrl(host: string, port: number): string {
  const wildcard = host === '::' || host === '0.0.0.0';
  const shown = wildcard ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

async function listen(app: FastifyInstance, config: Config): Promise<string> {
  try {
    await app.listen({ port: config.port, host: config.host });
    return config.host;
  } catch (error) {
    // A machine with IPv6 switched off cannot bind '::'; the default then means IPv4.
    const code = (error as NodeJS.ErrnoException).code;
    if (!config.hostIsDefault || (code !== 'EAFNOSUPPORT' && code !== 'EADDRNOTAVAIL')) throw error;
    await app.listen({ port: config.port, host: '0.0.0.0' });
    return '0.0.0.0';
  }
}

// A stop asked for while the server starts (migrations, the bucket's probe): nothing is under
// way yet, so it just ends. Needed in a container, where Node runs as PID 1 and a signal without
// a handler is ignored: `docker stop` would otherwise wait its 10 s and kill.
const stopWhileStarting = (signal: NodeJS.Signals) => {
  console.error(`${signal} before the server had started: exiting`);
  process.exit(1);
};
process.on('SIGINT', stopWhileStarting);
process.on('SIGTERM', stopWhileStarting);

let config: Config;
let app: FastifyInstance;
try {
  config = loadConfig(process.env);
  app = await buildApp({
    distDir: config.distDir,
    // The customer's links are keys: the log shows the path without them.
    logger: { level: config.logLevel, serializers: { req: requestForLog } },
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    s3: config.s3,
    intakeRateLimit: config.intakeRateLimit,
    shopTimeZone: config.shopTimeZone,
    backups: config.backups,
    notify: config.smtpUrl
      ? {
          smtpUrl: config.smtpUrl,
          to: config.notifyTo,
          from: config.notifyFrom,
          fromName: config.notifyFromName,
          retryDelaysMs: config.mailRetryDelaysMs,
        }
      : undefined,
  });
} catch (error) {
  fail(error);
}

try {
  const host = await listen(app, config);
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  console.log(`Site running at ${displayUrl(host, port)}`);
} catch (error) {
  fail(error);
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.off(signal, stopWhileStarting);
  process.on(signal, () => {
    // A second Ctrl+C means "now".
    if (closing) process.exit(1);
    closing = true;
    // New connections are refused from here on; drain.ts answers the ones still open.
    app.log.info({ signal }, 'closing: finishing the requests under way');
    setTimeout(() => {
      app.log.error(`not closed within ${shutdownGraceMs / 1000} s: exiting anyway`);
      process.exit(1);
    }, shutdownGraceMs).unref();
    app.close().then(
      () => {
        app.log.info('closed');
        process.exit(0);
      },
      (error: unknown) => fail(error),
    );
  });
}
