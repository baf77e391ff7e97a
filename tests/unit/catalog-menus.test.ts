/**
 * Every mega-menu item has a page built from the catalogue: an entry in services.ts, texts in
 * both languages, artwork on disk. Missing pieces would show as raw keys or broken images.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { portfolioEntries, privacySections, termsSections } from '../../catalog/company.ts';
import { applySteps, jobPositions } from '../../catalog/jobs.ts';
import { megaMenus, menuItemIds, serviceGroups } from '../../catalog/menus.ts';
import { serviceArtIds, serviceDetail, serviceDetails } from '../../catalog/services.ts';

const root = path.resolve(__dirname, '../..');
const languages = ['en', 'es'] as const;
type Tree = { [key: string]: string | Tree };
const texts = (lng: string, ns: string): Tree =>
  JSON.parse(readFileSync(path.join(root, 'locales', lng, `${ns}.json`), 'utf8'));

/** The text at `a.b.c`, or undefined. */
function at(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' && node.trim() ? node : undefined;
}

const allItems = megaMenus.flatMap((m) => m.subcategories.flatMap((s) => s.items));

describe('the mega-menus', () => {
  it('are four groups of four subcategories of four items: 64 distinct ids', () => {
    expect(megaMenus.map((m) => m.group)).toEqual([...serviceGroups]);
    for (const menu of megaMenus) {
      expect(menu.subcategories).toHaveLength(4);
      for (const sub of menu.subcategories) expect(sub.items).toHaveLength(4);
      expect(menuItemIds(menu.group)).toHaveLength(16);
    }
    expect(new Set(allItems).size).toBe(64);
  });

  it('name the example sub-pages of section 2 of the specification', () => {
    expect(menuItemIds('printing')).toContain('business-cards');
    expect(menuItemIds('dtf')).toContain('gang-sheets');
    expect(menuItemIds('vehicle-wraps')).toContain('full-wraps');
  });

  it('give every item a catalogue entry with features, and no entry lacks a menu item', () => {
    expect(allItems.filter((id) => !serviceDetail(id)?.features.length)).toEqual([]);
    expect(Object.keys(serviceDetails).filter((id) => !allItems.includes(id))).toEqual([]);
  });

  it('draw every item with artwork that exists on disk', () => {
    for (const art of serviceArtIds) {
      expect([art, existsSync(path.join(root, 'src/assets/services', `${art}.svg`))]).toEqual([art, true]);
    }
  });

  it.each(languages)('have a title and a description for every group, subcategory and item in %s', (lng) => {
    const catalog = texts(lng, 'catalog');
    const keys = [
      ...serviceGroups.flatMap((g) => [`groups.${g}.title`, `groups.${g}.description`]),
      ...megaMenus.flatMap((m) => m.subcategories.map((s) => `subcategories.${s.id}`)),
      ...allItems.flatMap((id) => [`items.${id}.title`, `items.${id}.description`]),
    ];
    expect(keys.filter((key) => !at(catalog, key))).toEqual([]);
  });

  it.each(languages)('have the text of every feature and price unit in %s', (lng) => {
    const pages = texts(lng, 'pages');
    const keys = new Set<string>();
    for (const detail of Object.values(serviceDetails)) {
      for (const feature of detail.features) keys.add(`features.${feature}`);
      if ('price' in detail && 'unit' in detail.price) keys.add(`price.units.${detail.price.unit}`);
    }
    expect([...keys].filter((key) => !at(pages, key))).toEqual([]);
  });
});

describe('the company pages', () => {
  it.each(languages)('describe every open position and how to apply in %s', (lng) => {
    const company = texts(lng, 'company');
    expect(jobPositions.length).toBeGreaterThan(0);
    const keys = jobPositions.flatMap((job) => [
      `jobs.positions.${job.id}.title`,
      `jobs.positions.${job.id}.summary`,
      `jobs.types.${job.type}`,
      `jobs.locations.${job.location}`,
      ...job.responsibilities.map((r) => `jobs.positions.${job.id}.responsibilities.${r}`),
    ]);
    keys.push(
      'jobs.labels.apply',
      'jobs.apply.subject',
      ...applySteps.flatMap((step) => [`jobs.apply.steps.${step}.title`, `jobs.apply.steps.${step}.text`]),
    );
    expect(keys.filter((key) => !at(company, key))).toEqual([]);
    expect(at(company, 'jobs.apply.steps.email.text')).toContain('{{email}}');
  });

  it.each(languages)(
    'say in %s which form data is kept, where, how long and how to have it deleted',
    (lng) => {
      const company = texts(lng, 'company');
      for (const section of privacySections) {
        expect(at(company, `privacy.sections.${section.id}.title`)).toBeDefined();
        expect(at(company, `privacy.sections.${section.id}.body`)).toBeDefined();
        for (const point of 'points' in section ? section.points : []) {
          expect(at(company, `privacy.sections.${section.id}.points.${point}`)).toBeDefined();
        }
      }
      expect(privacySections.map((s) => s.id)).toEqual(
        expect.arrayContaining(['collect', 'storage', 'retention', 'rights']),
      );
      expect(at(company, 'privacy.sections.retention.body')).toContain('{{months}}');
      expect(at(company, 'privacy.sections.rights.body')).toContain('{{email}}');
      for (const section of termsSections)
        expect(at(company, `terms.sections.${section.id}.body`)).toBeDefined();
    },
  );

  it('show portfolio work of menu items, drawn with our own artwork', () => {
    for (const entry of portfolioEntries) {
      expect(menuItemIds(entry.group)).toContain(entry.itemId);
      expect(existsSync(path.join(root, 'src/assets/portfolio', `${entry.id}.svg`))).toBe(true);
    }
  });
});
