/**
 * The browser's small i18next (src/lib/i18n-lite.ts, aliased as `i18next` by Parcel and Jest)
 * against the real library: every text of every locale file, with plurals, variables, objects,
 * missing keys and defaults, must come out the same; and so must language detection, loading
 * and switching as src/lib/i18n.ts drives them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
// The real library by path: the bare name is the small one here (jest.config.cjs).
// @ts-expect-error -- its CommonJS build, reached by path, has no types of its own.
import realI18next from '../../node_modules/i18next/dist/cjs/i18next.js';
import lite from 'i18next';
import type { BackendModule, i18n as I18n, LanguageDetectorModule } from 'i18next';

type Json = Record<string, unknown>;
type LooseT = (key: string, options?: object) => unknown;
const localesDir = path.join(__dirname, '../../locales');
const languages = ['en', 'es'] as const;
const files = readdirSync(path.join(localesDir, 'en')).filter((f) => f.endsWith('.json'));
const resources: Record<string, Record<string, Json>> = {};
for (const lng of languages) {
  resources[lng] = {};
  for (const file of files)
    resources[lng][file.replace('.json', '')] = JSON.parse(
      readFileSync(path.join(localesDir, lng, file), 'utf8'),
    ) as Json;
}
const namespaces = Object.keys(resources.en);

const real = () => (realI18next as unknown as I18n).createInstance();
const small = () => (lite as unknown as I18n).createInstance();

const siteOptions = {
  supportedLngs: [...languages],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly' as const,
  fallbackLng: { es: [], default: ['en'] },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
};

/** Every key as i18next sees it: leaves (plural suffixes removed) and the objects above them. */
function keysOf(data: Json, prefix = ''): { leaves: Set<string>; objects: string[] } {
  const leaves = new Set<string>();
  const objects: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    const full = prefix + key;
    if (value && typeof value === 'object') {
      objects.push(full);
      const inner = keysOf(value as Json, `${full}.`);
      inner.leaves.forEach((leaf) => leaves.add(leaf));
      objects.push(...inner.objects);
    } else leaves.add(full.replace(/_(zero|one|two|few|many|other)$/, ''));
  }
  return { leaves, objects };
}

function variables(text: unknown): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  for (const match of JSON.stringify(text ?? '').matchAll(/\{\{-?\s*([\w.]+)/g))
    found[match[1]] = `<${match[1]} & "x">`;
  return found;
}

async function pair(options: object) {
  const a = real();
  const b = small();
  await a.init({ ...siteOptions, resources, ...options });
  await b.init({ ...siteOptions, resources, ...options });
  return [a, b] as const;
}

describe('i18n-lite gives what i18next gives', () => {
  it.each(languages)('every text in %s, with plurals and variables', async (lng) => {
    const [a, b] = await pair({ lng, ns: namespaces });
    let compared = 0;
    for (const ns of namespaces) {
      const { leaves, objects } = keysOf(resources[lng][ns]);
      const ta = a.getFixedT(lng, ns) as unknown as LooseT;
      const tb = b.getFixedT(lng, ns) as unknown as LooseT;
      for (const key of leaves) {
        const vars = variables(a.getResource(lng, ns, key) ?? resources[lng][ns]);
        for (const options of [vars, ...[0, 1, 2, 5, 21, 1_000_000].map((count) => ({ ...vars, count }))]) {
          expect([ns, key, options, tb(key, options)]).toEqual([ns, key, options, ta(key, options)]);
          compared += 1;
        }
      }
      for (const key of objects) {
        const options = { returnObjects: true, ...variables(resources[lng][ns]) };
        expect([ns, key, tb(key, options)]).toEqual([ns, key, ta(key, options)]);
        expect([ns, key, tb(key)]).toEqual([ns, key, ta(key)]);
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('namespaces in the key, in the options and in order; missing keys; defaults; escaping', async () => {
    for (const escapeValue of [false, true]) {
      const [a, b] = await pair({ lng: 'es', ns: namespaces, interpolation: { escapeValue } });
      const ta = a.getFixedT('es', ['home', 'common']) as unknown as LooseT;
      const tb = b.getFixedT('es', ['home', 'common']) as unknown as LooseT;
      const calls: [string, object?][] = [
        ['meta.title'],
        ['common:cta.contactUs'],
        ['pages:notFound.title'],
        ['cta.contactUs', { ns: 'common' }],
        ['no.such.key'],
        ['no.such.key', { defaultValue: 'Hola {{name}}', name: '<b>' }],
        ['no.such.key', { defaultValue: '' }],
        ['no.such.key', { returnObjects: true, defaultValue: {}, nsSeparator: false }],
        ['meta', { returnObjects: true }],
        ['meta'],
        ['some: natural language, key'],
        ['missing {{name}}', { name: 'x' }],
      ];
      for (const [key, options] of calls) expect([key, tb(key, options)]).toEqual([key, ta(key, options)]);
      expect(b.t('cta.contactUs')).toBe(a.t('cta.contactUs'));
    }
    // The form engine's tests start i18next like this: one namespace, no fallback, escaping on.
    const a = real();
    const b = small();
    const forms = { en: { forms: resources.en.forms } };
    await a.init({ lng: 'en', ns: ['forms'], defaultNS: 'forms', resources: forms, fallbackLng: false });
    await b.init({ lng: 'en', ns: ['forms'], defaultNS: 'forms', resources: forms, fallbackLng: false });
    for (const key of keysOf(resources.en.forms).leaves) {
      const options = { ...variables(resources.en.forms), count: 3 };
      expect([key, (b.t as unknown as LooseT)(key, options)]).toEqual([
        key,
        (a.t as unknown as LooseT)(key, options),
      ]);
    }
  });

  describe('detection, loading and switching, as src/lib/i18n.ts does them', () => {
    function start(make: () => I18n, detected: string | string[]) {
      const instance = make();
      const reads: string[] = [];
      const cached: string[] = [];
      const events: string[] = [];
      const backend: BackendModule = {
        type: 'backend',
        init() {},
        read(language, namespace, callback) {
          reads.push(`${language}|${namespace}`);
          const data = resources[language]?.[namespace];
          setTimeout(() => (data ? callback(null, data) : callback(new Error('none'), false)), 1);
        },
      };
      const detector: LanguageDetectorModule = {
        type: 'languageDetector',
        detect: () => detected,
        cacheUserLanguage: (lng) => void cached.push(lng),
      };
      instance.on('languageChanged', (lng) => events.push(`${lng}:${instance.hasLoadedNamespace('layout')}`));
      const ready = instance
        .use(backend)
        .use(detector)
        .init({ ...siteOptions, ns: ['common', 'layout'], partialBundledLanguages: true })
        .then(() => instance);
      return { ready, reads, cached, events };
    }

    const state = (i: I18n) => ({
      language: i.language,
      languages: i.languages,
      resolved: i.resolvedLanguage,
      home: i.hasLoadedNamespace('home'),
      common: i.hasLoadedNamespace('common'),
      title: i.t('home:meta.title'),
      phone: i.t('layout:topBar.call', { defaultValue: 'x' }),
    });

    it.each([['es'], ['en'], [['fr', 'es-MX']], [[]], ['de']])('detected %j', async (detected) => {
      const x = start(real, detected);
      const y = start(small, detected);
      const [a, b] = await Promise.all([x.ready, y.ready]);
      expect(state(b)).toEqual(state(a));
      expect([y.reads, y.cached, y.events]).toEqual([x.reads, x.cached, x.events]);

      await Promise.all([a.loadNamespaces(['home']), b.loadNamespaces(['home'])]);
      expect(state(b)).toEqual(state(a));

      const other = a.language === 'es' ? 'en' : 'es';
      const changing = [a.changeLanguage(other), b.changeLanguage(other)];
      // Switched only once the namespaces in use are there in the new language.
      expect(b.language).toBe(a.language);
      await Promise.all(changing);
      expect(state(b)).toEqual(state(a));
      expect([y.reads.sort(), y.cached, y.events]).toEqual([x.reads.sort(), x.cached, x.events]);
    });
  });
});
