import type { ButtonProps } from '@chakra-ui/react';

/**
 * Button colours for the dark hero and call-to-action bands: the default brand button would
 * blend into them. Both pairs pass WCAG AA on brand.700-950.
 */
export const primaryOnDark: ButtonProps = { bg: 'white', color: 'brand.800', _hover: { bg: 'brand.50' } };
export const secondaryOnDark: ButtonProps = {
  variant: 'outline',
  color: 'white',
  borderColor: 'whiteAlpha.700',
  _hover: { bg: 'whiteAlpha.200' },
};
