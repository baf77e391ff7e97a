/**
 * The configurator's choice cards: a native radio or checkbox (the form engine's `Tick`) inside
 * a card that shows whether it is chosen. The card's label stretches over the whole card, so a
 * click anywhere on it chooses it, and a keyboard focus rings the whole card.
 */
import { chakra } from '@chakra-ui/react';

export const ChoiceFieldset = chakra('fieldset', { base: { border: 0, p: 0, m: 0, minW: 0 } });

export const ChoiceLegend = chakra('legend', {
  base: { p: 0, mb: '1', fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold', color: 'gray.900' },
});

export const ChoiceCard = chakra('div', {
  base: {
    position: 'relative',
    bg: 'white',
    rounded: 'xl',
    borderWidth: '2px',
    borderColor: 'gray.200',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: 'moderate',
    _hover: { borderColor: 'brand.300' },
    '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
  },
  variants: {
    chosen: {
      true: { borderColor: 'brand.600', shadow: 'md', bg: 'brand.50', _hover: { borderColor: 'brand.600' } },
      false: { shadow: 'xs' },
    },
  },
});

/**
 * The card's label; its ::after covers the card so the whole card is the click target. The
 * input sits above it (`choiceInput`), so it still takes its own clicks and shows its focus.
 */
export const StretchedLabel = chakra('label', {
  base: {
    display: 'flex',
    gap: '3',
    alignItems: 'flex-start',
    cursor: 'pointer',
    _after: { content: '""', position: 'absolute', inset: 0, rounded: 'xl', zIndex: 1 },
  },
});

export const choiceInput = { position: 'relative', zIndex: 2 } as const;
