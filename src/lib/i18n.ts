import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import {
  defaultLanguage,
  isLanguage,
  type Language,
  languages,
  namespaces,
  type Namespace,
} from './languages.ts';
import { localeLoaders } from './locale-loaders.ts';

type ResourceFile = Record<string, unknown>;

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const lng = isLanguage(language) ? language : defaultLanguage;
    const load = localeLoaders[lng][namespace as Namespace];
    if (!load) {
      callback(new Error(`Unknown namespace ${namespace}`), false);
      return;
    }
    load().then(
      // Parcel hands JSON over as the exports object itself; other bundlers as `default`.
      (module) => callback(null, (module as { default?: ResourceFile }).default ?? (module as ResourceFile)),
      (error: Error) => callback(error, false),
    );
  },
};

/** Sets <html lang> when it differs: setting it at all makes the browser restyle the page. */
function syncDocumentLanguage(lng: string) {
  if (typeof document === 'undefined') return;
  const lang = isLanguage(lng) ? lng : defaultLanguage;
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
}

/**
 * Starts i18next in the page address's language (/es/... is Spanish), with no detection of its
 * own: SPEC's order (local storage, browser, <html lang>) already chose the address, in the
 * inline script at the top of src/index.html, before anything painted.
 */
export async function initI18n(
  lng: Language,
  { ownsDocument = true }: { ownsDocument?: boolean } = {},
): Promise<I18n> {
  const instance = i18next.createInstance();
  // A second instance (a form's preview in the other language) leaves <html lang> alone.
  if (ownsDocument) instance.on('languageChanged', syncDocumentLanguage);
  await instance.use(lazyBackend).init({
    lng,
    supportedLngs: [...languages],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    // Spanish is complete (a test checks it), so a Spanish visitor downloads no English texts.
    fallbackLng: { es: [], default: [defaultLanguage] },
    ns: ['common', 'layout'],
    defaultNS: 'common',
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
  });
  if (ownsDocument) syncDocumentLanguage(instance.resolvedLanguage ?? defaultLanguage);
  return instance;
}

/**
 * The texts of forms a published version says otherwise than the build (docs/architecture.md
 * "Form versions"), over the build's; the forms namespace is loaded first, so that its later
 * load cannot put the build's back.
 */
export async function addServedFormTexts(
  i18n: I18n,
  lng: Language,
  texts: Record<string, unknown> | null | undefined,
): Promise<void> {
  if (!texts || !Object.keys(texts).length) return;
  await i18n.loadNamespaces('forms');
  i18n.addResourceBundle(lng, 'forms', texts, true, true);
}

export { namespaces };
