import { Box } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { useHideEditingDock } from '../../features/content-editing/content-editing-host.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { ErrorBoundary } from '../error-boundary.tsx';
import { ScrollToTop } from '../scroll-to-top.tsx';

/**
 * For the owner's screens and a quote laid out for print (route table `private` or `bare`): no
 * public header, footer, chat or Admin button, only the loading and error handling every screen
 * gets. The screen draws its own landmarks.
 */
export function BareLayout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  // The site's text editor has nothing to edit here, and its button would cover the inbox.
  useHideEditingDock();
  return (
    <Suspense
      fallback={
        <Box py="24" textAlign="center">
          <LoadingIndicator label={t('a11y.loading')} />
        </Box>
      }
    >
      <ErrorBoundary path={pathname} standalone>
        <Outlet />
      </ErrorBoundary>
      <ScrollToTop />
    </Suspense>
  );
}
