/**
 * The lines the owner's quote editor offers from the catalogue: each with a price in whole
 * cents taken from the catalogue files, and a name in both languages from the catalogue's own
 * texts (never a missing key shown as itself).
 */
import i18next, { type i18n as I18n } from 'i18next';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { webAddOns, webPackages } from '../../catalog/digital-marketing.ts';
import { dtfSizes } from '../../catalog/dtf.ts';
import {
  catalogLineGroups,
  catalogQuoteLine,
  catalogQuoteLines,
  describeCatalogLine,
  type CatalogText,
  type CatalogTranslate,
} from '../../core/pricing/catalog-quote-lines.ts';

const namespaces = ['catalog', 'dtf', 'forms', 'pages', 'owner'] as const;
const languages = ['en', 'es'] as const;

const load = (lng: string, ns: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, '../../locales', lng, `${ns}.json`), 'utf8')) as object;

let i18n: I18n;

beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    fallbackLng: false,
    ns: [...namespaces],
    resources: Object.fromEntries(
      languages.map((lng) => [lng, Object.fromEntries(namespaces.map((ns) => [ns, load(lng, ns)]))]),
    ),
    interpolation: { escapeValue: false },
  });
});

/** Looks each text up in `lng`, and fails on a key that has no text there. */
const translateIn =
  (lng: 'en' | 'es'): CatalogTranslate =>
  (ns, key, values) => {
    if (!i18n.exists(key, { ns, lng })) throw new Error(`${lng}: no text ${ns}:${key}`);
    return i18n.getFixedT(lng, ns)(key, values ?? {});
  };

/** Every text a line uses, the nested ones (a unit's name) included. */
function textsOf(part: CatalogText): CatalogText[] {
  const nested = Object.values(part.values ?? {}).filter(
    (value): value is CatalogText => typeof value === 'object',
  );
  return [part, ...nested.flatMap(textsOf)];
}

describe("the catalogue's quote lines", () => {
  it('each have a stable, unique id, a known group and a positive price in whole cents', () => {
    const ids = catalogQuoteLines().map((line) => line.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const line of catalogQuoteLines()) {
      expect([line.id, Number.isInteger(line.unitCents) && line.unitCents > 0]).toEqual([line.id, true]);
      expect(line.id).toMatch(/^[a-z]+(-[a-z]+)*(:[a-z0-9]+(-[a-z0-9]+)*)+$/);
      expect(catalogLineGroups).toContain(line.group);
    }
    // Every group offers something.
    expect(new Set(catalogQuoteLines().map((line) => line.group))).toEqual(new Set(catalogLineGroups));
  });

  it('each have a name in English and in Spanish, from the texts that exist', () => {
    for (const line of catalogQuoteLines()) {
      for (const part of line.parts.flatMap(textsOf)) {
        for (const lng of languages) {
          expect([
            line.id,
            lng,
            `${part.ns}:${part.key}`,
            i18n.exists(part.key, { ns: part.ns, lng }),
          ]).toEqual([line.id, lng, `${part.ns}:${part.key}`, true]);
        }
      }
      const en = describeCatalogLine(line, translateIn('en'));
      const es = describeCatalogLine(line, translateIn('es'));
      for (const text of [en, es]) {
        expect(text.trim().length).toBeGreaterThan(2);
        expect(text).not.toMatch(/{{|}}|undefined/);
      }
    }
  });

  it('take their prices from the catalogue, to the cent', () => {
    expect(catalogQuoteLine('printing:business-cards')?.unitCents).toBe(2900);
    expect(catalogQuoteLine('vehicle-wraps:full-wraps')?.unitCents).toBe(249_900);
    // $3.50 is 350 cents, not 349.99… from a float.
    expect(catalogQuoteLine('dtf:custom-transfers:small')?.unitCents).toBe(350);
    for (const size of dtfSizes) {
      expect(catalogQuoteLine(`dtf:ready-to-press:${size.id}`)?.unitCents).toBe(Math.round(size.price * 100));
    }
    for (const item of webPackages) {
      expect(catalogQuoteLine(`website:package:${item.id}`)?.unitCents).toBe(item.price * 100);
    }
    for (const item of webAddOns) {
      expect(catalogQuoteLine(`website:add-on:${item.id}`)?.unitCents).toBe(item.price * 100);
    }
    // A menu item without a stated price is not offered: the owner writes that line by hand.
    expect(catalogQuoteLine('printing:letterheads')).toBeUndefined();
  });

  it('read as the catalogue says it, in each language', () => {
    const line = (id: string) => catalogQuoteLine(id)!;
    expect(describeCatalogLine(line('printing:business-cards'), translateIn('en'))).toBe('Business Cards');
    expect(describeCatalogLine(line('dtf:custom-transfers:medium'), translateIn('en'))).toBe(
      'Custom DTF Transfers (Medium, 4-8")',
    );
    expect(describeCatalogLine(line('dtf:custom-transfers:small'), translateIn('es'))).toBe(
      'Transferencias DTF personalizadas (Pequeño, Hasta 4")',
    );
    expect(describeCatalogLine(line('vehicle-wraps:fleet-graphics'), translateIn('en'))).toBe(
      'Fleet Graphics (per vehicle)',
    );
    expect(describeCatalogLine(line('vehicle-wraps:fleet-graphics'), translateIn('es'))).toBe(
      'Gráficos para flotillas (por vehículo)',
    );
    expect(describeCatalogLine(line('website:package:professional'), translateIn('es'))).toBe(
      'Paquete de sitio web (Profesional)',
    );
    expect(describeCatalogLine(line('website:add-on:logo-design'), translateIn('en'))).toBe(
      'Website add-on (Logo Design)',
    );
  });
});
