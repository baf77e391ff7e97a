/**
 * The request intake (DESIGN.md "The intake server"): loads and compiles the form files,
 * opens and migrates the store, then adds POST /api/forms/:formId. Everything it needs comes
 * in through options, so tests point it at fixture forms, a temp DATA_DIR or a store of
 * their own.
 */
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FileStore } from '../files/file-store.ts';
import type { Files } from '../files/file-sweeper.ts';
import { openFileStore } from '../files/open-file-store.ts';
import type { S3Options } from '../files/s3-options.ts';
import { createMailComposer } from '../notify/compose.ts';
import { startMailSender, type MailSenderOptions } from '../notify/mail-sender.ts';
import { siteUrlResolver, type Mailer } from '../notify/mailer.ts';
import { loadFormTexts } from '../forms/form-texts.ts';
import { ownerPlugin } from '../owner/owner-plugin.ts';
import type { LivePages } from '../pages/live-pages.ts';
import { statusRoutes } from '../status/status-routes.ts';
import { customerRoutes } from '../customer/customer-routes.ts';
import { linkMinter } from '../links/link-tokens.ts';
import { startProofReminders } from '../customer/proof-reminders.ts';
import { createBackup } from '../backup/create-backup.ts';
import { startNightlyBackups } from '../backup/nightly-backups.ts';
import { openStore } from '../store/open-store.ts';
import type { BackupSettings } from '../config.ts';
import { defaultShopTimeZone } from '../shop-time.ts';
import type { SubmissionStore } from '../store/types.ts';
import { defaultFormsDir, loadFormFiles } from '../forms/form-files.ts';
import { loadFormRegistry, type FormRegistry } from '../forms/form-registry.ts';
import { intakeRoutes } from './intake-routes.ts';
import { createRateLimiter } from '../http/rate-limit.ts';

export type IntakeOptions = {
  /**
   * Uploads go to dataDir/uploads unless `s3` or `fileStore` is given; without databaseUrl the
   * SQLite file is dataDir/intake.sqlite.
   */
  dataDir: string;
  /** Files in an S3-compatible bucket instead of dataDir/uploads. */
  s3?: S3Options;
  /** An open file store to use instead (tests); the intake then leaves closing it to the caller. */
  fileStore?: FileStore;
  /** PostgreSQL instead of SQLite. */
  databaseUrl?: string;
  /** An open, migrated store to use instead (tests); the intake then leaves closing it to the caller. */
  store?: SubmissionStore;
  /** Where the <id>.form.json files are; default <working directory>/forms. */
  formsDir?: string;
  /** Default <working directory>/server/migrations. */
  migrationsDir?: string;
  /** Submissions a minute per client address; 0 turns the limit off. Default 10. */
  rateLimitPerMinute?: number;
  /** Default 64 KiB: ten 500-character text areas in UTF-8 fit many times over. */
  urlencodedBodyLimit?: number;
  /** E-mail the shop and the visitor about each stored request; off when not given. */
  notify?: NotifyOptions;
  /** The site's origin for links in e-mails (PUBLIC_URL); default the origin each request used. */
  publicUrl?: string;
  /** The texts the owner's inbox labels fields with; default <working directory>/locales. */
  localesDir?: string;
  /** Renders the pages again when the owner publishes texts (app.ts makes it). */
  livePages?: LivePages;
  /** SHOP_TIME_ZONE; default America/Indiana/Indianapolis. */
  shopTimeZone?: string;
  /** Nightly backups (BACKUP_DIR); off when not given. */
  backups?: BackupSettings;
  /** The clock of the customer's page and the quotes; default Date.now. */
  now?: () => number;
};

export type NotifyOptions = MailSenderOptions & {
  /** The shop's addresses (NOTIFY_TO). */
  to: readonly string[];
  /** Where the visitor's replies go; default the first of `to`. */
  replyTo?: string;
};

export type Intake = { store: SubmissionStore; files: Files; forms: FormRegistry };

export const defaultRateLimitPerMinute = 10;
/** Lookups one address may make a minute on /api/status: enough for a person, not for probing. */
export const statusLookupsPerMinute = 10;

export async function registerIntake(app: FastifyInstance, options: IntakeOptions): Promise<Intake> {
  // Forms first: a broken form file stops the start before any connection is opened.
  const formsDir = options.formsDir ?? defaultFormsDir();
  const forms = loadFormRegistry({ formsDir });
  const store =
    options.store ??
    (await openStore({
      dataDir: options.dataDir,
      databaseUrl: options.databaseUrl,
      migrationsDir: options.migrationsDir,
    }));
  if (!options.store) app.addHook('onClose', async () => store.close());

  const fileStore = options.fileStore ?? (await openFileStore({ dataDir: options.dataDir, s3: options.s3 }));
  if (!options.fileStore) app.addHook('onClose', async () => fileStore.close());
  const files: Files = { store: fileStore, records: store.files };
  const timeZone = options.shopTimeZone ?? defaultShopTimeZone;
  const ipHashKey = await store.secret('ip-hash');

  const formFiles = loadFormFiles(formsDir);
  const localesDir = options.localesDir ?? resolve('locales');
  const formTexts = loadFormTexts(formFiles, localesDir);
  let mailer: Mailer | undefined;
  if (options.notify) {
    const composer = createMailComposer({
      shopTo: options.notify.to,
      shopReplyTo: options.notify.replyTo ?? options.notify.to[0],
      formTexts,
      localesDir,
    });
    // The e-mails come from the shop by name ("Michiana Print & Design" <address>) unless
    // NOTIFY_FROM names the sender itself.
    // Each e-mail to a customer gets a fresh link to their page as it leaves (link-tokens.ts).
    const sender = startMailSender(
      { ...options.notify, fromName: options.notify.fromName ?? composer.senderName },
      { outbox: store.outbox, log: app.log, finish: linkMinter(store.customer) },
    );
    // Added after the store's hook, so it runs first (onClose hooks run last-added first): the
    // sends still under way mark their rows in the store.
    app.addHook('onClose', () => sender.close());
    const siteUrlFor = siteUrlResolver(options.publicUrl);
    // Reminders have no request to take the site's address from: PUBLIC_URL, else the last one used.
    let lastSiteUrl = options.publicUrl ?? 'http://localhost:3000';
    mailer = {
      composer,
      siteUrlFor: (request) => (lastSiteUrl = siteUrlFor(request)),
      wake: () => sender.wake(),
    };
    const reminders = startProofReminders({ store, mailer, siteUrl: () => lastSiteUrl, log: app.log });
    app.addHook('onClose', async () => reminders.stop());
  } else {
    app.log.warn('SMTP_URL is not set: no e-mails are queued or sent (README "E-mails")');
  }

  const perMinute = options.rateLimitPerMinute ?? defaultRateLimitPerMinute;
  await app.register(intakeRoutes, {
    forms,
    context: { store, files, ipHashKey },
    // In the store, so every process on one database counts the same hits (README "Configuration").
    limiter:
      perMinute > 0
        ? createRateLimiter({ limits: store.rateLimits, scope: 'intake', perMinute, addressKey: ipHashKey })
        : undefined,
    mailer,
    urlencodedBodyLimit: options.urlencodedBodyLimit ?? 64 * 1024,
  });
  // The owner's inbox reads what the intake stores (README "The owner's inbox").
  await app.register(ownerPlugin, {
    store,
    formFiles,
    formTexts,
    formIds: [...forms.keys()],
    files,
    timeZone,
    nightlyBackups: options.backups !== undefined,
    addressKey: ipHashKey,
    mailer,
    livePages: options.livePages,
    localesDir,
    now: options.now,
  });
  // Visitors look their own request up by reference and e-mail (README "Order-status lookup").
  await app.register(statusRoutes, {
    store,
    limiter: createRateLimiter({
      limits: store.rateLimits,
      scope: 'status',
      perMinute: statusLookupsPerMinute,
      addressKey: ipHashKey,
    }),
  });
  // The customer's page, opened by the private link in their e-mails (README "The customer's page").
  await app.register(customerRoutes, {
    store,
    files,
    forms,
    texts: formTexts,
    addressKey: ipHashKey,
    timeZone,
    publicUrl: options.publicUrl,
    mailer,
    now: options.now,
  });
  if (options.backups) {
    const nightly = startNightlyBackups({
      settings: options.backups,
      timeZone,
      runs: store.backups,
      log: app.log,
      async makeBackup(output) {
        const { size, fileProblems } = await createBackup({ store, fileStore, output });
        // The archive is kept, but the owner must hear that it lacks files.
        if (fileProblems.length > 0) {
          const names = fileProblems.map((problem) => `${problem.name} (${problem.problem})`);
          return { size, warning: `${fileProblems.length} file(s) missing or damaged: ${names.join(', ')}` };
        }
        return { size };
      },
    });
    app.addHook('onClose', async () => nightly.stop());
  }
  return { store, files, forms };
}
