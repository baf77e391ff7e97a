import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { languages, namespaces as browserNamespaces, serverNamespaces } from '../../src/lib/languages.ts';

const namespaces = [...browserNamespaces, ...serverNamespaces];

const root = path.resolve(__dirname, '../../locales');

function load(lng: string, ns: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(root, lng, `${ns}.json`), 'utf8'));
}

/** Every leaf of a nested translation file as `a.b.c` -> value. */
function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (tree && typeof tree === 'object' && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree)) {
      for (const [k, v] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, tree);
  }
  return out;
}

describe('locales', () => {
  it('has one file per language and namespace, and no other', () => {
    for (const lng of languages) {
      const files = readdirSync(path.join(root, lng))
        .filter((f) => f.endsWith('.json'))
        .sort();
      expect(files).toEqual(namespaces.map((ns) => `${ns}.json`).sort());
    }
  });

  it.each([...namespaces])('gives Spanish every key English has, and no extra, in %s', (ns) => {
    const en = leaves(load('en', ns));
    const es = leaves(load('es', ns));
    expect([...en.keys()].filter((k) => !es.has(k))).toEqual([]);
    expect([...es.keys()].filter((k) => !en.has(k))).toEqual([]);
  });

  it.each([...namespaces])('has only non-empty strings in %s', (ns) => {
    for (const lng of languages) {
      for (const [key, value] of leaves(load(lng, ns))) {
        expect([lng, key, typeof value === 'string' && value.trim().length > 0]).toEqual([lng, key, true]);
      }
    }
  });

  /** Proper names and the like, the same in both languages on purpose. */
  const sameInBothLanguages = new Set(['common:brand.name', 'layout:footer.address', 'emails:shopName']);

  it('translates rather than copies: every longer Spanish text differs from the English one', () => {
    for (const ns of namespaces) {
      const en = leaves(load('en', ns));
      const es = leaves(load('es', ns));
      const long = [...en.entries()].filter(([, v]) => typeof v === 'string' && v.split(' ').length >= 4);
      const copied = long
        .filter(([k, v]) => es.get(k) === v)
        .map(([k]) => `${ns}:${k}`)
        .filter((k) => !sameInBothLanguages.has(k));
      expect(copied).toEqual([]);
    }
  });

  it('keeps the interpolation placeholders of each English text in Spanish', () => {
    for (const ns of namespaces) {
      const es = leaves(load('es', ns));
      for (const [key, value] of leaves(load('en', ns))) {
        const names = (String(value).match(/{{\s*\w+\s*}}/g) ?? []).sort();
        expect([ns, key, (String(es.get(key)).match(/{{\s*\w+\s*}}/g) ?? []).sort()]).toEqual([
          ns,
          key,
          names,
        ]);
      }
    }
  });

  it('loads every namespace lazily from its own file', () => {
    const source = readFileSync(path.resolve(__dirname, '../../src/lib/locale-loaders.ts'), 'utf8');
    for (const lng of languages) {
      for (const ns of browserNamespaces)
        expect(source).toContain(`import('../../locales/${lng}/${ns}.json')`);
      // The e-mail texts are the server's: the browser never downloads them.
      for (const ns of serverNamespaces) expect(source).not.toContain(`/${ns}.json`);
    }
  });
});
