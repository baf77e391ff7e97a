/**
 * The store's tables and columns as the migrations make them: read from the PostgreSQL twin of
 * each migration (server/migrations/*.postgres.sql, whose types say what a column holds; the
 * SQLite twins keep the same logical schema, which tests/server/backup-round-trip.test.ts checks
 * against both live databases). The backup's column list comes from here, so a migration that
 * adds a column adds it to every backup without a second list to keep in step.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultMigrationsDir } from './migrations.ts';

export type ColumnKind = 'integer' | 'text' | 'time' | 'json';

/** Table name to its columns, in the order the migrations create them, each with its type. */
export type SchemaColumns = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** The kind a PostgreSQL type stands for in a backup; a type it cannot carry is an error. */
export function kindOf(type: string, where: string): ColumnKind {
  const upper = type.toUpperCase();
  if (upper === 'BIGINT' || upper === 'INTEGER' || upper === 'SMALLINT') return 'integer';
  if (upper === 'TIMESTAMPTZ') return 'time';
  if (upper === 'JSONB') return 'json';
  if (upper === 'TEXT') return 'text';
  throw new Error(`${where}: a backup knows no kind for the type ${type}`);
}

/** Statements without comments, one per `;`. */
function statementsOf(sql: string): string[] {
  return sql
    .replace(/--[^\n]*/g, '')
    .split(';')
    .map((statement) => statement.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** The column definitions of a CREATE TABLE's body, split at the commas outside parentheses. */
function definitionsOf(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of body) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

const tableConstraint = /^(PRIMARY KEY|UNIQUE|CHECK|FOREIGN KEY|CONSTRAINT|EXCLUDE)\b/i;

export function readSchemaColumns(dir = defaultMigrationsDir()): SchemaColumns {
  const tables = new Map<string, Map<string, string>>();
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.postgres.sql'))
    .sort();
  for (const file of files) {
    for (const statement of statementsOf(readFileSync(path.join(dir, file), 'utf8'))) {
      const create = /^CREATE TABLE (?:IF NOT EXISTS )?(\w+) \((.*)\)$/i.exec(statement);
      if (create) {
        const columns = new Map<string, string>();
        for (const definition of definitionsOf(create[2])) {
          if (tableConstraint.test(definition)) continue;
          const [name, type] = definition.split(' ');
          columns.set(name, type.toUpperCase());
        }
        tables.set(create[1], columns);
        continue;
      }
      const add = /^ALTER TABLE (\w+) ADD COLUMN (?:IF NOT EXISTS )?(\w+) (\w+)/i.exec(statement);
      if (add) {
        tables.get(add[1])?.set(add[2], add[3].toUpperCase());
        continue;
      }
      const drop = /^ALTER TABLE (\w+) DROP COLUMN (?:IF EXISTS )?(\w+)/i.exec(statement);
      if (drop) tables.get(drop[1])?.delete(drop[2]);
      const dropTable = /^DROP TABLE (?:IF EXISTS )?(\w+)/i.exec(statement);
      if (dropTable) tables.delete(dropTable[1]);
    }
  }
  return tables;
}
