import { Box, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { business } from '../../../catalog/business.ts';
import { MapPinIcon } from '../../components/icons/index.ts';
import { shopCityLine } from '../../components/shop-address.tsx';

/** Stands in for the map until it loads: a light street grid with the address on it. */
export function MapPlaceholder() {
  const { t } = useTranslation('home');
  return (
    <Flex
      position="absolute"
      inset="0"
      direction="column"
      align="center"
      justify="center"
      gap="2"
      p="6"
      textAlign="center"
      bgColor="brand.50"
      bgImage="linear-gradient(90deg, rgba(59,102,245,0.08) 2px, transparent 2px), linear-gradient(0deg, rgba(59,102,245,0.08) 2px, transparent 2px)"
      bgSize="48px 48px"
    >
      <Box color="accent.500" fontSize="4xl">
        <MapPinIcon />
      </Box>
      <Text fontWeight="bold" color="gray.900">
        {business.address.street}, {shopCityLine}
      </Text>
      <Text fontSize="sm" color="gray.600">
        {t('location.mapPlaceholder')}
      </Text>
    </Flex>
  );
}
