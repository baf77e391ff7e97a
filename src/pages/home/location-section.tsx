import { Box, chakra, Container, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { business } from '../../../catalog/business.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { ClockIcon, MapPinIcon, ParkingIcon, PhoneIcon } from '../../components/icons/index.ts';
import { SectionHeading } from '../../components/section-heading.tsx';
import { ShopAddress } from '../../components/shop-address.tsx';
import { BusinessHours } from './business-hours.tsx';
import { LazyMap } from './lazy-map.tsx';
import { MapPlaceholder } from './map-placeholder.tsx';

function InfoRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Flex gap="4" align="flex-start">
      <Box
        flexShrink="0"
        mt="0.5"
        p="2"
        rounded="lg"
        bg="brand.50"
        color="brand.700"
        fontSize="xl"
        display="flex"
      >
        {icon}
      </Box>
      <Box>
        <Heading as="h3" fontSize="md" fontWeight="bold" color="gray.900" mb="1">
          {label}
        </Heading>
        {children}
      </Box>
    </Flex>
  );
}

/** Where the shop is and when it is open, with directions and a map that loads on approach. */
export function LocationSection() {
  const { t } = useTranslation('home');
  return (
    <Box as="section" aria-labelledby="home-location-title" py={{ base: '16', md: '24' }}>
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '10', lg: '14' }} alignItems="center">
          <Box>
            <SectionHeading
              id="home-location-title"
              size="lg"
              eyebrow={t('location.eyebrow')}
              title={t('location.title')}
              description={t('location.area')}
            />
            <Flex direction="column" gap="6">
              <InfoRow icon={<MapPinIcon />} label={t('location.addressLabel')}>
                <ShopAddress />
              </InfoRow>
              <InfoRow icon={<ClockIcon />} label={t('location.hoursLabel')}>
                <BusinessHours />
              </InfoRow>
              <InfoRow icon={<PhoneIcon />} label={t('location.phoneLabel')}>
                <chakra.a
                  href={`tel:${business.phone}`}
                  color="brand.700"
                  fontWeight="semibold"
                  textDecoration="underline"
                  textUnderlineOffset="3px"
                  focusVisibleRing="outside"
                >
                  {business.phoneDisplay}
                </chakra.a>
              </InfoRow>
              <InfoRow icon={<ParkingIcon />} label={t('location.parkingLabel')}>
                <Text color="gray.700">{t('location.parking')}</Text>
              </InfoRow>
            </Flex>
            <ButtonLink to={business.directionsUrl} mt="8" size="lg">
              <MapPinIcon />
              {t('location.directions')}
            </ButtonLink>
          </Box>
          <LazyMap
            src={business.mapEmbedUrl}
            title={t('location.mapTitle')}
            placeholder={<MapPlaceholder />}
          />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
