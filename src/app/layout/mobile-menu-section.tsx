import { Box, chakra } from '@chakra-ui/react';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { Suspense } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { MegaMenu } from '../../../catalog/menus.ts';
import { EditableText } from '../../components/editable-text.tsx';
import { ChevronDownIcon } from '../../components/icons/index.ts';
import { focusRing } from './focus-styles.ts';
import { MobileSectionLinks } from './mobile-section-links.tsx';

export const mobileRowStyle = {
  display: 'flex',
  alignItems: 'center',
  w: 'full',
  minH: '12',
  px: '1',
  fontSize: 'md',
  fontWeight: 'semibold',
  color: 'gray.900',
  textAlign: 'start',
  rounded: 'md',
  cursor: 'pointer',
  _hover: { color: 'brand.700' },
  _currentPage: { color: 'brand.700' },
  _focusVisible: focusRing,
} as const;

export interface MobileMenuSectionProps {
  menu: MegaMenu;
  open: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}

/** A mega-menu as an accordion section of the small-screen menu, opened by a tap. */
export function MobileMenuSection({ menu, open, onToggle, onNavigate }: MobileMenuSectionProps) {
  const { t } = useTranslation('common');
  const regionId = `mobile-menu-${menu.group}`;
  return (
    <chakra.li borderBottomWidth="1px" borderColor="gray.200">
      <chakra.button
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={onToggle}
        {...mobileRowStyle}
      >
        <EditableText ns="layout" k={`menu.${menu.group}`} />
        <ChevronDownIcon
          ml="auto"
          fontSize="xl"
          transition="transform 0.2s"
          transform={open ? 'rotate(180deg)' : undefined}
        />
      </chakra.button>
      <Box id={regionId} hidden={!open} pb="4" px="1">
        {open && (
          // The catalogue texts may still be on their way.
          <Suspense fallback={<LoadingIndicator label={t('a11y.loading')} size="5" my="3" />}>
            <MobileSectionLinks group={menu.group} onNavigate={onNavigate} />
          </Suspense>
        )}
      </Box>
    </chakra.li>
  );
}
