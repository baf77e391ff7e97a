import { Box } from '@chakra-ui/react';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { Suspense } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { LazyMobileMenuBody } from './menu-content-loader.tsx';

export const mobileMenuId = 'mobile-menu';

export interface MobileMenuProps {
  open: boolean;
  onNavigate: () => void;
}

/**
 * The collapsible menu of small screens (below lg), inside the header's "Main" navigation:
 * the same links, with each mega-menu as an accordion section.
 */
export function MobileMenu({ open, onNavigate }: MobileMenuProps) {
  const { t } = useTranslation('common');
  return (
    <Box
      id={mobileMenuId}
      hidden={!open}
      display={{ lg: 'none' }}
      borderTopWidth="1px"
      borderColor="gray.200"
      maxH="calc(100dvh - 4rem)"
      overflowY="auto"
      overscrollBehavior="contain"
    >
      {/* Mounted only while open, so each opening starts with every section closed. */}
      {open && (
        <Suspense fallback={<LoadingIndicator label={t('a11y.loading')} size="6" m="4" />}>
          <LazyMobileMenuBody onNavigate={onNavigate} />
        </Suspense>
      )}
    </Box>
  );
}
