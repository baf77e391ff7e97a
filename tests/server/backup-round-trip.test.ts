/**
 * A backup restored into another store is the same shop: every row of every table a backup holds
 * and every file byte for byte, from SQLite into PostgreSQL and from PostgreSQL into SQLite when
 * TEST_DATABASE_URL is set (SQLite into SQLite otherwise).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { createBackup, type BackupResult } from '../../server/backup/create-backup.ts';
import { restoreBackup } from '../../server/backup/restore-backup.ts';
import { openDiskFileStore } from '../../server/files/disk-file-store.ts';
import type { FileStore } from '../../server/files/file-store.ts';
import { backupTables, tablesLeftOut } from '../../server/store/backup-tables.ts';
import { openStore, sqliteFileIn } from '../../server/store/open-store.ts';
import type { SubmissionStore } from '../../server/store/types.ts';
import {
  backupEstimate,
  everything,
  fillStore,
  sha256,
  storedObjects,
  uniquePng,
} from './fixtures/backup-helpers.ts';
import { createBackend, type StoreBackend } from './fixtures/store-backends.ts';

type Side = { backend: StoreBackend; store: SubmissionStore; files: FileStore };

async function openSide(name: StoreBackend['name']): Promise<Side> {
  const backend = createBackend(name);
  return { backend, store: await backend.open(), files: await openDiskFileStore(backend.dataDir) };
}

async function closeSide(side: Side | undefined): Promise<void> {
  await side?.store.close();
  await side?.files.close();
  await side?.backend.cleanup();
}

const pairs: [StoreBackend['name'], StoreBackend['name']][] = process.env.TEST_DATABASE_URL
  ? [
      ['sqlite', 'postgres'],
      ['postgres', 'sqlite'],
    ]
  : [['sqlite', 'sqlite']];

describe.each(pairs)('a backup of %s restored into %s', (from, to) => {
  let source: Side;
  let target: Side;
  let references: string[];
  let result: BackupResult;
  const archiveDir = mkdtempSync(join(tmpdir(), 'backup-round-trip-'));
  const archive = join(archiveDir, 'shop.tar');

  beforeAll(async () => {
    source = await openSide(from);
    references = await fillStore(source.store, source.files);
    result = await createBackup({ store: source.store, fileStore: source.files, output: archive });
    target = await openSide(to);
    await restoreBackup({ store: target.store, fileStore: target.files, archive });
  });
  afterAll(async () => {
    await closeSide(source);
    await closeSide(target);
    rmSync(archiveDir, { recursive: true, force: true });
  });

  it('counts what it holds', () => {
    expect(result.counts).toEqual({
      submissions: 4,
      messages: 3,
      files: 6,
      proofs: 2,
      quotes: 2,
      quote_extensions: 1,
      customer_links: 2,
      status_history: 11,
      notes: 2,
      outbox: 7,
      jobs: 1,
      owner_password: 1,
      site_content_drafts: 2,
      site_content_versions: 3,
      form_versions: 2,
      price_table_versions: 2,
      secrets: 1,
      idempotency_keys: 1,
      stored_files: 6,
    });
    expect(result.fileProblems).toEqual([]);
  });

  it('holds every row of every table as it was, ids included', async () => {
    const before = await everything(source.store);
    expect(before.submissions).toHaveLength(4);
    expect(await everything(target.store)).toEqual(before);
  });

  it('holds every file byte for byte, under the key its row names', async () => {
    const objects = await storedObjects(target.files);
    expect(objects).toEqual(await storedObjects(source.files));
    const rows = (await everything(target.store)).files;
    expect(Object.keys(objects).sort()).toEqual(rows.map((row) => `files/${row.stored_name}`).sort());
    for (const row of rows) expect(objects[`files/${row.stored_name}`]).toBe(row.sha256);
  });

  it('shows the owner every request as before: answers, files, history, notes, e-mail states, the conversation, the proofs and the quotes', async () => {
    for (const reference of references) {
      expect(await target.store.detail(reference)).toEqual(await source.store.detail(reference));
    }
    const detail = (await target.store.detail(references[0]))!;
    expect(detail.messages.map((m) => [m.author, m.files.length, m.readAt !== null])).toEqual([
      ['shop', 0, false],
      ['customer', 1, true],
      ['customer', 0, false],
    ]);
    expect(detail.proofs.map((p) => [p.version, p.state, p.superseded, p.decision?.kind])).toEqual([
      [2, 'approved', false, 'approve'],
      [1, 'changes-requested', true, 'changes'],
    ]);
    const quoted = (await target.store.detail(references[3]))!;
    // The estimate (a JSON column) as it was stored; the requests without one still have none.
    expect(quoted.estimate).toEqual(backupEstimate);
    expect((await target.store.detail(references[0]))!.estimate).toBeNull();
    expect(quoted.quotes.map((q) => [q.version, q.state, q.superseded, q.decision?.kind])).toEqual([
      [2, 'accepted', false, 'accept'],
      [1, 'declined', true, 'decline'],
    ]);
    expect(quoted.quotes[0]).toMatchObject({
      discount: { kind: 'percent', percent: 12.5 },
      taxRatePercent: 8.875,
      validUntil: '2027-01-31',
      extensions: [{ from: '2026-12-31', to: '2027-01-31' }],
      decision: { name: 'Ana Díaz', sha256: quoted.quotes[0].sha256 },
    });
    expect(quoted.history.filter((h) => h.event).map((h) => [h.event, h.version])).toEqual([
      ['quote-sent', 1],
      ['quote-declined', 1],
      ['quote-sent', 2],
      ['quote-extended', 2],
      ['quote-accepted', 2],
    ]);
    expect(await target.store.quotes.accepted()).toEqual(await source.store.quotes.accepted());
    expect(await target.store.list()).toEqual(await source.store.list());
    expect(await target.store.counts()).toEqual(await source.store.counts());
    expect((await target.store.counts()).waiting).toBe(1);
    expect((await target.store.counts()).accepted).toBe(1);
    expect(await target.store.outbox.counts()).toEqual({ pending: 5, sent: 1, failed: 1 });
  });

  it("keeps the owner's password, the drafts, every published version and the IP-hash key", async () => {
    expect(await target.store.owner.passwordHash()).toBe(await source.store.owner.passwordHash());
    expect(await target.store.content.drafts()).toEqual(await source.store.content.drafts());
    expect(await target.store.content.versions()).toEqual(await source.store.content.versions());
    expect(await target.store.content.version(2)).toEqual(await source.store.content.version(2));
    expect(await target.store.content.liveVersion()).toBe(3);
    expect(await target.store.secret('ip-hash')).toBe(await source.store.secret('ip-hash'));
  });

  it("keeps the customer's links: the valid one opens the request, the revoked one nothing", async () => {
    expect(await target.store.customer.referenceForLink('a'.repeat(64), Date.now())).toBe(references[0]);
    expect(await target.store.customer.referenceForLink('b'.repeat(64), Date.now())).toBeNull();
  });

  it('answers a retry with an Idempotency-Key seen before the backup with the first reference', async () => {
    const retry = await target.store.insert({
      formId: 'upload',
      referencePrefix: 'U',
      data: { name: 'Ana 1' },
      ipHash: null,
      userAgent: null,
      files: [],
      idempotencyKey: 'retry-key-1',
    });
    expect(retry).toMatchObject({ reference: references[1], replayed: true });
  });

  it('numbers the requests, files, history, notes, e-mails, messages, proofs, quotes and links that come after it past the restored ones', async () => {
    const before = await everything(target.store);
    const highest = (table: string) => Math.max(...before[table].map((row) => Number(row.id)));
    const bytes = uniquePng();
    const inserted = await target.store.insert({
      formId: 'upload',
      referencePrefix: 'U',
      data: { name: 'After the restore' },
      ipHash: null,
      userAgent: null,
      files: [
        {
          field: 'files',
          originalName: 'new.png',
          storedName: 'new-after-restore.png',
          size: bytes.length,
          contentType: 'image/png',
          sha256: sha256(bytes),
        },
      ],
      mails: () => [{ kind: 'shop', message: { to: ['shop@print.example'], subject: 'New', text: 'New' } }],
    });
    await target.store.addNote(inserted.reference, 'A note after the restore');
    const now = Date.now();
    await target.store.customer.addLink(inserted.reference, 'c'.repeat(64), now, now + 60_000);
    await target.store.customer.addMessage(
      inserted.reference,
      { author: 'shop', text: 'Hi', files: [] },
      now,
    );
    await target.store.customer.addProof(
      inserted.reference,
      {
        file: {
          field: 'proof',
          originalName: 'proof.png',
          storedName: 'proof-after-restore.png',
          size: bytes.length,
          contentType: 'image/png',
          sha256: sha256(bytes),
        },
        note: '',
      },
      now,
    );
    const quote = (await target.store.quotes.addQuote(
      inserted.reference,
      {
        lines: [{ description: 'Cards', quantity: 1, unitCents: 100, amountCents: 100 }],
        discount: null,
        taxRatePercent: null,
        totals: { subtotalCents: 100, discountCents: 0, taxCents: 0, totalCents: 100 },
        currency: 'USD',
        validUntil: '2026-12-31',
        note: '',
      },
      () => 'd'.repeat(64),
      now,
    ))!;
    await target.store.quotes.extend(inserted.reference, 1, '2027-01-31', 'e'.repeat(64), now);
    expect(inserted.id).toBe(highest('submissions') + 1);
    const after = await everything(target.store);
    for (const table of ['notes', 'outbox', 'messages', 'proofs', 'quotes', 'customer_links']) {
      const added = after[table].filter((row) => row.submission_id === inserted.id);
      expect(added.map((row) => Number(row.id))).toEqual([highest(table) + 1]);
    }
    // Received, then the quote sent and extended.
    const history = after.status_history.filter((row) => row.submission_id === inserted.id);
    expect(history.map((row) => Number(row.id)).sort((a, b) => a - b)).toEqual(
      [1, 2, 3].map((n) => highest('status_history') + n),
    );
    const extensions = after.quote_extensions.filter((row) => row.quote_id === quote.id);
    expect(extensions.map((row) => Number(row.id))).toEqual([highest('quote_extensions') + 1]);
    const files = after.files.filter((row) => row.submission_id === inserted.id);
    expect(files.map((row) => Number(row.id)).sort((a, b) => a - b)).toEqual([
      highest('files') + 1,
      highest('files') + 2,
    ]);
  });
});

describe('a restore into a store whose only requests were deleted', () => {
  const dir = mkdtempSync(join(tmpdir(), 'backup-deleted-before-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("goes through, and a retry gets the archive's answer where the store kept a deleted request's key", async () => {
    const source = await openStore({ dataDir: join(dir, 'source') });
    const sourceFiles = await openDiskFileStore(join(dir, 'source'));
    const references = await fillStore(source, sourceFiles);
    await createBackup({ store: source, fileStore: sourceFiles, output: join(dir, 'shop.tar') });
    await source.close();

    const target = await openStore({ dataDir: join(dir, 'target') });
    try {
      const retry = {
        formId: 'upload',
        referencePrefix: 'U',
        data: {},
        ipHash: null,
        userAgent: null,
        files: [],
      };
      const gone = await target.insert({ ...retry, idempotencyKey: 'retry-key-1' });
      await target.delete(gone.reference);
      await restoreBackup({
        store: target,
        fileStore: await openDiskFileStore(join(dir, 'target')),
        archive: join(dir, 'shop.tar'),
      });
      expect(await target.insert({ ...retry, idempotencyKey: 'retry-key-1' })).toMatchObject({
        reference: references[1],
        replayed: true,
      });
    } finally {
      await target.close();
    }
  });
});

describe('the tables a backup holds', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'backup-tables-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('are every table of the schema, with every column, but those left out on purpose', async () => {
    const store = await openStore({ dataDir });
    await store.close();
    const db = new DatabaseSync(sqliteFileIn(dataDir), { readOnly: true });
    try {
      const names = db
        .prepare(
          `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`,
        )
        .all()
        .map((row) => String(row.name));
      const schema = Object.fromEntries(
        names.map((name) => [
          name,
          db
            .prepare(`SELECT name FROM pragma_table_info(?) ORDER BY name`)
            .all(name)
            .map((row) => String(row.name)),
        ]),
      );
      const covered = Object.fromEntries(
        backupTables.map((table) => [table.name, Object.keys(table.columns).sort()]),
      );
      for (const name of tablesLeftOut) delete schema[name];
      expect(covered).toEqual(schema);
    } finally {
      db.close();
    }
  });

  const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;
  onPostgres(
    'are every table of the PostgreSQL schema too, each column of the kind its type says',
    async () => {
      const backend = createBackend('postgres');
      const store = await backend.open();
      await store.close();
      const client = new pg.Client({ connectionString: backend.serverEnv.DATABASE_URL });
      await client.connect();
      try {
        const { rows } = await client.query<{ table_name: string; column_name: string; data_type: string }>(
          `SELECT table_name, column_name, data_type FROM information_schema.columns
         WHERE table_schema = current_schema() ORDER BY table_name, column_name`,
        );
        // The kind a column's PostgreSQL type stands for; JSON kept as text (a quote's lines and
        // discount, so their keys read back in the order written) is declared 'json' on purpose.
        const kindOf = (type: string, declared: string | undefined) =>
          type === 'timestamp with time zone'
            ? 'time'
            : type === 'jsonb'
              ? 'json'
              : type === 'bigint' || type === 'integer'
                ? 'integer'
                : type === 'text' && declared === 'json'
                  ? 'json'
                  : type === 'text'
                    ? 'text'
                    : type;
        const schema: Record<string, Record<string, string>> = {};
        for (const row of rows) {
          if ((tablesLeftOut as readonly string[]).includes(row.table_name)) continue;
          const declared = backupTables.find((table) => table.name === row.table_name)?.columns as
            Record<string, string> | undefined;
          (schema[row.table_name] ??= {})[row.column_name] = kindOf(
            row.data_type,
            declared?.[row.column_name],
          );
        }
        const covered = Object.fromEntries(backupTables.map((table) => [table.name, { ...table.columns }]));
        expect(covered).toEqual(schema);
      } finally {
        await client.end();
        await backend.cleanup();
      }
    },
  );
});
