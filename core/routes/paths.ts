/**
 * Every internal URL is built here, so a renamed route changes in one place.
 *
 * The one rule for page paths: every path here, and every page path the server puts in an API
 * answer (a quote's `printUrl`, say), is language-free (`/my-request/<token>/quote/1`, never
 * `/es/my-request/…`). The page that shows it adds the language: a router link gets it from the
 * router's basename (`/es`), a plain `<a>` or a redirect from `localizePath`. Only an address that
 * leaves the site, an e-mail's link, is written localized, by whoever writes it
 * (core/routes/localized-paths.ts). API paths (`/api/…`) have no language at all.
 */
import type { ServiceGroup } from '../../catalog/menus.ts';

export const paths = {
  home: '/',
  jobs: '/jobs',
  orderStatus: '/order-status',
  upload: '/upload',
  contact: '/contact',
  booking: '/booking',
  about: '/about',
  services: '/services',
  portfolio: '/portfolio',
  privacy: '/privacy',
  terms: '/terms',
  printing: '/printing',
  printingServices: '/printing/services',
  dtf: '/dtf',
  vehicleWraps: '/vehicle-wraps',
  digitalMarketing: '/digital-marketing',
  websiteDesign: '/digital-marketing/custom-website-design',
  /** The gang-sheet builder; `?repeat=<customer token>` loads that request's sheet. */
  gangSheets: '/dtf/gang-sheets',
  socialMedia: '/digital-marketing/social-media-management',
  seo: '/digital-marketing/seo-optimization',
  googleAds: '/digital-marketing/google-ads',
  owner: '/owner',
  /** The owner's print view of one quote: /owner/quote?ref=…&version=n. */
  ownerQuote: '/owner/quote',
  /** The owner's forms, and one form's editor, versions and history. */
  ownerForms: '/owner/forms',
  ownerForm: (formId: string) => `/owner/forms/${encodeURIComponent(formId)}`,
  ownerPrices: (tableId: string) => `/owner/forms/prices/${encodeURIComponent(tableId)}`,
  group: (group: ServiceGroup) => `/${group}`,
  item: (group: ServiceGroup, itemId: string) => `/${group}/${itemId}`,
  /** The page of a form file that has one (`"page"`, default on): /request/<form-id>. */
  formRequest: (formId: string) => `/request/${formId}`,
  /** A customer's own page, by the token of the link we e-mailed them (unlisted). */
  customerRequest: (token: string) => `/my-request/${token}`,
  /** One version of the quote on that request, laid out for print (unlisted). */
  customerQuote: (token: string, version: number) => `/my-request/${token}/quote/${version}`,
} as const;
