/**
 * Which texts of the site the owner may change (docs/owner-guide.md "Editing the site's texts"): every
 * `<EditableText ns k>` of the header, the footer, the menus and the home page, as
 * `<namespace>:<key>` patterns where `*` is one key segment (a service, feature or link id).
 * A pattern covers only the keys locales/en holds, so `isEditableKey` needs the English texts
 * of the namespaces named here. The browser test content-publish.test.ts checks that every
 * text the editor offers is in this list; the server refuses a draft naming any other key.
 */
import { isLanguage, type Language } from '../i18n/languages.ts';
import { keyPattern, textLimit } from './text-limits.ts';

/**
 * The id of each page's JSON block of live texts: the server writes it
 * (server/pages/render-pages.ts), the browser reads it (src/lib/editable-content.ts).
 */
export const siteContentId = 'site-content';

export const editableKeyPatterns = [
  // The header, the mega-menus and the mobile menu.
  'layout:nav.home',
  'layout:nav.jobs',
  'layout:nav.orderStatus',
  'layout:nav.upload',
  'layout:nav.getQuote',
  'layout:nav.about',
  'layout:nav.services',
  'layout:nav.portfolio',
  'layout:nav.contact',
  'layout:nav.booking',
  'layout:nav.privacy',
  'layout:nav.terms',
  'layout:menu.printing',
  'layout:menu.dtf',
  'layout:menu.vehicle-wraps',
  'layout:menu.digital-marketing',
  'layout:menu.viewAll',
  // The footer.
  'layout:footer.description',
  'layout:footer.address',
  'layout:footer.popularHeading',
  'layout:footer.quickLinksHeading',
  'layout:footer.contactHeading',
  'layout:footer.hoursHeading',
  'layout:footer.popular.*',
  'layout:footer.websiteBuilder',
  // The home page.
  'home:hero.eyebrow',
  'home:hero.title',
  'home:hero.description',
  'home:services.eyebrow',
  'home:services.title',
  'home:services.subtitle',
  'home:services.items.*.title',
  'home:services.items.*.description',
  'home:features.eyebrow',
  'home:features.title',
  'home:features.subtitle',
  'home:features.items.*.title',
  'home:features.items.*.description',
  'home:cta.title',
  'home:cta.description',
  'home:reviews.title',
  'home:reviews.description',
  'home:reviews.note',
] as const;

/** The namespaces that hold editable texts. */
export const editableNamespaces = ['layout', 'home'] as const;
export type EditableNamespace = (typeof editableNamespaces)[number];

/** The English texts of the editable namespaces, as in locales/en/<ns>.json. */
export type EditableLocales = Record<EditableNamespace, Record<string, unknown>>;

const matchers = editableKeyPatterns.map(keyPattern);

function textAt(tree: Record<string, unknown>, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** `home:hero.title`: named by a pattern, and a text the English locale has. */
export function isEditableKey(id: string, locales: EditableLocales): boolean {
  const colon = id.indexOf(':');
  const ns = id.slice(0, colon) as EditableNamespace;
  if (colon < 0 || !(editableNamespaces as readonly string[]).includes(ns)) return false;
  return matchers.some((m) => m.test(id)) && typeof textAt(locales[ns], id.slice(colon + 1)) === 'string';
}

/** `en:home:hero.title` → its parts, or null when it does not start with a language. */
export function splitContentKey(id: string): { lng: Language; ns: string; key: string } | null {
  const [lng, ns, ...rest] = id.split(':');
  if (!isLanguage(lng) || !ns || rest.length === 0) return null;
  return { lng, ns, key: rest.join(':') };
}

/**
 * What the server writes into each response where these stand (a nonce, the site's address):
 * a text may not hold them.
 */
export const reservedTexts = ['__CSP_NONCE__', '__PUBLIC_ORIGIN__'] as const;

export type ContentProblems = {
  /** Keys that name no editable text (or no language). */
  unknown: string[];
  /** Texts longer than their limit. */
  tooLong: { key: string; limit: number; length: number }[];
  /** Keys whose value is not a string, or holds a NUL character (no database keeps one). */
  notText: string[];
  /** Keys whose text holds one of `reservedTexts`. */
  reserved: string[];
};

/**
 * What is wrong with a content map (website-content.json's shape) as a whole: nothing when
 * every list is empty. The server answers 400 with these lists.
 */
export function contentProblems(content: Record<string, unknown>, locales: EditableLocales): ContentProblems {
  const problems: ContentProblems = { unknown: [], tooLong: [], notText: [], reserved: [] };
  for (const [id, value] of Object.entries(content)) {
    const parts = splitContentKey(id);
    if (!parts || !isEditableKey(`${parts.ns}:${parts.key}`, locales)) problems.unknown.push(id);
    else if (typeof value !== 'string' || value.includes('\u0000')) problems.notText.push(id);
    else if (reservedTexts.some((reserved) => value.includes(reserved))) problems.reserved.push(id);
    else {
      const limit = textLimit(parts.ns, parts.key);
      if (value.length > limit) problems.tooLong.push({ key: id, limit, length: value.length });
    }
  }
  return problems;
}
