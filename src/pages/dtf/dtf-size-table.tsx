import { Box, chakra, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { dtfSizes } from '../../../catalog/dtf.ts';
import { usePriceText } from '../../components/catalog/use-price-text.ts';

const Th = chakra('th', {
  base: {
    textAlign: 'start',
    px: { base: '2', md: '4' },
    py: '3',
    fontSize: 'sm',
    fontWeight: 'semibold',
    color: 'gray.700',
  },
});
const Td = chakra('td', {
  base: {
    px: { base: '2', md: '4' },
    py: '3',
    fontSize: { base: 'sm', md: 'md' },
    borderTopWidth: '1px',
    borderColor: 'gray.200',
  },
});

/** SPEC's four size bands with their price per transfer, as a real table. */
export function DtfSizeTable() {
  const { t } = useTranslation('dtf');
  const { money } = usePriceText();
  return (
    <Box
      overflow="hidden"
      bg="white"
      rounded="xl"
      borderWidth="1px"
      borderColor="gray.200"
      maxW="4xl"
      mx="auto"
    >
      <chakra.table w="full" borderCollapse="collapse">
        <chakra.caption srOnly>{t('sizes.caption')}</chakra.caption>
        <chakra.thead bg="gray.50">
          <tr>
            <Th scope="col">{t('sizes.columns.size')}</Th>
            <Th scope="col">{t('sizes.columns.dimensions')}</Th>
            <Th scope="col" display={{ base: 'none', md: 'table-cell' }}>
              {t('sizes.columns.bestFor')}
            </Th>
            <Th scope="col" textAlign="end">
              {t('sizes.columns.price')}
            </Th>
          </tr>
        </chakra.thead>
        <tbody>
          {dtfSizes.map((size) => (
            <tr key={size.id}>
              <Td as="th" scope="row" textAlign="start" fontWeight="bold" color="gray.900">
                {t(`sizes.names.${size.id}`)}
                {/* Phones have no room for the "best for" column: it moves under the size. */}
                <Text
                  as="span"
                  display={{ base: 'block', md: 'none' }}
                  fontSize="xs"
                  fontWeight="normal"
                  color="gray.600"
                >
                  {t(`sizes.bestFor.${size.id}`)}
                </Text>
              </Td>
              <Td color="gray.700">
                {size.minInches === 0
                  ? t('sizes.upTo', { to: size.maxInches })
                  : t('sizes.between', { from: size.minInches, to: size.maxInches })}
              </Td>
              <Td color="gray.700" display={{ base: 'none', md: 'table-cell' }}>
                {t(`sizes.bestFor.${size.id}`)}
              </Td>
              <Td textAlign="end" fontWeight="bold" color="brand.700" fontSize="lg">
                {money(size.price, true)}
              </Td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
