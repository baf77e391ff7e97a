/**
 * The store's part of the site's editable texts (server/store/content-queries.ts) on both
 * backends: drafts per language, numbered versions, what a second process sees, and publishes
 * from two processes at once never sharing a number.
 */
import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { sqliteFileIn } from '../../server/store/open-store.ts';
import type { ContentMap } from '../../server/store/types.ts';
import { backendNames, storePerTest } from './fixtures/store-backends.ts';

jest.setTimeout(30_000);

const root = resolve(__dirname, '../..');
const t1 = '2025-03-01T09:00:00.000Z';
const t2 = '2025-03-02T09:00:00.000Z';
const t3 = '2025-03-03T09:00:00.000Z';

/** Texts that must come back exactly: quotes, backslashes, newlines, accents, emoji, markup. */
const tricky: ContentMap = {
  'en:home:hero.title': 'Print "anything" — it\'s\nour job\\trade',
  'en:home:hero.body': '<b>Bold</b> & {{count}} 😀\r\n\ttabbed',
  'es:home:hero.title': 'Imprimimos «todo»: ¿qué necesita? ñandú',
  'es:contact:intro': "'; DROP TABLE site_content_versions; --",
};

/**
 * `count` publishes at once from each of two SQLite processes on `file`. Two stores in this
 * one thread would wait on each other's lock with the thread blocked, so these are real
 * processes, as two servers would be.
 */
async function publishFromProcesses(file: string, count: number): Promise<number[]> {
  const script = `
    const { createSqliteStore } = await import(${JSON.stringify(pathToFileURL(join(root, 'server/store/sqlite-store.ts')).href)});
    const store = createSqliteStore({ file: process.argv[1] });
    const infos = await Promise.all(
      Array.from({ length: Number(process.argv[2]) }, (_, i) =>
        store.content.publish({ ['en:home:n']: String(process.pid) + '-' + i }, new Date().toISOString()),
      ),
    );
    await store.close();
    console.log(JSON.stringify(infos.map((info) => info.version)));
  `;
  const run = () =>
    promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, file, String(count)], {
      cwd: root,
    });
  const outputs = await Promise.all([run(), run()]);
  return outputs.flatMap(({ stdout }) => JSON.parse(stdout) as number[]);
}

describe.each(backendNames)('site content in the %s store', (backendName) => {
  const fresh = storePerTest(backendName);

  it('starts with no drafts and nothing published', async () => {
    expect(await fresh.store.content.drafts()).toEqual([]);
    expect(await fresh.store.content.liveVersion()).toBe(0);
    expect(await fresh.store.content.versions()).toEqual([]);
  });

  it('saves each language on its own and leaves the other as it was', async () => {
    await fresh.store.content.saveDrafts({ en: { 'en:home:a': 'A', 'en:home:b': 'B' } }, t1);
    await fresh.store.content.saveDrafts({ es: { 'es:home:a': 'Á' } }, t2);
    expect(await fresh.store.content.drafts()).toEqual([
      { lng: 'en', content: { 'en:home:a': 'A', 'en:home:b': 'B' }, updatedAt: t1 },
      { lng: 'es', content: { 'es:home:a': 'Á' }, updatedAt: t2 },
    ]);

    // A saved draft replaces the language's whole draft: a key left out is back at its default.
    await fresh.store.content.saveDrafts({ en: { 'en:home:b': 'B2' } }, t3);
    expect(await fresh.store.content.drafts()).toEqual([
      { lng: 'en', content: { 'en:home:b': 'B2' }, updatedAt: t3 },
      { lng: 'es', content: { 'es:home:a': 'Á' }, updatedAt: t2 },
    ]);
  });

  it('keeps an empty draft (everything at its default) rather than forgetting it', async () => {
    await fresh.store.content.saveDrafts({ en: { 'en:home:a': 'A' }, es: { 'es:home:a': 'Á' } }, t1);
    await fresh.store.content.saveDrafts({ en: {} }, t2);
    expect(await fresh.store.content.drafts()).toEqual([
      { lng: 'en', content: {}, updatedAt: t2 },
      { lng: 'es', content: { 'es:home:a': 'Á' }, updatedAt: t1 },
    ]);
  });

  it('stores times in one form on both backends', async () => {
    await fresh.store.content.saveDrafts({ en: {} }, '2025-03-01T10:00:00+01:00');
    expect((await fresh.store.content.drafts())[0].updatedAt).toBe('2025-03-01T09:00:00.000Z');
    const info = await fresh.store.content.publish({}, '2025-03-01T10:30:00+01:00');
    expect(info.publishedAt).toBe('2025-03-01T09:30:00.000Z');
    expect((await fresh.store.content.version(1))!.publishedAt).toBe('2025-03-01T09:30:00.000Z');
  });

  it('numbers versions 1, 2, 3 and makes each the draft of both languages', async () => {
    await fresh.store.content.saveDrafts({ es: { 'es:home:a': 'borrador' } }, t1);
    const first = await fresh.store.content.publish({ 'en:home:a': 'One' }, t1);
    expect(first).toEqual({ version: 1, publishedAt: t1, restoredFrom: null, texts: { en: 1, es: 0 } });
    // The Spanish draft had texts the published map has not: it is now the published (empty) part.
    expect(await fresh.store.content.drafts()).toEqual([
      { lng: 'en', content: { 'en:home:a': 'One' }, updatedAt: t1 },
      { lng: 'es', content: {}, updatedAt: t1 },
    ]);

    expect((await fresh.store.content.publish({ 'en:home:a': 'Two' }, t2)).version).toBe(2);
    expect((await fresh.store.content.publish(tricky, t3)).version).toBe(3);
    expect(await fresh.store.content.liveVersion()).toBe(3);
    expect(await fresh.store.content.drafts()).toEqual([
      {
        lng: 'en',
        content: {
          'en:home:hero.title': tricky['en:home:hero.title'],
          'en:home:hero.body': tricky['en:home:hero.body'],
        },
        updatedAt: t3,
      },
      {
        lng: 'es',
        content: {
          'es:home:hero.title': tricky['es:home:hero.title'],
          'es:contact:intro': tricky['es:contact:intro'],
        },
        updatedAt: t3,
      },
    ]);
  });

  it('gives back each version exactly as published', async () => {
    await fresh.store.content.publish({ 'en:home:a': 'One' }, t1);
    await fresh.store.content.publish(tricky, t2);
    expect(await fresh.store.content.version(2)).toEqual({
      version: 2,
      publishedAt: t2,
      restoredFrom: null,
      texts: { en: 2, es: 2 },
      content: tricky,
    });
    expect((await fresh.store.content.version(1))!.content).toEqual({ 'en:home:a': 'One' });
    expect(await fresh.store.content.version(99)).toBeNull();
    expect(await fresh.store.content.version(0)).toBeNull();
    expect(await fresh.store.content.version(1.5)).toBeNull();
    expect(await fresh.store.content.version(2 ** 40)).toBeNull();
  });

  it('lists versions newest first, with their counts and what each was restored from', async () => {
    await fresh.store.content.publish({ 'en:home:a': 'One', 'es:home:a': 'Uno' }, t1);
    await fresh.store.content.publish(tricky, t2);
    const restored = await fresh.store.content.publish(
      (await fresh.store.content.version(1))!.content,
      t3,
      1,
    );
    expect(restored).toEqual({ version: 3, publishedAt: t3, restoredFrom: 1, texts: { en: 1, es: 1 } });
    expect(await fresh.store.content.versions()).toEqual([
      { version: 3, publishedAt: t3, restoredFrom: 1, texts: { en: 1, es: 1 } },
      { version: 2, publishedAt: t2, restoredFrom: null, texts: { en: 2, es: 2 } },
      { version: 1, publishedAt: t1, restoredFrom: null, texts: { en: 1, es: 1 } },
    ]);
  });

  it('shows another process on the same database the same live version and drafts', async () => {
    await fresh.store.content.saveDrafts({ es: { 'es:home:a': 'Á' } }, t1);
    await fresh.store.content.publish({ 'en:home:a': 'One' }, t2);
    await fresh.store.content.saveDrafts({ en: { 'en:home:a': 'Next' } }, t3);
    const other = await fresh.backend.open();
    try {
      expect(await other.content.liveVersion()).toBe(1);
      expect(await other.content.drafts()).toEqual(await fresh.store.content.drafts());
      expect(await other.content.version(1)).toEqual(await fresh.store.content.version(1));

      await other.content.publish({ 'es:home:a': 'Dos' }, t3);
      expect(await fresh.store.content.liveVersion()).toBe(2);
    } finally {
      await other.close();
    }
  });

  it('gives publishes from two processes at once distinct, consecutive numbers', async () => {
    await fresh.store.content.publish({}, t1);
    let numbers: number[];
    if (backendName === 'sqlite') {
      numbers = await publishFromProcesses(sqliteFileIn(fresh.backend.dataDir), 5);
    } else {
      // A second fresh.store on the same database is what a second server process holds.
      const other = await fresh.backend.open();
      try {
        const infos = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            (i % 2 ? other : fresh.store).content.publish({ 'en:home:n': String(i) }, t2),
          ),
        );
        numbers = infos.map((info) => info.version);
      } finally {
        await other.close();
      }
    }
    expect([...numbers].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(await fresh.store.content.liveVersion()).toBe(11);
    expect((await fresh.store.content.versions()).map((info) => info.version)).toEqual([
      11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
    ]);
  });
});
