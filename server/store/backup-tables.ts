/**
 * What a backup holds of the store (docs/data-and-backups.md "Backup and restore"): the tables that matter, in the
 * order a restore writes them (a request before the rows that point at it), and the kind of each
 * column, so both stores dump the same shapes (times as ISO text, JSON as objects, whole numbers
 * as numbers) and an archive made on SQLite restores into PostgreSQL and back. The columns and
 * their kinds come from the schema the migrations make (schema-columns.ts), not from a list here.
 * A column an older archive lacks (status_history's event and version, say) is read as NULL.
 */
import { kindOf, readSchemaColumns, type ColumnKind, type SchemaColumns } from './schema-columns.ts';

export type { ColumnKind };

type TableSpec = {
  name: string;
  /** The primary key: rows are read in its order, a page at a time. */
  key: readonly string[];
  /** Columns of type TEXT that hold JSON (a quote's lines, kept as text so their keys keep their order). */
  jsonText?: readonly string[];
  /** PostgreSQL numbers its `id` itself: a restore writes the archive's and moves the numbering on. */
  identity?: boolean;
  /** A row with the same key may already be there (see secrets): the archive's replaces it. */
  replaces?: boolean;
};

const declaredTables = [
  {
    name: 'submissions',
    key: ['id'],
    identity: true,
  },
  {
    // After submissions: each quote points at its request.
    name: 'quotes',
    key: ['id'],
    identity: true,
    jsonText: ['lines', 'discount'],
  },
  {
    // After quotes: each extension points at its quote.
    name: 'quote_extensions',
    key: ['id'],
    identity: true,
  },
  {
    // Before files: a message's files point at it.
    name: 'messages',
    key: ['id'],
    identity: true,
  },
  {
    name: 'files',
    key: ['id'],
    identity: true,
  },
  {
    // After files: each proof points at its file.
    name: 'proofs',
    key: ['id'],
    identity: true,
  },
  {
    // The links already e-mailed keep working after a restore (only their hashes are here).
    name: 'customer_links',
    key: ['id'],
    identity: true,
  },
  {
    name: 'status_history',
    key: ['id'],
    identity: true,
  },
  {
    name: 'notes',
    key: ['id'],
    identity: true,
  },
  {
    name: 'outbox',
    key: ['id'],
    identity: true,
  },
  {
    // A print file a job made is among files already; a job queued or failed stays so.
    name: 'jobs',
    key: ['id'],
    identity: true,
  },
  {
    name: 'owner_password',
    key: ['id'],
  },
  {
    name: 'site_content_drafts',
    key: ['lng'],
  },
  {
    name: 'site_content_versions',
    key: ['version'],
  },
  {
    // The version a request was sent with names one of these (submissions.form_version).
    name: 'form_versions',
    key: ['form_id', 'version'],
    jsonText: ['content'],
  },
  {
    // A request's estimate names one of these (its tableVersion).
    name: 'price_table_versions',
    key: ['table_id', 'version'],
    jsonText: ['content'],
  },
  {
    // A server started on the empty store before the restore made an IP-hash key of its own;
    // the shop's replaces it, so the addresses hashed before and after compare.
    name: 'secrets',
    key: ['name'],
    replaces: true,
  },
  {
    // So a visitor's retry of a request sent before the backup still gets its first answer. An
    // empty store may keep the key of a request deleted since: the archive's replaces it.
    name: 'idempotency_keys',
    key: ['form_id', 'idem_key'],
    replaces: true,
  },
] as const satisfies readonly TableSpec[];

type DeclaredTable = TableSpec & { name: (typeof declaredTables)[number]['name'] };
export type BackupTable = DeclaredTable & {
  /** Each column of the table, in the order the migrations made them, with its kind. */
  readonly columns: Readonly<Record<string, ColumnKind>>;
};

let schema: SchemaColumns | undefined;

/** The table's columns from the migrations, read once, on the first backup or restore. */
function columnsOf(table: DeclaredTable): Record<string, ColumnKind> {
  schema ??= readSchemaColumns();
  const columns = schema.get(table.name);
  if (!columns) throw new Error(`the migrations make no table ${table.name}, which backups hold`);
  return Object.fromEntries(
    [...columns].map(([column, type]) => [
      column,
      table.jsonText?.includes(column) ? 'json' : kindOf(type, `${table.name}.${column}`),
    ]),
  );
}

export const backupTables: readonly BackupTable[] = declaredTables.map((table: DeclaredTable) => {
  let columns: Record<string, ColumnKind> | undefined;
  return {
    ...table,
    get columns() {
      return (columns ??= columnsOf(table));
    },
  };
});

/**
 * Left out on purpose: they describe one running installation, not the shop's data (sessions and
 * the sign-in throttle and the rate limits start afresh, loose files and leases belong to the file store the backup
 * was read from, the nightly runs to that machine's schedule).
 */
export const tablesLeftOut = [
  'owner_sessions',
  'sign_in_failures',
  'loose_files',
  'leases',
  'backup_runs',
  'rate_limits',
  'schema_migrations',
  // Compiled again from form_versions when missing (server/forms/live-forms.ts).
  'form_validators',
  // Uploads under way and their locks: their bytes are in the file store's tus/ folder, which a
  // backup does not hold; a request's uploaded files are among files.
  'uploads',
  'upload_locks',
] as const;

export type BackupTableName = DeclaredTable['name'];
/** One row as an archive holds it: column name to a JSON value. */
export type BackupRow = Record<string, unknown>;

const byName = new Map<string, BackupTable>(backupTables.map((table) => [table.name, table]));

export function backupTable(name: string): BackupTable | undefined {
  return byName.get(name);
}

/** SQLite gives JSON as text and times as the ISO text stored; pg gives JSONB parsed, BIGINT as text, TIMESTAMPTZ as Date. */
function fromStore(kind: ColumnKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'integer':
      return Number(value);
    case 'text':
      return String(value);
    case 'time':
      return new Date(value instanceof Date ? value : String(value)).toISOString();
    case 'json':
      return typeof value === 'string' ? JSON.parse(value) : value;
  }
}

export function rowFromStore(table: BackupTable, row: Record<string, unknown>): BackupRow {
  const out: BackupRow = {};
  for (const [column, kind] of Object.entries(table.columns)) out[column] = fromStore(kind, row[column]);
  return out;
}

/** A value as both stores take it as a parameter (pg casts ISO text and JSON text itself). */
export function valueForStore(kind: ColumnKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  return kind === 'json' ? JSON.stringify(value) : value;
}

function kindProblem(kind: ColumnKind, value: unknown): string | null {
  if (value === null) return null;
  switch (kind) {
    case 'integer':
      return Number.isSafeInteger(value) ? null : 'is not a whole number';
    case 'text':
      return typeof value === 'string' ? null : 'is not text';
    case 'time':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? null : 'is not a time';
    case 'json':
      return typeof value === 'object' ? null : 'is not a JSON object or list';
  }
}

/** Why a row read from an archive cannot be written into `table`; null when it can. */
export function rowProblem(table: BackupTable, row: unknown): string | null {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return 'is not a row';
  for (const [column, value] of Object.entries(row)) {
    const kind = table.columns[column];
    if (!kind) return `has a column this version does not know ('${column}')`;
    const problem = kindProblem(kind, value);
    if (problem) return `column '${column}' ${problem}`;
  }
  const missing = table.key.find((column) => (row as BackupRow)[column] === undefined);
  return missing ? `has no '${missing}'` : null;
}
