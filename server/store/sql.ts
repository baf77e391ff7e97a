/**
 * The dialect layer: the small SQL adapter every query of the store is written over, and
 * everything that differs between SQLite and PostgreSQL as named helpers. Queries are written
 * once, with `?` placeholders (PostgreSQL's dialect numbers them); nothing outside this file
 * and the two engine files (sqlite-store.ts, postgres-store.ts) asks which engine it runs on.
 */

export type Row = Record<string, unknown>;

export type EngineName = 'sqlite' | 'postgres';

/** What differs between the engines, each as SQL text (or a test) the shared queries put in place. */
export interface Dialect {
  readonly name: EngineName;
  /** A statement written with `?` placeholders as the engine takes it. */
  placeholders(text: string): string;
  /**
   * After a SELECT of one row inside a write transaction: the row stays locked until the commit.
   * SQLite's BEGIN IMMEDIATE makes every write transaction one writer's turn already; NO KEY
   * UPDATE leaves other rows free to point at it.
   */
  readonly lockRow: string;
  /**
   * After a claim's SELECT: the rows of `alias` are locked, and those another transaction holds
   * skipped rather than waited for (SQLite: the whole claim is one writer's turn).
   */
  skipLocked(alias: string): string;
  /** The smaller and the greater of two numbers (SQLite's scalar min and max). */
  least(a: string, b: string): string;
  greatest(a: string, b: string): string;
  /**
   * A statement that takes the lock `key` until the commit, so transactions running side by side
   * take turns; null where a write transaction excludes every other already (SQLite).
   */
  advisoryLock(key: number): string | null;
  /**
   * Text search on the request `s`, with three placeholders: its reference LIKE the first, or its
   * JSON data's text LIKE the second (cheap, rules most rows out) and one of the data's string
   * values LIKE the third. Patterns are lower case with `\` as LIKE's escape.
   */
  readonly textSearch: string;
  /** The names of the answers the requests of one form (`?`) hold, one row each, as `field`. */
  readonly answeredFields: string;
  /** Between an INSERT's columns and VALUES: the row keeps the id given, though an identity column numbers itself. */
  readonly overridingIdentity: string;
  /**
   * A statement moving `table`'s id numbering past its highest id, after a restore wrote the ids;
   * null where the engine numbers after the highest id by itself (SQLite).
   */
  identityRestart(table: string): string | null;
  /** Whether `error` is the unique constraint on `table.column` refusing a second row. */
  isUniqueViolation(error: unknown, table: string, column: string): boolean;
}

/** One connection (or the pool) of either engine, carrying its dialect's helpers. */
export interface Sql extends Dialect {
  all(sql: string, params?: unknown[]): Promise<Row[]>;
  /** The number of rows changed. */
  run(sql: string, params?: unknown[]): Promise<number>;
  /** Several statements without parameters (a migration), with the engine's long time limit. */
  script(sql: string): Promise<void>;
  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
}

export const sqliteDialect: Dialect = {
  name: 'sqlite',
  placeholders: (text) => text,
  lockRow: '',
  skipLocked: () => '',
  least: (a, b) => `min(${a}, ${b})`,
  greatest: (a, b) => `max(${a}, ${b})`,
  advisoryLock: () => null,
  textSearch: `(lower(s.reference) LIKE ? ESCAPE '\\' OR (lower(s.data) LIKE ? ESCAPE '\\' AND EXISTS
    (SELECT 1 FROM json_tree(s.data) j WHERE j.type = 'text' AND lower(j.value) LIKE ? ESCAPE '\\')))`,
  answeredFields:
    'SELECT DISTINCT j.key AS field FROM submissions s, json_each(s.data) j WHERE s.form_id = ?',
  overridingIdentity: '',
  identityRestart: () => null,
  // Duck-typed: node:sqlite's errors are not `instanceof Error` inside Jest's sandbox.
  isUniqueViolation(error, table, column) {
    const message = (error as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message.includes(`UNIQUE constraint failed: ${table}.${column}`);
  },
};

export const postgresDialect: Dialect = {
  name: 'postgres',
  // No statement of the store has a `?` of its own (no JSONB key test, none in a literal).
  placeholders(text) {
    let n = 0;
    return text.replace(/\?/g, () => `$${(n += 1)}`);
  },
  lockRow: 'FOR NO KEY UPDATE',
  skipLocked: (alias) => `FOR UPDATE OF ${alias} SKIP LOCKED`,
  least: (a, b) => `LEAST(${a}, ${b})`,
  greatest: (a, b) => `GREATEST(${a}, ${b})`,
  advisoryLock: (key) => `SELECT pg_advisory_xact_lock(${Math.trunc(key)})`,
  textSearch: `(lower(s.reference) LIKE ? ESCAPE '\\' OR (lower(s.data::text) LIKE ? ESCAPE '\\' AND EXISTS
    (SELECT 1 FROM jsonb_path_query(s.data, 'strict $.**') v
     WHERE jsonb_typeof(v) = 'string' AND lower(v #>> '{}') LIKE ? ESCAPE '\\')))`,
  answeredFields: 'SELECT DISTINCT jsonb_object_keys(data) AS field FROM submissions WHERE form_id = ?',
  overridingIdentity: 'OVERRIDING SYSTEM VALUE',
  identityRestart: (table) =>
    `SELECT setval(pg_get_serial_sequence('${table}', 'id'), coalesce(max(id), 0) + 1, false) FROM ${table}`,
  isUniqueViolation(error, table, column) {
    const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
    return code === '23505' && constraint === `${table}_${column}_key`;
  },
};

/** `count` placeholders, comma-separated. */
export const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');
