import { allKnownPaths, isKnownPath } from '../../core/routes/known-paths.ts';
import { privatePaths } from '../../core/routes/route-table.ts';

describe('the route table', () => {
  it('knows every route of the specification', () => {
    for (const path of [
      '/',
      '/jobs',
      '/order-status',
      '/upload',
      '/contact',
      '/booking',
      '/about',
      '/services',
      '/portfolio',
      '/privacy',
      '/terms',
      '/printing',
      '/printing/services',
      '/printing/business-cards',
      '/dtf',
      '/vehicle-wraps',
      '/digital-marketing',
      '/digital-marketing/custom-website-design',
      '/digital-marketing/social-media-management',
      '/digital-marketing/seo-optimization',
      '/digital-marketing/google-ads',
    ]) {
      expect([path, isKnownPath(path)]).toEqual([path, true]);
    }
  });

  it('accepts a trailing slash and rejects unknown paths and ids', () => {
    expect(isKnownPath('/printing/')).toBe(true);
    expect(isKnownPath('/no-such-page')).toBe(false);
    expect(isKnownPath('/printing/no-such-service')).toBe(false);
    expect(isKnownPath('/jobs/extra')).toBe(false);
  });

  it("answers 200 for the owner's inbox but leaves it out of the public list", () => {
    expect(isKnownPath('/owner')).toBe(true);
    expect(isKnownPath('/owner/')).toBe(true);
    expect(allKnownPaths().filter((p) => p.startsWith('/owner'))).toEqual([]);
    expect(privatePaths).toEqual(['/owner']);
  });

  it('lists 64 menu items plus the static pages, each once', () => {
    const paths = allKnownPaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(
      paths.filter(
        (p) =>
          /^\/(printing|dtf|vehicle-wraps|digital-marketing)\/[a-z]/.test(p) && p !== '/printing/services',
      ).length,
    ).toBeGreaterThanOrEqual(64);
  });

  it('knows /request/<form-id> only for the forms given as having a page', () => {
    expect(isKnownPath('/request/apparel-quote', ['apparel-quote'])).toBe(true);
    expect(isKnownPath('/request/apparel-quote/', ['apparel-quote'])).toBe(true);
    expect(isKnownPath('/request/apparel-quote')).toBe(false);
    expect(isKnownPath('/request/contact', ['apparel-quote'])).toBe(false);
    expect(isKnownPath('/request', ['apparel-quote'])).toBe(false);
    expect(allKnownPaths(['apparel-quote']).at(-1)).toBe('/request/apparel-quote');
    expect(allKnownPaths(['apparel-quote']).filter((p) => p.startsWith('/request/'))).toEqual([
      '/request/apparel-quote',
    ]);
  });
});
