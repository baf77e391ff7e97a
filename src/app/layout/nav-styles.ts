import { focusRing } from './focus-styles.ts';

/** Shared look of the top-level items in the desktop bar: links and mega-menu triggers alike. */
export const desktopNavItemStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  h: '12',
  px: '3',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'gray.800',
  whiteSpace: 'nowrap',
  borderBottomWidth: '3px',
  borderTopWidth: '3px',
  borderColor: 'transparent',
  cursor: 'pointer',
  transition: 'color 0.15s, border-color 0.15s',
  _hover: { color: 'brand.700' },
  _currentPage: { color: 'brand.700', borderBottomColor: 'brand.600' },
  _expanded: { color: 'brand.700', borderBottomColor: 'brand.600' },
  // A mega-menu trigger whose group contains the current page.
  '&[data-current]': { color: 'brand.700', borderBottomColor: 'brand.600' },
  _focusVisible: { ...focusRing, outlineOffset: '-3px' },
} as const;

/** Links inside the menu panels and the mobile menu. */
export const menuLinkStyle = {
  display: 'block',
  py: '1.5',
  px: '2',
  mx: '-2',
  rounded: 'md',
  fontSize: 'sm',
  color: 'gray.800',
  _hover: { bg: 'brand.50', color: 'brand.800' },
  _focusVisible: focusRing,
} as const;

/** The quieter links of the logo row (Jobs, Order Status, Upload Files). */
export const secondaryLinkStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  h: '10',
  px: '3',
  rounded: 'md',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'gray.700',
  whiteSpace: 'nowrap',
  _hover: { bg: 'gray.100', color: 'brand.800' },
  _currentPage: { bg: 'brand.50', color: 'brand.800' },
  _focusVisible: focusRing,
} as const;
