import { Box, Container, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { dtfStartingPrice } from '../../../catalog/dtf.ts';
import { usePriceText } from '../../components/catalog/use-price-text.ts';

/** The four DTF promises of SPEC section 9, right under the hero so phones see them too. */
export function DtfStats() {
  const { t } = useTranslation('dtf');
  const { money } = usePriceText();
  const stats = [
    { id: 'price', value: money(dtfStartingPrice), label: t('stats.price') },
    { id: 'turnaround', value: t('stats.turnaround'), label: t('stats.turnaroundLabel') },
    { id: 'washes', value: t('stats.washes'), label: t('stats.washesLabel') },
    { id: 'minimum', value: t('stats.minimum'), label: t('stats.minimumLabel') },
  ];
  return (
    <Box bg="brand.50" borderBottomWidth="1px" borderColor="brand.100">
      <Container maxW="6xl" py="6">
        <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="4">
          {stats.map((stat) => (
            <Box
              key={stat.id}
              display="flex"
              flexDirection="column-reverse"
              textAlign="center"
              bg="white"
              rounded="xl"
              py="4"
              px="3"
              shadow="xs"
            >
              <Text as="dt" fontSize="sm" color="gray.700">
                {stat.label}
              </Text>
              <Text as="dd" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="extrabold" color="brand.800">
                {stat.value}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
