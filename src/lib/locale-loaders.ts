import type { Language, Namespace } from './languages.ts';

type Loader = () => Promise<{ default: Record<string, unknown> }>;

/**
 * Explicit imports (not a template string) so Parcel can split each file into its own chunk.
 * A test checks that this map names every file in locales/.
 */
export const localeLoaders: Record<Language, Record<Namespace, Loader>> = {
  en: {
    common: () => import('../../locales/en/common.json'),
    layout: () => import('../../locales/en/layout.json'),
    home: () => import('../../locales/en/home.json'),
    catalog: () => import('../../locales/en/catalog.json'),
    pages: () => import('../../locales/en/pages.json'),
    printing: () => import('../../locales/en/printing.json'),
    wraps: () => import('../../locales/en/wraps.json'),
    marketing: () => import('../../locales/en/marketing.json'),
    website: () => import('../../locales/en/website.json'),
    dtf: () => import('../../locales/en/dtf.json'),
    company: () => import('../../locales/en/company.json'),
    forms: () => import('../../locales/en/forms.json'),
    editing: () => import('../../locales/en/editing.json'),
    owner: () => import('../../locales/en/owner.json'),
    customer: () => import('../../locales/en/customer.json'),
    'gang-sheet': () => import('../../locales/en/gang-sheet.json'),
  },
  es: {
    common: () => import('../../locales/es/common.json'),
    layout: () => import('../../locales/es/layout.json'),
    home: () => import('../../locales/es/home.json'),
    catalog: () => import('../../locales/es/catalog.json'),
    pages: () => import('../../locales/es/pages.json'),
    printing: () => import('../../locales/es/printing.json'),
    wraps: () => import('../../locales/es/wraps.json'),
    marketing: () => import('../../locales/es/marketing.json'),
    website: () => import('../../locales/es/website.json'),
    dtf: () => import('../../locales/es/dtf.json'),
    company: () => import('../../locales/es/company.json'),
    forms: () => import('../../locales/es/forms.json'),
    editing: () => import('../../locales/es/editing.json'),
    owner: () => import('../../locales/es/owner.json'),
    customer: () => import('../../locales/es/customer.json'),
    'gang-sheet': () => import('../../locales/es/gang-sheet.json'),
  },
};
