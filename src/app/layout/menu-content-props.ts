import type { ServiceGroup } from '../../../catalog/service-groups.ts';

/** What a menu's lazily loaded insides (menu-content.ts) are given by menu-content-loader.tsx. */
export interface MenuContentProps {
  group: ServiceGroup;
  onNavigate: () => void;
}
