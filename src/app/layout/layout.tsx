import { Box, chakra } from '@chakra-ui/react';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { Suspense } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../error-boundary.tsx';
import { ScrollToTop } from '../scroll-to-top.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { Island } from '../../components/island.tsx';

/** Header and footer around every screen; the screen itself loads lazily into <main>. */
export function Layout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  // The whole frame is an island too: the root's own hydration (one task) is then only the
  // providers and the router; everything drawn is hydrated in slices.
  return (
    <Island>
      <Box minH="100vh" display="flex" flexDirection="column">
        <chakra.a
          href="#main"
          position="absolute"
          left="2"
          top="-12"
          zIndex="skipNav"
          bg="white"
          px="4"
          py="2"
          rounded="md"
          _focus={{ top: '2' }}
        >
          {t('a11y.skipToContent')}
        </chakra.a>
        <Island>
          <Header />
        </Island>
        {/* At least a screen tall, so the footer starts below the fold and the screen arriving
          a moment later does not push it down in view (a layout shift). */}
        <Box as="main" id="main" flex="1" minH="100vh" tabIndex={-1} outline="none">
          <Island>
            <Suspense
              fallback={
                <Box py="24" textAlign="center">
                  <LoadingIndicator label={t('a11y.loading')} />
                </Box>
              }
            >
              <ErrorBoundary path={pathname}>
                <Outlet />
              </ErrorBoundary>
            </Suspense>
          </Island>
        </Box>
        <Island>
          <Footer />
        </Island>
        <ScrollToTop />
      </Box>
    </Island>
  );
}
