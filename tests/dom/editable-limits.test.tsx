import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultTextLimit, textLimit, textLimits } from '../../core/content/text-limits.ts';

function leaves(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    leaves(value, prefix ? `${prefix}.${key}` : key),
  );
}

const texts = (lng: string, ns: string) =>
  leaves(JSON.parse(readFileSync(path.resolve(__dirname, `../../locales/${lng}/${ns}.json`), 'utf8')));

describe('editable text limits', () => {
  it.each([
    ['layout', 'footer.description', 200],
    ['layout', 'footer.address', 100],
    ['home', 'hero.description', 300],
    ['home', 'services.items.dtf.description', 150],
    ['home', 'services.items.vehicle-wraps.description', 150],
    ['home', 'features.subtitle', 200],
    ['home', 'features.items.support.description', 200],
    ['home', 'cta.description', 250],
    ['home', 'reviews.description', 200],
    ['home', 'reviews.note', 150],
    ['home', 'hero.title', 500],
    ['home', 'services.items.dtf.title', 500],
    ['layout', 'nav.getQuote', 500],
  ])('gives %s:%s %i characters (section 5 of the specification)', (ns, key, limit) => {
    expect(textLimit(ns, key)).toBe(limit);
  });

  it('uses 500 for a text the specification does not name', () => {
    expect(defaultTextLimit).toBe(500);
    expect(textLimit('home', 'hero.descriptionExtra')).toBe(500);
    expect(textLimit('layout', 'hero.description')).toBe(500);
  });

  it('names only keys that exist, so a renamed key cannot lose its limit quietly', () => {
    for (const pattern of Object.keys(textLimits)) {
      const [ns, key] = pattern.split(':');
      const matcher = new RegExp(`^${key.replace(/\./g, '\\.').replace(/\*/g, '[^.]+')}$`);
      expect([pattern, texts('en', ns).some(([k]) => matcher.test(k))]).toEqual([pattern, true]);
    }
  });

  it('lets every default text of the header, footer and home page fit its limit, in both languages', () => {
    for (const lng of ['en', 'es'])
      for (const ns of ['layout', 'home'])
        for (const [key, text] of texts(lng, ns))
          expect([lng, ns, key, text.length <= textLimit(ns, key)]).toEqual([lng, ns, key, true]);
  });
});
