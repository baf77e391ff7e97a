/**
 * The part of i18next this site uses, in about 2 KB brotli instead of 13 KB on every page.
 * Parcel and Jest alias `i18next` to this file (package.json "alias", jest.config.cjs); its types
 * still come from the real package, and the server does not use i18next at all.
 *
 * Same behaviour as i18next 27 for what the site uses, checked key by key against the real
 * library in tests/unit/i18n-lite.test.ts: nested keys, `ns:key`, namespaces searched in order,
 * the fallback languages, plurals by Intl.PluralRules (`_one`, `_other`, `_zero`, falling back
 * to `_other`), `{{value}}` and `{{- value}}` interpolation (escaped unless `escapeValue: false`),
 * `defaultValue`, `returnObjects`; a backend and a language detector plugged in by `use()`,
 * `resources` (with `partialBundledLanguages`), `loadNamespaces`, `changeLanguage` (loads first,
 * then switches and emits `languageChanged`), `hasLoadedNamespace`, `getFixedT`.
 * Not supported: formatters (`{{x, number}}`), nesting (`$t()`), context, ordinals, post-processors.
 */

type Resources = Record<string, unknown>;
type Options = Record<string, unknown> & {
  lng?: string;
  fallbackLng?: false | string | readonly string[] | Record<string, readonly string[]>;
  supportedLngs?: false | readonly string[];
  nonExplicitSupportedLngs?: boolean;
  load?: string;
  ns?: string | string[];
  defaultNS?: string | readonly string[] | false;
  resources?: Record<string, Record<string, Resources>>;
  partialBundledLanguages?: boolean;
  interpolation?: { escapeValue?: boolean };
  keySeparator?: string | false;
  nsSeparator?: string | false;
};
type TOptions = Record<string, unknown> & {
  ns?: string | readonly string[];
  lng?: string;
  count?: unknown;
  defaultValue?: unknown;
  returnObjects?: boolean;
  nsSeparator?: string | false;
  keySeparator?: string | false;
  interpolation?: { escapeValue?: boolean };
};
type Callback = (error: unknown, data?: unknown) => void;
type Backend = {
  type: 'backend';
  init?: (...args: unknown[]) => void;
  read: (lng: string, ns: string, cb: Callback) => void;
};
type Detector = {
  type: 'languageDetector';
  init?: (...args: unknown[]) => void;
  detect: () => string | readonly string[] | undefined;
  cacheUserLanguage?: (lng: string) => void;
};
type Listener = (...args: unknown[]) => void;
type T = ((key: string | string[], options?: TOptions | string) => unknown) & { lng?: string; ns?: unknown };

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '/': '&#x2F;',
};
const escape = (text: string) => text.replace(/[&<>"'/]/g, (c) => entities[c]);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const list = (value: unknown): string[] =>
  value == null || value === false ? [] : typeof value === 'string' ? [value] : [...(value as string[])];

function deepFind(data: unknown, key: string, separator: string | false): unknown {
  if (!isObject(data)) return undefined;
  if (Object.hasOwn(data, key)) return data[key];
  if (!separator) return undefined;
  let current: unknown = data;
  for (const part of key.split(separator)) {
    if (!isObject(current) || !Object.hasOwn(current, part)) return undefined;
    current = current[part];
  }
  return current;
}

function deepMerge(target: Record<string, unknown>, source: Record<string, unknown>, overwrite: boolean) {
  for (const [key, value] of Object.entries(source)) {
    if (isObject(value) && isObject(target[key])) deepMerge(target[key], value, overwrite);
    else if (overwrite || !(key in target)) target[key] = value;
  }
}

class I18nLite {
  options: Options = {};
  language = '';
  languages: string[] = [];
  resolvedLanguage: string | undefined;
  isInitialized = false;
  store: { data: Record<string, Record<string, Resources>> } = { data: {} };
  private backend: Backend | undefined;
  private detector: Detector | undefined;
  private listeners = new Map<string, Set<Listener>>();
  /** `${lng}|${ns}`: 1 while loading, 2 once loaded or given up. */
  private state = new Map<string, Promise<void> | 2>();
  private changingTo: string | undefined;

  use(module: Backend | Detector) {
    if (module.type === 'backend') this.backend = module;
    if (module.type === 'languageDetector') this.detector = module;
    return this;
  }

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }

  off(event: string, listener?: Listener) {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }

  emit(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  async init(options: Options = {}, callback?: Callback) {
    const ns = options.ns ?? (options.defaultNS ? list(options.defaultNS) : ['translation']);
    this.options = {
      fallbackLng: ['dev'],
      keySeparator: '.',
      nsSeparator: ':',
      defaultNS: 'translation',
      ...options,
      ns: list(ns),
      interpolation: { escapeValue: true, ...options.interpolation },
    };
    if (options.resources)
      for (const [lng, bundles] of Object.entries(options.resources))
        for (const [name, data] of Object.entries(bundles)) this.addResourceBundle(lng, name, data);
    this.backend?.init?.({}, {}, this.options);
    this.detector?.init?.({}, {}, this.options);
    const t = await this.changeLanguage(options.lng);
    this.isInitialized = true;
    this.emit('initialized', this.options);
    callback?.(null, t);
    return t;
  }

  /** i18next's getBestMatchFromCodes: the first supported code, or its language; else the fallback. */
  private bestMatch(codes: readonly string[]): string {
    const supported = this.options.supportedLngs ? list(this.options.supportedLngs) : undefined;
    const primary = (code: string) => code.split(/[-_]/)[0];
    const nonExplicit = this.options.nonExplicitSupportedLngs;
    for (const code of codes)
      if (!supported || supported.includes(nonExplicit ? primary(code) : code)) return code;
    if (supported) for (const code of codes) if (supported.includes(primary(code))) return primary(code);
    return this.fallbacks('')[0] ?? 'dev';
  }

  private fallbacks(code: string): string[] {
    const fallback = this.options.fallbackLng;
    if (!fallback) return [];
    if (typeof fallback === 'string' || Array.isArray(fallback)) return list(fallback);
    const table = fallback as Record<string, readonly string[]>;
    const primary = code.split(/[-_]/)[0];
    return list(table[code] ?? table[primary] ?? table.default);
  }

  /** The languages a lookup tries, in order: the language (or only its primary subtag), then its fallbacks. */
  private hierarchy(code: string): string[] {
    const primary = code.split(/[-_]/)[0];
    const own = this.options.load === 'languageOnly' ? [primary] : [code, primary];
    const supported = this.options.supportedLngs ? list(this.options.supportedLngs) : undefined;
    const codes = [...own, ...this.fallbacks(code)].filter((c) => c && (!supported || supported.includes(c)));
    return codes.filter((c, i) => codes.indexOf(c) === i);
  }

  changeLanguage(lng?: string, callback?: Callback): Promise<T> {
    this.changingTo = lng;
    const codes = list(lng ?? this.detector?.detect());
    const chosen = codes[0] && this.hasLanguage(codes[0]) ? codes[0] : this.bestMatch(codes);
    if (!this.language) this.setLanguage(chosen);
    this.detector?.cacheUserLanguage?.(chosen);
    const done = () => {
      if (this.changingTo === lng) {
        this.setLanguage(chosen);
        this.changingTo = undefined;
        this.emit('languageChanged', chosen);
      }
      const t = this.getFixedT(null);
      callback?.(null, t);
      return t;
    };
    // Like i18next, a language whose texts are all there is switched on at once, not a tick later.
    const loading = this.load(this.hierarchy(chosen), list(this.options.ns));
    return loading ? loading.then(done) : Promise.resolve(done());
  }

  private setLanguage(code: string) {
    this.language = code;
    this.languages = this.hierarchy(code);
    this.resolvedLanguage = this.languages.find((l) => this.hasLanguage(l));
  }

  private hasLanguage(lng: string) {
    return Object.values(this.store.data[lng] ?? {}).some((bundle) => Object.keys(bundle).length > 0);
  }

  /** Loads what is missing; undefined when nothing is (then nothing needs waiting for). */
  private load(lngs: readonly string[], namespaces: readonly string[]): Promise<void> | undefined {
    const jobs: Promise<void>[] = [];
    const bundled = this.options.resources && !this.options.partialBundledLanguages;
    for (const lng of lngs)
      for (const ns of namespaces) {
        const key = `${lng}|${ns}`;
        const state = this.state.get(key);
        if (state === 2 || !this.backend || bundled) continue;
        if (state) jobs.push(state);
        else if (this.hasResourceBundle(lng, ns)) this.state.set(key, 2);
        else {
          const job = this.read(lng, ns, 0).then(() => void this.state.set(key, 2));
          this.state.set(key, job);
          jobs.push(job);
        }
      }
    return jobs.length ? Promise.all(jobs).then(() => undefined) : undefined;
  }

  /** Like i18next's backend connector: up to five retries, 350 ms apart and doubling. */
  private read(lng: string, ns: string, tried: number): Promise<void> {
    return new Promise<void>((resolve) => {
      this.backend!.read(lng, ns, (error, data) => {
        if (error && tried < 5) {
          setTimeout(() => resolve(this.read(lng, ns, tried + 1)), 350 * 2 ** tried);
          return;
        }
        if (!error && isObject(data)) this.addResourceBundle(lng, ns, data);
        this.emit('loaded', { [lng]: { [ns]: !error } });
        resolve();
      });
    });
  }

  loadNamespaces(ns: string | readonly string[], callback?: Callback) {
    const used = this.options.ns as string[];
    for (const name of list(ns)) if (!used.includes(name)) used.push(name);
    return Promise.resolve(this.load(this.languages, list(ns))).then(() => callback?.(null));
  }

  loadLanguages(lngs: string | readonly string[], callback?: Callback) {
    return Promise.resolve(this.load(list(lngs), list(this.options.ns))).then(() => callback?.(null));
  }

  hasLoadedNamespace(ns: string, options: { lng?: string } = {}) {
    if (!this.isInitialized || !this.languages.length) return false;
    const lng = options.lng ?? this.resolvedLanguage ?? this.languages[0];
    if (this.hasResourceBundle(lng, ns)) return true;
    if (!this.backend || (this.options.resources && !this.options.partialBundledLanguages)) return true;
    const last = this.languages[this.languages.length - 1];
    const done = (l: string) => this.state.get(`${l}|${ns}`) === 2;
    return done(lng) && (!this.options.fallbackLng || done(last));
  }

  addResourceBundle(lng: string, ns: string, resources: Resources, deep = false, overwrite = false) {
    const bundles = (this.store.data[lng] ??= {});
    const target = (bundles[ns] ??= {});
    if (deep) deepMerge(target, resources, overwrite);
    else Object.assign(target, resources);
    this.emit('added', lng, ns);
    return this;
  }

  addResources(lng: string, ns: string, resources: Resources) {
    return this.addResourceBundle(lng, ns, resources, false, true);
  }

  addResource(lng: string, ns: string, key: string, value: unknown) {
    const separator = this.options.keySeparator ?? '.';
    const parts = separator ? key.split(separator) : [key];
    let target = ((this.store.data[lng] ??= {})[ns] ??= {});
    for (const part of parts.slice(0, -1))
      target = (target[part] = isObject(target[part]) ? target[part] : {}) as Resources;
    target[parts[parts.length - 1]] = value;
    this.emit('added', lng, ns, key, value);
    return this;
  }

  hasResourceBundle(lng: string, ns: string) {
    return this.store.data[lng]?.[ns] !== undefined;
  }

  getResourceBundle(lng: string, ns: string) {
    const bundle = this.store.data[lng]?.[ns];
    return bundle ? { ...bundle } : undefined;
  }

  getResource(lng: string, ns: string, key: string, options: { keySeparator?: string | false } = {}) {
    const separator =
      options.keySeparator !== undefined ? options.keySeparator : (this.options.keySeparator ?? '.');
    return deepFind(this.store.data[lng]?.[ns], key, separator);
  }

  getFixedT(lng: string | null, ns?: string | readonly string[] | null, keyPrefix?: string): T {
    const fixed = ((key: string | string[], options?: TOptions | string) => {
      const opts: TOptions = typeof options === 'string' ? { defaultValue: options } : { ...options };
      opts.lng ??= lng ?? undefined;
      opts.ns ??= ns ?? undefined;
      const keys = (Array.isArray(key) ? key : [key]).map((k) => (keyPrefix ? `${keyPrefix}.${k}` : k));
      return this.translate(keys, opts);
    }) as T;
    fixed.lng = lng ?? undefined;
    fixed.ns = ns;
    return fixed;
  }

  t = (key: string | string[], options?: TOptions | string) => this.getFixedT(null)(key, options);

  exists(key: string, options: TOptions = {}) {
    return this.resolve([key], options).found !== undefined;
  }

  dir() {
    return 'ltr';
  }

  /** i18next's extractFromKey: `ns:key`, unless the key reads like a sentence. */
  private split(key: string, opts: TOptions): { key: string; namespaces: string[] } {
    const nsSeparator = opts.nsSeparator !== undefined ? opts.nsSeparator : (this.options.nsSeparator ?? ':');
    const keySeparator =
      opts.keySeparator !== undefined ? opts.keySeparator : (this.options.keySeparator ?? '.');
    let namespaces = list(opts.ns ?? this.options.defaultNS);
    const sentence = /[ ,?!;]/;
    const objectPath =
      !sentence.test(key) ||
      (!!keySeparator &&
        key.indexOf(keySeparator) > 0 &&
        !sentence.test(key.slice(0, key.indexOf(keySeparator))));
    if (nsSeparator && key.includes(nsSeparator) && objectPath) {
      const parts = key.split(nsSeparator);
      namespaces = [parts.shift()!];
      key = parts.join(keySeparator || '');
    }
    return { key, namespaces };
  }

  private resolve(keys: readonly string[], opts: TOptions) {
    const separator =
      opts.keySeparator !== undefined ? opts.keySeparator : (this.options.keySeparator ?? '.');
    const plural = opts.count !== undefined && typeof opts.count !== 'string';
    let found: unknown;
    let usedKey = '';
    let usedNamespaces: string[] = [];
    for (const raw of keys) {
      const { key, namespaces } = this.split(raw, opts);
      usedKey = key;
      usedNamespaces = namespaces;
      for (const ns of namespaces)
        for (const code of this.hierarchy(opts.lng ?? this.language)) {
          const candidates = [key];
          if (plural) {
            const suffix = `_${new Intl.PluralRules(code).select(Number(opts.count))}`;
            candidates.push(key + suffix);
            if (opts.count === 0) candidates.push(`${key}_zero`);
            if (suffix !== '_other') candidates.unshift(`${key}_other`);
          }
          while (candidates.length) {
            found = deepFind(this.store.data[code]?.[ns], candidates.pop()!, separator);
            if (found !== undefined && found !== null) return { found, key, namespaces };
          }
        }
    }
    return { found: undefined, key: usedKey, namespaces: usedNamespaces };
  }

  private interpolate(text: string, opts: TOptions): string {
    if (!text.includes('{{')) return text;
    const escapeValue = opts.interpolation?.escapeValue ?? this.options.interpolation?.escapeValue ?? true;
    return text.replace(/\{\{(-?)(.+?)\}\}/g, (match, raw: string, name: string) => {
      const variable = name.trim();
      let value = deepFind(opts, variable, '.');
      if (value === undefined) {
        if (!Object.hasOwn(opts, variable)) return match;
        value = '';
      }
      const string = value == null ? '' : String(value);
      return raw || !escapeValue ? string : escape(string);
    });
  }

  private translate(keys: readonly string[], opts: TOptions): unknown {
    const { found, key, namespaces } = this.resolve(keys, opts);
    let value: unknown = found ?? opts.defaultValue;
    if (isObject(value)) {
      if (!opts.returnObjects) return key;
      const copy: Record<string, unknown> = Array.isArray(value)
        ? ([] as unknown as Record<string, unknown>)
        : {};
      for (const part of Object.keys(value)) {
        const deepKey = `${key}${this.options.keySeparator ?? '.'}${part}`;
        const deepDefault =
          found === undefined && isObject(opts.defaultValue) ? opts.defaultValue[part] : undefined;
        const translated = this.translate([deepKey], { ...opts, ns: namespaces, defaultValue: deepDefault });
        copy[part] = translated === deepKey ? value[part] : translated;
      }
      return copy;
    }
    if (value === undefined) value = key;
    return typeof value === 'string' ? this.interpolate(value, opts) : value;
  }

  createInstance(options?: Options, callback?: Callback) {
    const instance = new I18nLite();
    if (options) void instance.init(options, callback);
    return instance;
  }

  cloneInstance() {
    const clone = new I18nLite();
    clone.options = { ...this.options };
    clone.store = this.store;
    clone.backend = this.backend;
    clone.detector = this.detector;
    clone.setLanguage(this.language);
    clone.isInitialized = this.isInitialized;
    return clone;
  }
}

const i18next = new I18nLite();
export default i18next;
export const createInstance = i18next.createInstance.bind(i18next);
export const t = i18next.t;
export const changeLanguage = i18next.changeLanguage.bind(i18next);
export const use = i18next.use.bind(i18next);
export const init = i18next.init.bind(i18next);
export const getFixedT = i18next.getFixedT.bind(i18next);
export const loadNamespaces = i18next.loadNamespaces.bind(i18next);
export const hasLoadedNamespace = i18next.hasLoadedNamespace.bind(i18next);
