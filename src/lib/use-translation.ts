/**
 * The little of react-i18next we use, in 50 lines: a provider and a `useTranslation` that
 * suspends until its namespaces are loaded and re-renders when the language changes.
 * react-i18next costs about 2 KB brotli on every page, and the home page's budget is tight.
 */
import type { i18n as I18n, TFunction } from 'i18next';
import {
  createContext,
  createElement,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

const loading = new Map<string, Promise<void>>();
const subscriptions = new WeakMap<I18n, (onChange: () => void) => () => void>();

function subscriber(i18n: I18n) {
  let subscribe = subscriptions.get(i18n);
  if (!subscribe) {
    subscribe = (onChange) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    };
    subscriptions.set(i18n, subscribe);
  }
  return subscribe;
}

export function useTranslation(ns: string | readonly string[] = 'common'): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an <I18nProvider> above it');
  const namespaces = typeof ns === 'string' ? [ns] : [...ns];
  const nsKey = namespaces.join('|');
  const lng = useSyncExternalStore(
    subscriber(i18n),
    () => i18n.language,
    () => i18n.language,
  );

  // Namespaces in use are loaded with the new language before it is switched on (no flash).
  const used = i18n.options.ns as string[];
  for (const name of namespaces) if (!used.includes(name)) used.push(name);

  if (!namespaces.every((name) => i18n.hasLoadedNamespace(name))) {
    const key = `${lng}|${nsKey}`;
    let pending = loading.get(key);
    if (!pending) {
      pending = i18n.loadNamespaces(namespaces).finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    throw pending;
  }
  // eslint-disable-next-line react-hooks/exhaustive-deps -- nsKey stands for namespaces
  const t = useMemo(() => i18n.getFixedT(lng, namespaces), [i18n, lng, nsKey]) as TFunction;
  return { t, i18n };
}
