/**
 * The <head> of a prerendered page: title, description, canonical and hreflang links, Open
 * Graph and Twitter tags, and on the home and contact pages the shop as LocalBusiness JSON-LD.
 * Absolute URLs start with `originPlaceholder`, which the server replaces per response (the
 * origin is PUBLIC_URL or the request's host, known only at run time).
 */
import { business } from '../../catalog/business.ts';
import { type Language, languages, defaultLanguage } from '../../core/i18n/languages.ts';
import { alternatePaths, localizePath } from '../../core/routes/localized-paths.ts';
import { paths } from '../../core/routes/paths.ts';

export const originPlaceholder = '__PUBLIC_ORIGIN__';

const ogLocales: Record<Language, string> = { en: 'en_US', es: 'es_US' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface HeadInput {
  lng: Language;
  /** The language-free path ('/printing'); null for the not-found page, which has no address. */
  path: string | null;
  title: string;
  description: string;
  siteName: string;
  /** The pages whose head carries the LocalBusiness data. */
  jsonLd?: object;
}

/** Tags that go after <title> (the template's <title> and description are replaced). */
export function headTags({ lng, path, title, description, siteName, jsonLd }: HeadInput): string {
  const tags: string[] = [];
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    tags.push(`<meta ${attr}="${key}" content="${escapeHtml(content)}">`);
  if (path === null) {
    meta('name', 'robots', 'noindex');
  } else {
    const own = localizePath(path, lng);
    const alternates = alternatePaths(own);
    tags.push(`<link rel="canonical" href="${originPlaceholder}${own}">`);
    for (const other of languages)
      tags.push(`<link rel="alternate" hreflang="${other}" href="${originPlaceholder}${alternates[other]}">`);
    tags.push(
      `<link rel="alternate" hreflang="x-default" href="${originPlaceholder}${alternates[defaultLanguage]}">`,
    );
    meta('property', 'og:url', `${originPlaceholder}${own}`);
  }
  meta('property', 'og:type', 'website');
  meta('property', 'og:site_name', siteName);
  meta('property', 'og:title', title);
  meta('property', 'og:description', description);
  meta('property', 'og:locale', ogLocales[lng]);
  for (const other of languages) if (other !== lng) meta('property', 'og:locale:alternate', ogLocales[other]);
  meta('name', 'twitter:card', 'summary');
  meta('name', 'twitter:title', title);
  meta('name', 'twitter:description', description);
  if (jsonLd) {
    // `<` escaped, so no text in the data can close the script element.
    const json = JSON.stringify(jsonLd).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('');
}

const dayNames: Record<string, string[]> = {
  'mon-fri': ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  sat: ['Saturday'],
  sun: ['Sunday'],
};

/** schema.org LocalBusiness from catalog/business.ts, in the page's language. */
export function localBusiness(lng: Language, name: string, description: string): object {
  const { address, geo } = business;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name,
    description,
    url: `${originPlaceholder}${localizePath(paths.home, lng)}`,
    telephone: business.phone,
    email: business.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude },
    openingHoursSpecification: business.hours
      .filter((slot) => slot.open !== null)
      .map((slot) => {
        const days = dayNames[slot.days];
        if (!days) throw new Error(`catalog/business.ts: unknown days '${slot.days}'`);
        return {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: days,
          opens: slot.open,
          closes: slot.close,
        };
      }),
    sameAs: [business.facebookUrl],
  };
}
