import { chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { focusRing } from '../owner-styles.ts';

/** The name of a form or a price table in its list, as a link to its page (44 px tall). */
export const ItemLink = chakra(RouterLink, {
  base: {
    alignSelf: 'flex-start',
    display: 'inline-flex',
    alignItems: 'center',
    minH: '11',
    fontSize: 'lg',
    fontWeight: 'bold',
    color: 'brand.800',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    rounded: 'md',
    overflowWrap: 'anywhere',
    _hover: { color: 'brand.950' },
    _focusVisible: focusRing,
  },
});
