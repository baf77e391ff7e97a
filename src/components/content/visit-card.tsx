import { Box, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { business } from '../../../catalog/business.ts';
import { ArrowRightIcon, ClockIcon, MapPinIcon } from '../icons/index.ts';
import { NewTabHint } from '../new-tab-hint.tsx';
import { ShopAddress } from '../shop-address.tsx';
import { HoursList } from './hours-list.tsx';

/** Where the shop is and when it is open, with a directions link; used beside other content. */
export function VisitCard() {
  const { t } = useTranslation(['company', 'common']);
  return (
    <Box
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="xl"
      p={{ base: '5', md: '6' }}
      shadow="xs"
    >
      <Flex gap="3" align="flex-start" mb="5">
        <MapPinIcon boxSize="1.25em" color="brand.700" mt="1" />
        <Box>
          <Heading as="h3" fontSize="lg" fontWeight="semibold" mb="1">
            {t('shared.visit.title')}
          </Heading>
          <ShopAddress />
          <Text color="gray.600" fontSize="sm" mt="1">
            {t('shared.visit.parking')}
          </Text>
          <Link
            href={business.directionsUrl}
            target="_blank"
            rel="noopener noreferrer"
            mt="2"
            fontWeight="semibold"
          >
            {t('shared.visit.directions')}
            <NewTabHint />
            <ArrowRightIcon boxSize="1.25em" />
          </Link>
        </Box>
      </Flex>
      <Flex gap="3" align="flex-start">
        <ClockIcon boxSize="1.25em" color="brand.700" mt="1" />
        <Box flex="1">
          <Heading as="h3" fontSize="lg" fontWeight="semibold" mb="3">
            {t('shared.hours.title')}
          </Heading>
          <HoursList />
        </Box>
      </Flex>
    </Box>
  );
}
