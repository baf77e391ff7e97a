/** The lazily loaded menu contents (see menu-content-loader.tsx): one chunk for both layouts. */
export { MegaMenuContent } from './mega-menu-content.tsx';
export { MobileMenuBody } from './mobile-menu-body.tsx';
