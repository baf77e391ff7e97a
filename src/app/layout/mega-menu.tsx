import { Box, chakra, Container } from '@chakra-ui/react';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { Suspense, useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../core/routes/paths.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { ServiceGroup } from '../../../catalog/service-groups.ts';
import { EditableText } from '../../components/editable-text.tsx';
import { ChevronDownIcon } from '../../components/icons/index.ts';
import { LazyMegaMenuContent, prefetchMenuContent } from './menu-content-loader.tsx';
import { desktopNavItemStyle } from './nav-styles.ts';
import type { MegaMenuControls } from './use-mega-menu.ts';

const NoScriptLink = chakra(RouterLink);

export const megaMenuPanelId = (group: string) => `mega-menu-${group}`;

export interface MegaMenuProps {
  group: ServiceGroup;
  controls: MegaMenuControls;
  /** The current page belongs to this group. */
  current: boolean;
}

/**
 * One item of the desktop bar: a disclosure button and its panel. The panel sits inside the
 * same <li>, so Tab walks from the trigger into its links, and the pointer can travel from
 * trigger to panel without "leaving" the menu.
 */
export function MegaMenu({ group, controls, current }: MegaMenuProps) {
  const { t, i18n } = useTranslation('common');
  const trigger = useRef<HTMLButtonElement>(null);
  const open = controls.openGroup === group;
  const panelId = megaMenuPanelId(group);

  const prefetch = () => prefetchMenuContent(i18n);
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    prefetch();
    controls.hoverEnter(group);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') controls.hoverLeave();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    controls.close();
    trigger.current?.focus();
  };
  // Tabbing past the last link (or back before the trigger) closes the panel behind you.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) controls.close();
  };

  return (
    <chakra.li
      display="flex"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      {/* Without JavaScript the trigger cannot open its panel: the group's page is linked
          instead, and the prerendered <head> hides the [data-needs-js] trigger. */}
      <noscript>
        <NoScriptLink to={paths.group(group)} {...desktopNavItemStyle}>
          <EditableText ns="layout" k={`menu.${group}`} />
        </NoScriptLink>
      </noscript>
      <chakra.button
        ref={trigger}
        type="button"
        data-needs-js=""
        aria-expanded={open}
        aria-controls={panelId}
        data-current={current ? '' : undefined}
        onFocus={prefetch}
        onClick={() => controls.toggle(group)}
        {...desktopNavItemStyle}
      >
        <EditableText ns="layout" k={`menu.${group}`} />
        <ChevronDownIcon
          fontSize="md"
          transition="transform 0.2s"
          transform={open ? 'rotate(180deg)' : undefined}
        />
      </chakra.button>
      <Box
        id={panelId}
        hidden={!open}
        position="absolute"
        top="100%"
        left="0"
        right="0"
        bg="white"
        borderTopWidth="1px"
        borderColor="gray.200"
        boxShadow="0 18px 40px -12px rgba(23, 30, 84, 0.35)"
        maxH="calc(100vh - 8rem)"
        overflowY="auto"
      >
        {open && (
          <Container maxW="6xl">
            <Suspense
              fallback={
                <Box py="16" textAlign="center">
                  <LoadingIndicator label={t('a11y.loading')} size="6" />
                </Box>
              }
            >
              <LazyMegaMenuContent group={group} onNavigate={controls.close} />
            </Suspense>
          </Container>
        )}
      </Box>
    </chakra.li>
  );
}
