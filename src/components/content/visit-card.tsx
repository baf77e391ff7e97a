import { Box, chakra, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { business } from '../../../catalog/business.ts';
import { HoursList } from './hours-list.tsx';
import { ArrowRightIcon, ClockIcon, PinIcon } from './icons.tsx';

/** Where the shop is and when it is open, with a directions link; used beside other content. */
export function VisitCard() {
  const { t } = useTranslation(['company', 'common']);
  const { street, city, region, postalCode } = business.address;
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
        <PinIcon color="brand.700" mt="1" />
        <Box>
          <Heading as="h3" fontSize="lg" fontWeight="semibold" mb="1">
            {t('shared.visit.title')}
          </Heading>
          <chakra.address fontStyle="normal" color="gray.700">
            {street}
            <br />
            {`${city}, ${region} ${postalCode}`}
          </chakra.address>
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
            <chakra.span srOnly>{t('common:a11y.opensInNewTab')}</chakra.span>
            <ArrowRightIcon />
          </Link>
        </Box>
      </Flex>
      <Flex gap="3" align="flex-start">
        <ClockIcon color="brand.700" mt="1" />
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
