import { Box, chakra, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../core/routes/paths.ts';
import { focusRing, focusRingOnDark } from './focus-styles.ts';

const LogoLink = chakra(RouterLink);

/** An "M" under three ink dots (cyan, magenta, yellow): a print shop's mark, drawn inline. */
function LogoMark() {
  return (
    <chakra.svg viewBox="0 0 40 40" boxSize="10" flexShrink={0} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="9" fill="#1d35d7" />
      <circle cx="13" cy="10" r="2.6" fill="#22d3ee" />
      <circle cx="20" cy="10" r="2.6" fill="#f472b6" />
      <circle cx="27" cy="10" r="2.6" fill="#facc15" />
      <path d="M9 31V16h4.2L20 24.4l6.8-8.4H31v15h-4v-8.7l-7 8.4-7-8.4V31z" fill="#fff" />
    </chakra.svg>
  );
}

export interface LogoProps {
  onDark?: boolean;
  /** Show the tagline under the name (wide headers only). */
  withTagline?: boolean;
}

/** The mark and the shop's name, linking home. Its accessible name is the shop's name. */
export function Logo({ onDark = false, withTagline = false }: LogoProps) {
  const { t } = useTranslation('common');
  return (
    <LogoLink
      to={paths.home}
      display="inline-flex"
      alignItems="center"
      gap="2.5"
      rounded="md"
      textDecoration="none"
      flexShrink={0}
      _focusVisible={onDark ? focusRingOnDark : focusRing}
    >
      <LogoMark />
      <Box lineHeight="1.15">
        <Text
          as="span"
          display="block"
          fontWeight="extrabold"
          fontSize={{ base: 'md', sm: 'lg' }}
          letterSpacing="tight"
          color={onDark ? 'white' : 'brand.950'}
        >
          {t('brand.name')}
        </Text>
        {withTagline && (
          // Decorative here: the link's name stays the shop's name.
          <Text
            as="span"
            aria-hidden="true"
            display={{ base: 'none', md: 'block' }}
            fontSize="xs"
            color={onDark ? 'brand.100' : 'gray.600'}
          >
            {t('brand.tagline')}
          </Text>
        )}
      </Box>
    </LogoLink>
  );
}
