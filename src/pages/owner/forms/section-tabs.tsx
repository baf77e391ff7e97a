import { Box, chakra, Flex } from '@chakra-ui/react';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { focusRing } from '../owner-styles.ts';

export interface SectionTab {
  id: string;
  label: string;
  content: ReactNode;
}

interface SectionTabsProps {
  label: string;
  tabs: SectionTab[];
  selected: string;
  onSelect: (id: string) => void;
}

/**
 * The parts of a form's screen as tabs (WAI-ARIA tabs pattern, automatic activation): arrow
 * keys, Home and End move between them, Tab goes into the panel. Only the shown panel is in the
 * page, so each part starts as it was left in the draft, not in a hidden copy.
 */
export function SectionTabs({ label, tabs, selected, onSelect }: SectionTabsProps) {
  const id = useId();
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(current);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(tabs[next].id);
    document.getElementById(`${id}-tab-${tabs[next].id}`)?.focus();
  };

  return (
    <Box>
      <Flex
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        // Wrapped rather than scrolled on a phone: every part stays in sight.
        wrap="wrap"
        columnGap="1"
        borderBottomWidth="2px"
        borderColor="gray.200"
      >
        {tabs.map((tab) => {
          const active = tab.id === current.id;
          return (
            <chakra.button
              key={tab.id}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${id}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              minH="11"
              px={{ base: '3', sm: '4' }}
              mb="-2px"
              flexShrink={0}
              fontWeight="semibold"
              color={active ? 'brand.800' : 'gray.700'}
              borderBottomWidth="3px"
              borderColor={active ? 'brand.600' : 'transparent'}
              roundedTop="md"
              cursor="pointer"
              _hover={{ bg: 'gray.100' }}
              _focusVisible={focusRing}
            >
              {tab.label}
            </chakra.button>
          );
        })}
      </Flex>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${current.id}`} pt="5">
        {current.content}
      </Box>
    </Box>
  );
}

/** The tab shown, kept in the address (?tab=) so that a reload shows the same part. */
export function useTabParam(fallback: string): [string, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const select = (tab: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  return [params.get('tab') ?? fallback, select];
}
