import { chakra } from '@chakra-ui/react';
import { lazy } from 'react';
import type { i18n as I18n } from 'i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EditableText } from '../../components/editable-text.tsx';
import { paths } from '../../../core/routes/paths.ts';
import { focusRing } from './focus-styles.ts';
import type { MenuContentProps } from './menu-content-props.ts';

/**
 * The menus' insides (every subcategory and item) are a separate chunk: they are only needed
 * once a visitor opens a menu, and they wait for the `catalog` texts anyway. Keeping them out
 * of the main bundle keeps every page's first load small.
 */
const loadMenuContent = () => import('./menu-content.ts');

/** Start fetching the panel code and the catalogue texts as soon as a visitor shows interest. */
export function prefetchMenuContent(i18n: I18n): void {
  void loadMenuContent().catch(() => undefined);
  void i18n.loadNamespaces('catalog');
}

/** "View all" to a page that lists what the missing chunk would have shown. */
const FallbackLink = chakra(RouterLink, {
  base: {
    display: 'inline-block',
    fontWeight: 'semibold',
    color: 'brand.700',
    textDecoration: 'underline',
    rounded: 'sm',
    _focusVisible: focusRing,
  },
});

/** If the chunk cannot load (offline, or a deploy replaced it), the group page still helps. */
function MenuContentFallback({ group, onNavigate }: MenuContentProps) {
  return (
    <FallbackLink to={paths.group(group)} onClick={onNavigate} my="4">
      <EditableText ns="layout" k="menu.viewAll" />
    </FallbackLink>
  );
}

export const LazyMegaMenuContent = lazy(() =>
  loadMenuContent().then(
    (module) => ({ default: module.MegaMenuContent }),
    () => ({ default: MenuContentFallback }),
  ),
);

/** If the chunk cannot load, the small-screen menu still offers the page listing every service. */
function MobileMenuFallback({ onNavigate }: { onNavigate: () => void }) {
  return (
    <FallbackLink to={paths.services} onClick={onNavigate} m="4">
      <EditableText ns="layout" k="menu.viewAll" />
    </FallbackLink>
  );
}

export const LazyMobileMenuBody = lazy(() =>
  loadMenuContent().then(
    (module) => ({ default: module.MobileMenuBody }),
    () => ({ default: MobileMenuFallback }),
  ),
);
