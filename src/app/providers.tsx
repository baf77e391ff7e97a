import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { i18n as I18n } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { readCspNonce } from '../lib/csp-nonce.ts';
import { system } from '../lib/theme.ts';
import { I18nProvider } from '../lib/use-translation.ts';

export function Providers({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const cache = useMemo(() => createCache({ key: 'ck', nonce: readCspNonce() }), []);
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}
