import { Box, chakra, Container, Flex, Text } from '@chakra-ui/react';
import { useOpeningHours } from '../../lib/opening-hours.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { business } from '../../../catalog/business.ts';
import { ClockIcon, PhoneIcon } from '../../components/icons/index.ts';
import { focusRingOnDark } from './focus-styles.ts';
import { LanguageToggle } from './language-toggle.tsx';

/** Fixed height: the sticky header scrolls exactly this much out of view (see header.tsx). */
export const topBarHeight = '2.5rem';

/** The thin dark strip above the header: phone, an hours hint and the language toggle. */
export function TopBar() {
  const { t } = useTranslation('layout');
  const hours = useOpeningHours();
  const range = (days: string) => hours.find((row) => row.days === days)?.text ?? '';
  return (
    <Box bg="brand.950" color="white" fontSize="sm" h={topBarHeight}>
      <Container maxW="6xl" h="full">
        <Flex h="full" align="center" gap="6">
          <chakra.a
            href={`tel:${business.phone}`}
            aria-label={t('topBar.phoneLabel', { phone: business.phoneDisplay })}
            display="inline-flex"
            alignItems="center"
            gap="2"
            fontWeight="semibold"
            whiteSpace="nowrap"
            rounded="sm"
            _hover={{ textDecoration: 'underline' }}
            _focusVisible={focusRingOnDark}
          >
            <PhoneIcon />
            {business.phoneDisplay}
          </chakra.a>
          <Text display={{ base: 'none', md: 'inline-flex' }} alignItems="center" gap="2" color="brand.100">
            <ClockIcon />
            {t('topBar.hours', { weekdays: range('mon-fri'), saturday: range('sat') })}
          </Text>
          <Box ml="auto">
            <LanguageToggle />
          </Box>
        </Flex>
      </Container>
    </Box>
  );
}
