/**
 * Which texts the owner may change (core/content/editable-keys.ts) and what the server refuses
 * in a draft. The browser test content-editing.test.ts checks the other direction: every text
 * the editor offers on the page is one of these.
 */
import {
  contentProblems,
  editableKeyPatterns,
  editableNamespaces,
  isEditableKey,
  type EditableLocales,
} from '../../core/content/editable-keys.ts';
import { keyPattern } from '../../core/content/text-limits.ts';
import enHome from '../../locales/en/home.json';
import enLayout from '../../locales/en/layout.json';
import esHome from '../../locales/es/home.json';
import esLayout from '../../locales/es/layout.json';

const locales: EditableLocales = { layout: enLayout, home: enHome };

function keysOf(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key}`]
      : keysOf(value as Record<string, unknown>, `${prefix}${key}.`),
  );
}

describe('the editable keys', () => {
  it('each pattern names at least one text of locales/en, and Spanish has every one too', () => {
    const spanish = new Set([
      ...keysOf(esLayout).map((key) => `layout:${key}`),
      ...keysOf(esHome).map((key) => `home:${key}`),
    ]);
    for (const pattern of editableKeyPatterns) {
      const ns = pattern.split(':')[0] as (typeof editableNamespaces)[number];
      const matched = keysOf(locales[ns])
        .map((key) => `${ns}:${key}`)
        .filter((id) => keyPattern(pattern).test(id));
      expect([pattern, matched.length > 0]).toEqual([pattern, true]);
      for (const id of matched) expect([id, spanish.has(id)]).toEqual([id, true]);
    }
  });

  it('takes the texts of the patterns only', () => {
    expect(isEditableKey('home:hero.title', locales)).toBe(true);
    expect(isEditableKey('home:services.items.dtf.description', locales)).toBe(true);
    expect(isEditableKey('layout:footer.popular.business-cards', locales)).toBe(true);
    // A pattern's wildcard covers only the ids the locale has.
    expect(isEditableKey('home:services.items.nope.description', locales)).toBe(false);
    // Texts that exist but are not editable: the page title, an accessible name.
    expect(isEditableKey('home:meta.title', locales)).toBe(false);
    expect(isEditableKey('layout:menu.open', locales)).toBe(false);
    expect(isEditableKey('common:brand.name', locales)).toBe(false);
    expect(isEditableKey('hero.title', locales)).toBe(false);
  });
});

describe('contentProblems', () => {
  it('finds nothing wrong in a good draft, in both languages', () => {
    expect(
      contentProblems(
        { 'en:home:hero.title': 'Signs that sell', 'es:layout:footer.address': 'Calle Mayor 1' },
        locales,
      ),
    ).toEqual({ unknown: [], tooLong: [], notText: [], reserved: [] });
  });

  it('names unknown keys, texts over their limit, values that are not text and reserved texts', () => {
    expect(
      contentProblems(
        {
          'fr:home:hero.title': 'Bonjour',
          'en:home:hero.subtitle': 'x',
          'home:hero.title': 'no language',
          'en:home:hero.description': 'd'.repeat(301),
          'es:home:reviews.note': 'n'.repeat(150),
          'en:home:cta.title': 42,
          'en:home:cta.description': 'a\u0000b',
          'en:home:reviews.title': 'Hi __CSP_NONCE__',
        },
        locales,
      ),
    ).toEqual({
      unknown: ['fr:home:hero.title', 'en:home:hero.subtitle', 'home:hero.title'],
      tooLong: [{ key: 'en:home:hero.description', limit: 300, length: 301 }],
      notText: ['en:home:cta.title', 'en:home:cta.description'],
      reserved: ['en:home:reviews.title'],
    });
  });
});
