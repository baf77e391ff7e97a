import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import {
  defaultLanguage,
  isLanguage,
  languages,
  namespaces,
  type Language,
  type Namespace,
} from './languages.ts';
import { languageDetector } from './language-detector.ts';
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

function syncDocumentLanguage(lng: string) {
  if (typeof document !== 'undefined')
    document.documentElement.lang = isLanguage(lng) ? lng : defaultLanguage;
}

/**
 * Starts i18next with the language found in SPEC's order: local storage, browser, <html lang>;
 * or with `lng` when the caller knows it (the prerenderer, a page whose address names it).
 */
export async function initI18n(lng?: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  instance.on('languageChanged', syncDocumentLanguage);
  await instance
    .use(lazyBackend)
    .use(languageDetector)
    .init({
      ...(lng ? { lng } : {}),
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
  syncDocumentLanguage(instance.resolvedLanguage ?? defaultLanguage);
  return instance;
}

export { namespaces };
