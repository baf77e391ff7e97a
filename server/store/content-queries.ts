/**
 * The site's editable texts (docs/owner-guide.md "Editing the site's texts"), written once for both engines
 * over the SQL adapter of sql.ts: the owner's draft of each language, and the
 * numbered versions publishing makes, the highest of which every visitor sees.
 */
import { parsed, toIso } from './rows.ts';
import type { Row, Sql } from './sql.ts';
import {
  isLanguage,
  languages,
  type ContentAccess,
  type ContentDraft,
  type ContentMap,
  type ContentVersionInfo,
  type Language,
} from './types.ts';

/**
 * Held by a publish until it commits, so two processes never take the same number. Any
 * constant works, as long as every process uses it and it is not migrations.ts's lock.
 */
const publishLockKey = 7_301_962_045;

const mapOf = (value: unknown) => parsed(value) as ContentMap;

/** SQLite would keep a time as written and PostgreSQL normalise it: both are given this one form. */
const isoOf = (text: string) => new Date(text).toISOString();

const partOf = (content: ContentMap, lng: Language): ContentMap =>
  Object.fromEntries(Object.entries(content).filter(([key]) => key.startsWith(`${lng}:`)));

function countsOf(content: ContentMap): Record<Language, number> {
  const keys = Object.keys(content);
  return Object.fromEntries(
    languages.map((lng) => [lng, keys.filter((key) => key.startsWith(`${lng}:`)).length]),
  ) as Record<Language, number>;
}

function infoOf(row: Row, content: ContentMap): ContentVersionInfo {
  return {
    version: Number(row.version),
    publishedAt: toIso(row.published_at),
    restoredFrom:
      row.restored_from === null || row.restored_from === undefined ? null : Number(row.restored_from),
    texts: countsOf(content),
  };
}

/** Replaces one language's draft; call inside a transaction. */
async function saveDraft(sql: Sql, lng: Language, content: ContentMap, at: string): Promise<void> {
  await sql.run(
    `INSERT INTO site_content_drafts (lng, content, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (lng) DO UPDATE SET content = excluded.content, updated_at = excluded.updated_at`,
    [lng, JSON.stringify(content), at],
  );
}

export function contentQueries(db: Sql): ContentAccess {
  return {
    async drafts() {
      const rows = await db.all('SELECT lng, content, updated_at FROM site_content_drafts ORDER BY lng');
      return rows
        .filter((row) => isLanguage(row.lng))
        .map((row): ContentDraft => ({
          lng: row.lng as Language,
          content: mapOf(row.content),
          updatedAt: toIso(row.updated_at),
        }));
    },

    async saveDrafts(drafts, nowIso) {
      const at = isoOf(nowIso);
      await db.transaction(async (sql) => {
        for (const lng of languages) {
          const content = drafts[lng];
          if (content) await saveDraft(sql, lng, content, at);
        }
      });
    },

    async publish(content, nowIso, restoredFrom) {
      const at = isoOf(nowIso);
      return db.transaction(async (sql) => {
        // Transactions running side by side would read the same highest number: they take turns.
        const lock = sql.advisoryLock(publishLockKey);
        if (lock) await sql.run(lock);
        const rows = await sql.all('SELECT coalesce(max(version), 0) + 1 AS next FROM site_content_versions');
        const version = Number(rows[0].next);
        await sql.run(
          'INSERT INTO site_content_versions (version, published_at, content, restored_from) VALUES (?, ?, ?, ?)',
          [version, at, JSON.stringify(content), restoredFrom ?? null],
        );
        for (const lng of languages) await saveDraft(sql, lng, partOf(content, lng), at);
        return { version, publishedAt: at, restoredFrom: restoredFrom ?? null, texts: countsOf(content) };
      });
    },

    async liveVersion() {
      const rows = await db.all('SELECT coalesce(max(version), 0) AS live FROM site_content_versions');
      return Number(rows[0].live);
    },

    async version(version) {
      // PostgreSQL refuses a number its INTEGER cannot hold where SQLite finds nothing: both
      // answer null.
      if (!Number.isInteger(version) || version < 1 || version > 2_147_483_647) return null;
      const rows = await db.all(
        'SELECT version, published_at, content, restored_from FROM site_content_versions WHERE version = ?',
        [version],
      );
      if (!rows.length) return null;
      const content = mapOf(rows[0].content);
      return { ...infoOf(rows[0], content), content };
    },

    async versions() {
      const rows = await db.all(
        'SELECT version, published_at, content, restored_from FROM site_content_versions ORDER BY version DESC',
      );
      return rows.map((row) => infoOf(row, mapOf(row.content)));
    },
  };
}
