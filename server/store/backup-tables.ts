/**
 * What a backup holds of the store (docs/data-and-backups.md "Backup and restore"): the tables that matter, in the
 * order a restore writes them (a request before the rows that point at it), and the kind of each
 * column, so both stores dump the same shapes (times as ISO text, JSON as objects, whole numbers
 * as numbers) and an archive made on SQLite restores into PostgreSQL and back.
 */

export type ColumnKind = 'integer' | 'text' | 'time' | 'json';

type TableSpec = {
  name: string;
  /** The primary key: rows are read in its order, a page at a time. */
  key: readonly string[];
  columns: Readonly<Record<string, ColumnKind>>;
  /** PostgreSQL numbers its `id` itself: a restore writes the archive's and moves the numbering on. */
  identity?: boolean;
  /** A row with the same key may already be there (see secrets): the archive's replaces it. */
  replaces?: boolean;
};

export const backupTables = [
  {
    name: 'submissions',
    key: ['id'],
    identity: true,
    columns: {
      id: 'integer',
      reference: 'text',
      form_id: 'text',
      status: 'text',
      data: 'json',
      created_at: 'time',
      updated_at: 'time',
      spam_reason: 'text',
      lang: 'text',
      ip_hash: 'text',
      user_agent: 'text',
    },
  },
  {
    // After submissions: each quote points at its request.
    name: 'quotes',
    key: ['id'],
    identity: true,
    columns: {
      id: 'integer',
      submission_id: 'integer',
      version: 'integer',
      lines: 'json',
      discount: 'json',
      tax_rate_thousandths: 'integer',
      subtotal_cents: 'integer',
      discount_cents: 'integer',
      tax_cents: 'integer',
      total_cents: 'integer',
      currency: 'text',
      valid_until: 'text',
      note: 'text',
      sent_at: 'time',
      sent_ms: 'integer',
      state: 'text',
      sha256: 'text',
      decision_kind: 'text',
      decision_name: 'text',
      decision_reason: 'text',
      decision_comment: 'text',
      decided_at: 'time',
      decision_ip: 'text',
      decision_user_agent: 'text',
      decision_sha256: 'text',
    },
  },
  {
    // After quotes: each extension points at its quote.
    name: 'quote_extensions',
    key: ['id'],
    identity: true,
    columns: { id: 'integer', quote_id: 'integer', from_day: 'text', to_day: 'text', at: 'time' },
  },
  {
    // Before files: a message's files point at it.
    name: 'messages',
    key: ['id'],
    identity: true,
    columns: {
      id: 'integer',
      submission_id: 'integer',
      author: 'text',
      text: 'text',
      at: 'time',
      read_at: 'time',
    },
  },
  {
    name: 'files',
    key: ['id'],
    identity: true,
    columns: {
      id: 'integer',
      submission_id: 'integer',
      field: 'text',
      original_name: 'text',
      stored_name: 'text',
      size: 'integer',
      content_type: 'text',
      sha256: 'text',
      origin: 'text',
      message_id: 'integer',
    },
  },
  {
    // After files: each proof points at its file.
    name: 'proofs',
    key: ['id'],
    identity: true,
    columns: {
      id: 'integer',
      submission_id: 'integer',
      version: 'integer',
      file_id: 'integer',
      note: 'text',
      sent_at: 'time',
      sent_ms: 'integer',
      state: 'text',
      decision_kind: 'text',
      decision_name: 'text',
      decision_comment: 'text',
      decided_at: 'time',
      decision_ip: 'text',
      decision_user_agent: 'text',
      decision_sha256: 'text',
      reminders_sent: 'integer',
    },
  },
  {
    // The links already e-mailed keep working after a restore (only their hashes are here).
    name: 'customer_links',
    key: ['id'],
    identity: true,
    columns: {
      id: 'integer',
      submission_id: 'integer',
      token_hash: 'text',
      created_ms: 'integer',
      expires_ms: 'integer',
      revoked_ms: 'integer',
    },
  },
  {
    name: 'status_history',
    key: ['id'],
    identity: true,
    columns: {
      id: 'integer',
      submission_id: 'integer',
      status: 'text',
      changed_by: 'text',
      at: 'time',
      // A quote's event and version (009); absent in an archive made before, read as NULL.
      event: 'text',
      version: 'integer',
    },
  },
  {
    name: 'notes',
    key: ['id'],
    identity: true,
    columns: { id: 'integer', submission_id: 'integer', text: 'text', at: 'time' },
  },
  {
    name: 'outbox',
    key: ['id'],
    identity: true,
    columns: {
      id: 'integer',
      submission_id: 'integer',
      kind: 'text',
      message: 'json',
      state: 'text',
      attempts: 'integer',
      created_ms: 'integer',
      due_ms: 'integer',
      done_ms: 'integer',
      last_error: 'text',
    },
  },
  {
    name: 'owner_password',
    key: ['id'],
    columns: { id: 'integer', hash: 'text', changed_at: 'time' },
  },
  {
    name: 'site_content_drafts',
    key: ['lng'],
    columns: { lng: 'text', content: 'json', updated_at: 'time' },
  },
  {
    name: 'site_content_versions',
    key: ['version'],
    columns: { version: 'integer', published_at: 'time', content: 'json', restored_from: 'integer' },
  },
  {
    // A server started on the empty store before the restore made an IP-hash key of its own;
    // the shop's replaces it, so the addresses hashed before and after compare.
    name: 'secrets',
    key: ['name'],
    replaces: true,
    columns: { name: 'text', value: 'text' },
  },
  {
    // So a visitor's retry of a request sent before the backup still gets its first answer. An
    // empty store may keep the key of a request deleted since: the archive's replaces it.
    name: 'idempotency_keys',
    key: ['form_id', 'idem_key'],
    replaces: true,
    columns: { form_id: 'text', idem_key: 'text', reference: 'text', created_ms: 'integer' },
  },
] as const satisfies readonly TableSpec[];

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
] as const;

export type BackupTableName = (typeof backupTables)[number]['name'];
export type BackupTable = TableSpec & { name: BackupTableName };
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
