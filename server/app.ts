/**
 * The server as a factory (docs/architecture.md "The parts") and its composition root: the one place the whole
 * server is assembled. It builds the services once (services.ts: forms, store, file store, mailer,
 * clock), registers one plugin per feature folder (intake, owner with content inside its sign-in, status,
 * customer, backup), then
 * health and the pages. main.ts listens, tests call `inject` or listen on a port of their own.
 * Everything the app needs comes in through options, never from process.env or the module's
 * location, so tests can point it at a fixture dist/.
 */
import { STATUS_CODES } from 'node:http';
import { dirname, resolve } from 'node:path';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { hasOwnPage } from '../core/forms/form-definition.ts';
import { defaultFormsDir, loadFormFiles } from './forms/form-files.ts';
import { registerDrain } from './drain.ts';
import { registerHealth } from './health/health-routes.ts';
import { frameworkErrorIsHttps, registerHttps } from './https.ts';
import { intakePlugin } from './intake/intake-plugin.ts';
import { formRoutes } from './form-editing/form-routes.ts';
import { priceRoutes } from './form-editing/price-routes.ts';
import { ownerPlugin } from './owner/owner-plugin.ts';
import { contentRoutes } from './content/content-routes.ts';
import { statusPlugin } from './status/status-plugin.ts';
import { customerPlugin } from './customer/customer-plugin.ts';
import { backupPlugin } from './backup/backup-plugin.ts';
import { openServices, type NotifyOptions, type Services, type ServicesOptions } from './services.ts';
import { createLivePages } from './pages/live-pages.ts';
import { registerPathGuard } from './path-guard.ts';
import { registerSecurityHeaders, setSecurityHeaders } from './security-headers.ts';
import { registerSeoFiles } from './seo-files.ts';
import { loadSpaHtml } from './spa-html.ts';
import { registerSpaRoutes } from './spa-routes.ts';
import { registerStaticAssets } from './static-assets.ts';
import type { SubmissionStore } from './store/types.ts';
import type { FileStore } from './files/file-store.ts';
import type { S3Options } from './files/s3-options.ts';
import type { BackupSettings } from './config.ts';
import { replyUnavailable, UnavailableError } from './unavailable.ts';

export type AppOptions = {
  /** The background jobs' worker's timings, or manual (tests run it themselves). */
  jobs?: ServicesOptions['jobs'];
  /** Absolute path of the built SPA (holds index.html and the hashed assets). */
  distDir: string;
  /** Fastify's logger: false in tests, true or pino options in production. */
  logger?: FastifyServerOptions['logger'];
  /** Origin for absolute URLs (sitemap, robots.txt), e.g. https://example.com; else the request's. */
  publicUrl?: string;
  /** Fastify's trustProxy: true, a hop count or the proxies' addresses. */
  trustProxy?: boolean | number | string[];
  /**
   * Where submissions (SQLite) and uploads live. The intake (POST /api/forms/:formId) is on
   * when this, databaseUrl or store is given; the page-only tests leave all three out.
   */
  dataDir?: string;
  /** PostgreSQL instead of SQLite in dataDir. */
  databaseUrl?: string;
  /** An open, migrated store to use instead of opening one (tests); the caller closes it. */
  store?: SubmissionStore;
  /** Files in an S3-compatible bucket instead of dataDir/uploads (S3_BUCKET). */
  s3?: S3Options;
  /** An open file store to use instead (tests); the caller closes it. */
  fileStore?: FileStore;
  /** The form files; default <working directory>/forms. */
  formsDir?: string;
  /** Submissions a minute per client address; 0 turns the limit off. Default 10. */
  intakeRateLimit?: number;
  /** E-mail the shop about each stored request (SMTP_URL, NOTIFY_TO, NOTIFY_FROM); off when not given. */
  notify?: NotifyOptions;
  /** How often each process looks for texts another one published; default 2000 ms. */
  contentPollMs?: number;
  /** SHOP_TIME_ZONE: the shop's days and hours; default America/Indiana/Indianapolis. */
  shopTimeZone?: string;
  /** Nightly backups into a folder (BACKUP_DIR, BACKUP_HOUR, BACKUP_KEEP); off when not given. */
  backups?: BackupSettings;
  /**
   * The clock of the customer's page and the quotes (expiry, decisions, messages); tests move
   * it. Default Date.now.
   */
  now?: () => number;
};

/** Fastify accepts a hop count at run time but its types do not: say it as proxy-addr's function. */
function trustProxySetting(trust: AppOptions['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : (trust ?? false);
}

/**
 * For routes without an error handler of their own (the intake, owner and status routes have
 * one each, which answer an UnavailableError the same way): a dependency that is down is a 503,
 * anything else goes to Fastify's default handler.
 */
function sendRootError(error: Error, _request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof UnavailableError) return replyUnavailable(reply, error);
  return reply.send(error);
}

/**
 * One plugin per feature folder of the API, each given the services (server/services.ts). Feature
 * folders never import each other (eslint.config.js): what two of them need lives in a shared
 * folder (http/, forms/, files/, notify/, quotes/, messages/, links/, store/).
 */
async function registerFeatures(
  app: FastifyInstance,
  services: Services,
  options: AppOptions,
): Promise<void> {
  await app.register(intakePlugin, { services, rateLimitPerMinute: options.intakeRateLimit });
  // The owner's inbox reads what the intake stores (docs/owner-guide.md "The inbox"); the owner's
  // editing of the site's texts (content/) is registered inside it, behind the same sign-in.
  await app.register(ownerPlugin, {
    store: services.store,
    formFiles: services.formFiles,
    formTexts: services.formTexts,
    formIds: [...services.forms.keys()],
    files: services.files,
    timeZone: services.timeZone,
    nightlyBackups: options.backups !== undefined,
    addressKey: services.addressKey,
    mailer: services.mailer,
    now: services.now,
    wakeJobs: () => services.jobs.wake(),
    sweepUploads: () => services.uploads.sweep(),
    ownerOnly: async (owner) => {
      await owner.register(contentRoutes, {
        store: services.store,
        livePages: services.livePages,
        localesDir: services.localesDir,
      });
      await owner.register(formRoutes, {
        liveForms: services.liveForms,
        store: services.store.formVersions,
        formsDir: services.formsDir,
        prices: services.livePrices,
        now: services.now,
        // The publishing process answers once its pages show the new texts (a form's title).
        pagesServed: () => services.livePages?.refresh(),
      });
      await owner.register(priceRoutes, {
        livePrices: services.livePrices,
        liveForms: services.liveForms,
        store: services.store.priceVersions,
        formStore: services.store.formVersions,
        formsDir: services.formsDir,
        now: services.now,
        pagesServed: () => services.livePages?.refresh(),
      });
    },
  });
  // Visitors look their own request up by reference and e-mail (docs/owner-guide.md "Order-status lookup").
  await app.register(statusPlugin, { services });
  // The customer's page, opened by the private link in their e-mails (docs/owner-guide.md "The customer's page: messages and proofs").
  await app.register(customerPlugin, { services });
  if (options.backups) await app.register(backupPlugin, { services, settings: options.backups });
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // Read before Fastify starts so a missing build fails loudly with the fix in the message.
  const html = loadSpaHtml(options.distDir);
  // Every form file is checked against forms/form.schema.json here: a mistake stops the start.
  const formPages = [...loadFormFiles(options.formsDir ?? defaultFormsDir()).values()]
    .filter(hasOwnPage)
    .map((form) => form.id);

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: trustProxySetting(options.trustProxy),
    // drain.ts answers requests that arrive while closing, with Retry-After and /api/ready's body.
    return503OnClosing: false,
    // Undecodable URLs are answered before routing, so before any hook: add the headers here.
    frameworkErrors(error, request, genericReply) {
      // The option's type is generic over route schemas that a framework error never has.
      const reply = genericReply as unknown as FastifyReply;
      setSecurityHeaders(reply, frameworkErrorIsHttps(request, options.trustProxy));
      const statusCode = error.statusCode ?? 400;
      void reply
        .code(statusCode)
        .send({ statusCode, error: STATUS_CODES[statusCode], message: error.message });
    },
  });

  registerSecurityHeaders(app);
  // Hooks and the error handler first: the plugins registered below inherit them.
  const drain = registerDrain(app);
  app.setErrorHandler(sendRootError);
  registerPathGuard(app);
  // HSTS (in the security headers), Secure cookies and the redirect to PUBLIC_URL over HTTPS.
  registerHttps(app, { publicUrl: options.publicUrl, trustProxy: options.trustProxy });

  let services: Services | undefined;
  if (options.dataDir || options.databaseUrl || options.store) {
    // The owner's published texts: the pages are rendered again with them (docs/architecture.md
    // "The site's texts"). dist/ sits in the project's root, beside dist-prerender/ and node_modules/.
    const livePages = createLivePages({
      html,
      root: dirname(resolve(options.distDir)),
      log: app.log,
      pollMs: options.contentPollMs,
    });
    app.addHook('onClose', async () => livePages.stop());
    services = await openServices(app, {
      livePages,
      dataDir: options.dataDir ?? resolve('data'),
      databaseUrl: options.databaseUrl,
      store: options.store,
      s3: options.s3,
      fileStore: options.fileStore,
      shopTimeZone: options.shopTimeZone,
      formsDir: options.formsDir,
      notify: options.notify,
      publicUrl: options.publicUrl,
      now: options.now,
      jobs: options.jobs,
    });
    await registerFeatures(app, services, options);
    // Before the first request: a restarted server shows the live texts from its first page on.
    const { liveForms, livePrices } = services;
    // A form's texts published since the build are in the pages that show them (its title),
    // and a price table's "from" price in the pages that show it.
    liveForms.onChange(() => void livePages.refresh().catch(() => undefined));
    livePrices.onChange(() => void livePages.refresh().catch(() => undefined));
    await livePages.start(
      services.store.content,
      () => liveForms.servedTexts(),
      () => livePrices.servedStartingPrices(),
    );
  }
  registerHealth(app, { drain, store: services?.store, fileStore: services?.files.store });
  registerSeoFiles(app, options.publicUrl, formPages);
  await registerStaticAssets(app, options.distDir);
  registerSpaRoutes(app, html, formPages, options.publicUrl);
  return app;
}
