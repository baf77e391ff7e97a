import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { i18n as I18n } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { readCspNonce } from '../lib/csp-nonce.ts';
import { getSystem } from '../lib/theme.ts';
import { I18nProvider } from '../lib/use-translation.ts';

/** The key of every Emotion style; the prerendered <style data-emotion="ck …"> tags carry it too. */
export const emotionKey = 'ck';

/**
 * `emotionCache` is the prerenderer's (it collects the styles for the page's <head>); in the
 * browser the cache is made here with the response's nonce, and on creation it adopts the
 * prerendered style tags, so hydration inserts none of them a second time.
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
  const cache = useMemo(
    () => emotionCache ?? createCache({ key: emotionKey, nonce: readCspNonce() }),
    [emotionCache],
  );
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={getSystem()}>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}
