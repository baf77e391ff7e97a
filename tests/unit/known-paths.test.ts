import {
  allKnownPaths,
  allLocalizedPaths,
  isKnownPath,
  isNoIndexPath,
} from '../../core/routes/known-paths.ts';
import { paths } from '../../core/routes/paths.ts';
import {
  isBareRoute,
  isPrivateRoute,
  isUnlistedRoute,
  noIndexPathPrefixes,
  privatePaths,
  routeTable,
} from '../../core/routes/route-table.ts';

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

  it("answers 200 for the owner's inbox, quote print view and forms but leaves them out of the public list", () => {
    expect(isKnownPath('/owner')).toBe(true);
    expect(isKnownPath('/owner/')).toBe(true);
    expect(isKnownPath('/owner/quote')).toBe(true);
    expect(isKnownPath('/es/owner/quote')).toBe(true);
    expect(isKnownPath('/owner/other')).toBe(false);
    expect(allKnownPaths().filter((p) => p.startsWith('/owner'))).toEqual([]);
    expect(privatePaths).toEqual(['/owner', '/owner/quote', '/owner/forms']);
    expect([isNoIndexPath('/owner/quote'), isNoIndexPath('/es/owner/quote')]).toEqual([true, true]);
  });

  it("answers 200 for the owner's screen of any well-formed form or price table id, noindex", () => {
    for (const path of [
      '/owner/forms',
      '/owner/forms/contact',
      '/es/owner/forms/apparel-quote/',
      '/owner/forms/x',
      '/owner/forms/prices/flyers',
      '/es/owner/forms/prices/vehicle-wraps/',
    ]) {
      expect([path, isKnownPath(path), isNoIndexPath(path)]).toEqual([path, true, true]);
    }
    for (const path of [
      '/owner/forms/Contact',
      '/owner/forms/a.b',
      '/owner/forms/contact/x',
      '/owner/forms/-x',
      '/owner/forms/prices/Flyers',
      '/owner/forms/prices/flyers/x',
    ]) {
      expect([path, isKnownPath(path)]).toEqual([path, false]);
    }
  });

  it("answers 200 for a customer's page under any token, noindex and listed nowhere", () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE';
    for (const path of [
      `/my-request/${token}`,
      `/es/my-request/${token}`,
      '/my-request/x',
      '/my-request/x/',
    ]) {
      expect([path, isKnownPath(path), isNoIndexPath(path)]).toEqual([path, true, true]);
    }
    for (const path of [
      '/my-request',
      '/my-request/a/b',
      '/my-request/a.b',
      `/my-request/${'a'.repeat(129)}`,
    ]) {
      expect([path, isKnownPath(path)]).toEqual([path, false]);
    }
    expect(allLocalizedPaths(['apparel-quote']).filter((p) => p.includes('my-request'))).toEqual([]);
    // '/owner' already covers '/owner/quote': robots.txt matches by prefix.
    expect(noIndexPathPrefixes).toEqual(['/owner', '/my-request/']);
    expect([isNoIndexPath('/owner'), isNoIndexPath('/es/owner/'), isNoIndexPath('/printing')]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it("answers 200 for a quote's print view under any token and a numbered version, noindex and listed nowhere", () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE';
    for (const path of [
      `/my-request/${token}/quote/2`,
      `/es/my-request/${token}/quote/2`,
      `/my-request/${token}/quote/12/`,
      '/my-request/x/quote/1',
    ]) {
      expect([path, isKnownPath(path), isNoIndexPath(path)]).toEqual([path, true, true]);
    }
    for (const path of [
      `/my-request/${token}/quote`,
      `/my-request/${token}/quote/`,
      `/my-request/${token}/quote/v2`,
      `/my-request/${token}/quote/1.5`,
      `/my-request/${token}/quote/${'1'.repeat(7)}`,
      `/my-request/${token}/quotes/2`,
      `/my-request/${token}/quote/2/extra`,
      `/es/es/my-request/${token}/quote/2`,
    ]) {
      expect([path, isKnownPath(path)]).toEqual([path, false]);
    }
    expect(allLocalizedPaths(['apparel-quote']).filter((p) => p.includes('quote/'))).toEqual([]);
    // Robots.txt's '/my-request/' covers it: the prefix is listed once.
    expect(noIndexPathPrefixes).toEqual(['/owner', '/my-request/']);
  });

  it('draws the print view bare, like the owner, and every other public page with the site around it', () => {
    const bare = routeTable.filter(isBareRoute).map((r) => r.id);
    expect(bare).toEqual([
      'customer-quote',
      'owner',
      'owner-quote',
      'owner-forms',
      'owner-form',
      'owner-prices',
    ]);
    const quote = routeTable.find((r) => r.id === 'customer-quote')!;
    expect([isUnlistedRoute(quote), isPrivateRoute(quote)]).toEqual([true, false]);
    expect(paths.customerQuote('abc', 2)).toBe('/my-request/abc/quote/2');
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

describe('the Spanish addresses', () => {
  it('are known exactly when their English twin is, /es itself being the home page', () => {
    const probes = [
      ...allKnownPaths(['apparel-quote']),
      '/owner',
      '/owner/',
      '/printing/',
      '/no-such-page',
      '/printing/no-such-service',
      '/jobs/extra',
      '/request/contact',
      '/request',
    ];
    for (const path of probes) {
      const spanish = path === '/' ? '/es' : `/es${path}`;
      expect([spanish, isKnownPath(spanish, ['apparel-quote'])]).toEqual([
        spanish,
        isKnownPath(path, ['apparel-quote']),
      ]);
    }
    expect(isKnownPath('/es')).toBe(true);
    expect(isKnownPath('/es/')).toBe(true);
    expect(isKnownPath('/es/owner')).toBe(true);
  });

  it('take the prefix once, at the start, and no other language', () => {
    expect(isKnownPath('/es/es/printing')).toBe(false);
    expect(isKnownPath('/es/es')).toBe(false);
    expect(isKnownPath('/printing/es')).toBe(false);
    expect(isKnownPath('/en/printing')).toBe(false);
    expect(isKnownPath('/esprinting')).toBe(false);
    expect(isKnownPath('/ES/printing')).toBe(false);
  });

  it('are listed beside the English ones, each page once per language, the owner in neither', () => {
    const english = allKnownPaths(['apparel-quote']);
    const all = allLocalizedPaths(['apparel-quote']);
    expect(all).toHaveLength(english.length * 2);
    expect(new Set(all).size).toBe(all.length);
    expect(all.slice(0, english.length)).toEqual(english);
    expect(all).toContain('/es');
    expect(all).toContain('/es/vehicle-wraps/full-wraps');
    expect(all).toContain('/es/request/apparel-quote');
    expect(all.filter((p) => p.includes('/owner'))).toEqual([]);
    for (const path of all) expect([path, isKnownPath(path, ['apparel-quote'])]).toEqual([path, true]);
  });
});
