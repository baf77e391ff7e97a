import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { i18n as I18n } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { readCspNonce } from '../lib/csp-nonce.ts';
import { adoptPrerenderedStyles } from '../lib/prerendered-styles.ts';
import { getSystem } from '../lib/theme.ts';
import { I18nProvider } from '../lib/use-translation.ts';

/** The key of every Emotion style; the prerendered <style data-prerendered="ck …"> tags carry it too. */
export const emotionKey = 'ck';

/**
 * `emotionCache` is the prerenderer's (it collects the styles for the page's <head>); in the
 * browser the cache is made here with the response's nonce, and told which styles the
 * prerendered page already holds (src/lib/prerendered-styles.ts), so hydration inserts none of
 * them a second time.
 */
export function Providers({
  i18n,
  emotionCache,
  children,
}: {
  i18n: I18n;
  emotionCache?: EmotionCache;
  children: ReactNode;
}) {
  const cache = useMemo(() => {
    if (emotionCache) return emotionCache;
    const browserCache = createCache({ key: emotionKey, nonce: readCspNonce() });
    adoptPrerenderedStyles(browserCache);
    return browserCache;
  }, [emotionCache]);
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={getSystem()}>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}
