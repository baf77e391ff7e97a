/**
 * The HTML the server sends, read without a browser (as a crawler reads it): every public page
 * in English and Spanish has its heading, title, description, canonical and hreflang links and
 * <html lang> before any JavaScript runs; the home and contact pages carry the shop as
 * LocalBusiness JSON-LD; unknown paths are 404 with the not-found page in the address's language.
 */
import { request } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { business } from '../../catalog/business.ts';
import { languages, type Language } from '../../core/i18n/languages.ts';
import { allKnownPaths } from '../../core/routes/known-paths.ts';
import { localizePath } from '../../core/routes/localized-paths.ts';
import { formPagesIn, localesDir } from '../support/form-files.ts';
import { baseUrl } from '../support/browser.ts';

function decode(html: string): string {
  return html
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}

const textOf = (html: string) => decode(html.replace(/<[^>]*>/g, '')).trim();

/** Every text of a language's locale files, to check that a page's words are that language's. */
function localeTexts(lng: Language): Set<string> {
  const texts = new Set<string>();
  const walk = (node: unknown) => {
    if (typeof node === 'string') texts.add(node.trim());
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  for (const file of readdirSync(path.join(localesDir, lng)))
    walk(JSON.parse(readFileSync(path.join(localesDir, lng, file), 'utf8')));
  return texts;
}

const texts = Object.fromEntries(languages.map((lng) => [lng, localeTexts(lng)])) as Record<
  Language,
  Set<string>
>;
const brand = 'Michiana Print & Design';

/**
 * A locale text with values filled in ("Business cards from {{price}}, ..." as "Business cards
 * from $29, ..."): each {{value}} stands for some words, the rest is the text as written.
 */
const filledTexts = Object.fromEntries(
  languages.map((lng) => [
    lng,
    [...texts[lng]]
      .filter((text) => text.includes('{{'))
      .map(
        (text) =>
          new RegExp(
            `^${text
              .split(/\{\{[^}]+\}\}/)
              .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
              .join('\\S.*?')}$`,
          ),
      ),
  ]),
) as Record<Language, RegExp[]>;
const isFilledText = (lng: Language, text: string) => filledTexts[lng].some((pattern) => pattern.test(text));

interface Served {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(pathname: string, headers: Record<string, string> = {}): Promise<Served> {
  return new Promise((resolve, reject) => {
    const req = request(baseUrl() + pathname, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function attr(html: string, tag: RegExp, name: string): string | undefined {
  const element = tag.exec(html)?.[0];
  const value = element && new RegExp(`\\b${name}="([^"]*)"`).exec(element)?.[1];
  return value === undefined ? undefined : decode(value);
}

function pageFacts(html: string) {
  const h1s = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1]));
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => m[1],
  );
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    h1s,
    title: textOf(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? ''),
    description: attr(html, /<meta name="description"[^>]*>/, 'content'),
    canonical: attr(html, /<link rel="canonical"[^>]*>/, 'href'),
    hreflang: Object.fromEntries(
      ['en', 'es', 'x-default'].map((lng) => [
        lng,
        attr(html, new RegExp(`<link rel="alternate" hreflang="${lng}"[^>]*>`), 'href'),
      ]),
    ),
    ogUrl: attr(html, /<meta property="og:url"[^>]*>/, 'content'),
    ogLocale: attr(html, /<meta property="og:locale"[^>]*>/, 'content'),
    twitterTitle: attr(html, /<meta name="twitter:title"[^>]*>/, 'content'),
    jsonLd,
  };
}

const publicPaths = allKnownPaths(formPagesIn());

describe('every public page, as served before any JavaScript', () => {
  it.each(languages)(
    'has its heading, title, description, canonical and hreflang links in %s',
    async (lng) => {
      const origin = baseUrl();
      const failures: string[] = [];
      const titles = new Set<string>();
      for (const pagePath of publicPaths) {
        const address = localizePath(pagePath, lng);
        const served = await get(address);
        const html = served.body.toString('utf8');
        const facts = pageFacts(html);
        const problems: string[] = [];
        if (served.status !== 200) problems.push(`status ${served.status}`);
        if (facts.lang !== lng) problems.push(`lang ${facts.lang}`);
        if (facts.h1s.length !== 1 || !texts[lng].has(facts.h1s[0]))
          problems.push(`h1 ${JSON.stringify(facts.h1s)} is not one ${lng} text`);
        const [own, site] = facts.title.split(' | ');
        if (site !== brand || !texts[lng].has(own)) problems.push(`title "${facts.title}"`);
        if (
          !facts.description ||
          facts.description.length < 40 ||
          !(texts[lng].has(facts.description) || isFilledText(lng, facts.description))
        )
          problems.push(`description "${facts.description}"`);
        if (facts.canonical !== origin + address) problems.push(`canonical ${facts.canonical}`);
        if (facts.ogUrl !== origin + address) problems.push(`og:url ${facts.ogUrl}`);
        if (facts.twitterTitle !== facts.title) problems.push(`twitter:title ${facts.twitterTitle}`);
        if (facts.ogLocale !== `${lng}_US`) problems.push(`og:locale ${facts.ogLocale}`);
        const expected = {
          en: origin + localizePath(pagePath, 'en'),
          es: origin + localizePath(pagePath, 'es'),
          'x-default': origin + localizePath(pagePath, 'en'),
        };
        if (JSON.stringify(facts.hreflang) !== JSON.stringify(expected))
          problems.push(`hreflang ${JSON.stringify(facts.hreflang)}`);
        if (html.includes('__CSP_NONCE__') || html.includes('__PUBLIC_ORIGIN__'))
          problems.push('a placeholder left');
        if (titles.has(facts.title)) problems.push(`title "${facts.title}" also on another page`);
        titles.add(facts.title);
        if (problems.length) failures.push(`${address}: ${problems.join('; ')}`);
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );

  it.each(['/', '/contact'].flatMap((p) => languages.map((lng) => localizePath(p, lng))))(
    '%s carries the shop as LocalBusiness JSON-LD, and other pages do not',
    async (address) => {
      const { jsonLd } = pageFacts((await get(address)).body.toString('utf8'));
      expect(jsonLd).toHaveLength(1);
      const data = JSON.parse(jsonLd[0]) as Record<string, unknown>;
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: brand,
        telephone: business.phone,
        url: baseUrl() + localizePath('/', address.startsWith('/es') ? 'es' : 'en'),
        address: {
          '@type': 'PostalAddress',
          streetAddress: business.address.street,
          addressLocality: business.address.city,
          addressRegion: business.address.region,
          postalCode: business.address.postalCode,
        },
        geo: {
          '@type': 'GeoCoordinates',
          latitude: business.geo.latitude,
          longitude: business.geo.longitude,
        },
        openingHoursSpecification: [
          {
            dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
            opens: '08:00',
            closes: '17:00',
          },
          { dayOfWeek: ['Saturday'], opens: '09:00', closes: '12:00' },
        ],
      });
      const other = pageFacts(
        (await get(address.startsWith('/es') ? '/es/printing' : '/printing')).body.toString('utf8'),
      );
      expect(other.jsonLd).toEqual([]);
    },
  );
});

describe('unknown paths', () => {
  const notFound = { en: 'This page has not been generated', es: 'Esta página no ha sido generada' };
  // An unknown catalogue item gets its group's screen, as the browser's route draws it.
  const serviceNotFound = { en: 'Service Not Found', es: 'Servicio no encontrado' };
  it.each([
    ['/no-such-page', 'en', notFound.en],
    ['/printing/no-such-item', 'en', serviceNotFound.en],
    ['/request/no-such-form', 'en', notFound.en],
    ['/printing/services/too/deep', 'en', notFound.en],
    ['/es/no-such-page', 'es', notFound.es],
    ['/es/vehicle-wraps/no-such-wrap', 'es', serviceNotFound.es],
  ] as const)('%s answers 404 with the not-found page in %s', async (address, lng, heading) => {
    const served = await get(address);
    expect(served.status).toBe(404);
    const facts = pageFacts(served.body.toString('utf8'));
    expect(facts.lang).toBe(lng);
    expect(facts.h1s).toEqual([heading]);
    expect(facts.canonical).toBeUndefined();
    expect(served.body.toString('utf8')).toContain('<meta name="robots" content="noindex">');
  });
});

describe('compression and the per-response nonce', () => {
  it('sends gzip when asked, equal to the plain page but for the nonce, a fresh nonce each time', async () => {
    const nonces = new Set<string>();
    for (const address of ['/', '/es/contact', '/no-such-page']) {
      const plain = await get(address);
      const zipped = await get(address, { 'accept-encoding': 'gzip, deflate, br' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toMatch(/accept-encoding/i);
      expect(zipped.body.length).toBeLessThan(plain.body.length / 3);
      const nonceOf = (served: Served) =>
        /'nonce-([^']+)'/.exec(String(served.headers['content-security-policy']))![1];
      const unzipped = gunzipSync(zipped.body).toString('utf8');
      const plainText = plain.body.toString('utf8');
      expect(unzipped.replaceAll(nonceOf(zipped), 'N')).toBe(plainText.replaceAll(nonceOf(plain), 'N'));
      // Every style and the import map carry this response's nonce.
      for (const tag of unzipped.match(/<style\b[^>]*>/g) ?? [])
        expect(tag).toContain(`nonce="${nonceOf(zipped)}"`);
      nonces.add(nonceOf(plain)).add(nonceOf(zipped));
    }
    expect(nonces.size).toBe(6);
  });

  it('does not send gzip to a client that refuses it', async () => {
    const served = await get('/', { 'accept-encoding': 'gzip;q=0, identity' });
    expect(served.headers['content-encoding']).toBeUndefined();
    expect(served.body.toString('utf8')).toContain('<h1');
  });
});
