/**
 * The services every feature of the API uses, built once by app.ts (the composition root) and
 * handed to each feature's plugin: the form files and their texts, the store, the file store, the
 * mailer and the clock. Whatever is opened here is closed on the app's onClose, unless the caller
 * passed it in open (tests), in which case closing it stays the caller's.
 */
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Files } from './files/file-sweeper.ts';
import type { FileStore } from './files/file-store.ts';
import { openFileStore } from './files/open-file-store.ts';
import type { S3Options } from './files/s3-options.ts';
import { defaultFormsDir, loadFormFiles, pricesDirFor, type FormFile } from './forms/form-files.ts';
import type { FormRegistry } from './forms/form-registry.ts';
import { createLiveForms, type LiveForms } from './forms/live-forms.ts';
import { loadFormTexts, type FormTexts } from './forms/form-texts.ts';
import { startJobWorker, type JobWorker, type JobWorkerOptions } from './gang-sheets/job-worker.ts';
import { createLivePrices, type LivePrices } from './forms/live-prices.ts';
import { linkMinter } from './links/link-tokens.ts';
import { createMailComposer } from './notify/compose.ts';
import { startMailSender, type MailSenderOptions } from './notify/mail-sender.ts';
import { siteUrlResolver, type Mailer } from './notify/mailer.ts';
import type { LivePages } from './pages/live-pages.ts';
import { defaultShopTimeZone } from './shop-time.ts';
import { openUploadService, type UploadService } from './uploads/upload-service.ts';
import { openStore } from './store/open-store.ts';
import type { SubmissionStore } from './store/types.ts';

export type NotifyOptions = MailSenderOptions & {
  /** The shop's addresses (NOTIFY_TO). */
  to: readonly string[];
  /** Where the visitor's replies go; default the first of `to`. */
  replyTo?: string;
};

export type ServicesOptions = {
  /**
   * Uploads go to dataDir/uploads unless `s3` or `fileStore` is given; without databaseUrl the
   * SQLite file is dataDir/intake.sqlite.
   */
  dataDir: string;
  /** Files in an S3-compatible bucket instead of dataDir/uploads. */
  s3?: S3Options;
  /** An open file store to use instead (tests); closing it is left to the caller. */
  fileStore?: FileStore;
  /** PostgreSQL instead of SQLite. */
  databaseUrl?: string;
  /** An open, migrated store to use instead (tests); closing it is left to the caller. */
  store?: SubmissionStore;
  /** Where the <id>.form.json files are; default <working directory>/forms. */
  formsDir?: string;
  /** Default <working directory>/server/migrations. */
  migrationsDir?: string;
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
  /** The clock of the customer's page and the quotes; default Date.now. */
  now?: () => number;
  /** The background jobs' worker (gang sheets' print files): its timings, or manual for tests. */
  jobs?: Pick<JobWorkerOptions, 'pollMs' | 'leaseMs' | 'maxAttempts' | 'retryDelaysMs' | 'manual'>;
};

export type Services = {
  /** The form files, checked and compiled: what the intake accepts. */
  forms: FormRegistry;
  formFiles: ReadonlyMap<string, FormFile>;
  /** The forms' live versions (forms/live-forms.ts): `forms` and `formFiles` are its maps. */
  liveForms: LiveForms;
  /** The price tables' live versions (forms/live-prices.ts), which estimates price with. */
  livePrices: LivePrices;
  /** Where the shipped form files are (forms/). */
  formsDir: string;
  /** Labels and choice texts of the forms, in both languages. */
  formTexts: FormTexts;
  localesDir: string;
  store: SubmissionStore;
  /** The uploads: the file store and the store's records of them. */
  files: Files;
  /** Queues e-mails; absent when SMTP_URL is not set (then nothing is queued at all). */
  mailer?: Mailer;
  /** Where links in e-mails sent without a request point: PUBLIC_URL, else the last origin used. */
  siteUrl: () => string;
  /** The clock of the customer's page and the quotes; undefined means Date.now. */
  now?: () => number;
  /** SHOP_TIME_ZONE. */
  timeZone: string;
  /** The store's key for hashing client addresses (rate limits, failed sign-ins). */
  addressKey: string;
  publicUrl?: string;
  livePages?: LivePages;
  /** Works the background jobs; wake() it after storing a request with jobs. */
  jobs: JobWorker;
  /** The resumable uploads (uploads/upload-service.ts): the tus server, the forms' files, the sweep. */
  uploads: UploadService;
};

export async function openServices(app: FastifyInstance, options: ServicesOptions): Promise<Services> {
  // Forms first: a broken form file stops the start before any connection is opened.
  const formsDir = options.formsDir ?? defaultFormsDir();
  const shippedFiles = loadFormFiles(formsDir);
  const localesDir = options.localesDir ?? resolve('locales');
  const livePrices = createLivePrices({ pricesDir: pricesDirFor(formsDir), log: app.log, now: options.now });
  const liveForms = createLiveForms({
    formsDir,
    prices: livePrices,
    localesDir,
    files: shippedFiles,
    log: app.log,
    now: options.now,
  });
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
  const addressKey = await store.secret('ip-hash');
  // Prices first: a form's version is checked against the live tables.
  await livePrices.start(store.priceVersions);
  app.addHook('onClose', async () => livePrices.stop());
  await liveForms.start(store.formVersions);
  app.addHook('onClose', async () => liveForms.stop());
  const forms = liveForms.registry;
  const formFiles = liveForms.files;

  const formTexts = loadFormTexts(liveForms, localesDir, livePrices.tables);
  // Links in e-mails sent without a request (reminders): PUBLIC_URL, else the last one used.
  let lastSiteUrl = options.publicUrl ?? 'http://localhost:3000';
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
    mailer = {
      composer,
      siteUrlFor: (request) => (lastSiteUrl = siteUrlFor(request)),
      wake: () => sender.wake(),
    };
  } else {
    app.log.warn('SMTP_URL is not set: no e-mails are queued or sent (docs/configuration.md "E-mails")');
  }

  // Every process works the queue; added after the store's hook, so it stops first.
  const jobs = startJobWorker({
    ...options.jobs,
    store,
    files: { store: fileStore, records: store.files },
    log: app.log,
    now: options.now,
  });
  app.addHook('onClose', () => jobs.close());

  const uploads = await openUploadService({
    forms,
    uploads: store.uploads,
    files: fileStore,
    dataDir: options.dataDir,
    addressKey,
    log: app.log,
    now: options.now,
  });

  return {
    jobs,
    uploads,
    forms,
    formFiles,
    liveForms,
    livePrices,
    formsDir,
    formTexts,
    localesDir,
    store,
    files: { store: fileStore, records: store.files },
    mailer,
    siteUrl: () => lastSiteUrl,
    now: options.now,
    timeZone: options.shopTimeZone ?? defaultShopTimeZone,
    addressKey,
    publicUrl: options.publicUrl,
    livePages: options.livePages,
  };
}
