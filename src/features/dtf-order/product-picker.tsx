import { Badge, Box, Button, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { dtfProducts } from '../../../catalog/dtf.ts';
import { usePriceText } from '../../components/catalog/use-price-text.ts';
import { ServiceImage } from '../../components/catalog/service-image.tsx';
import { CheckIcon } from '../../components/icons/index.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { DtfProductId } from './cart-storage.ts';

export interface ProductPickerProps {
  selected: DtfProductId | null;
  onSelect: (id: DtfProductId) => void;
}

/**
 * The product cards: one is chosen at a time, with a toggle button (aria-pressed) whose name
 * stays the same whether pressed or not. Names and descriptions are the menu items' own.
 */
export function ProductPicker({ selected, onSelect }: ProductPickerProps) {
  const { t } = useTranslation(['dtf', 'catalog']);
  const { money } = usePriceText();
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 3 }} gap="4">
      {dtfProducts.map((product) => {
        const chosen = product.id === selected;
        const name = t(`catalog:items.${product.id}.title`);
        return (
          <Flex
            as="li"
            key={product.id}
            // Phones see three short rows (picture beside the text), not three screens of cards.
            direction={{ base: 'row', sm: 'column' }}
            bg="white"
            rounded="xl"
            overflow="hidden"
            borderWidth="2px"
            borderColor={chosen ? 'brand.600' : 'gray.200'}
            shadow={chosen ? 'md' : 'xs'}
            transition="border-color 0.2s, box-shadow 0.2s"
          >
            <Box
              position="relative"
              w={{ base: '32%', sm: 'full' }}
              flexShrink={0}
              display="flex"
              alignItems="center"
              bg="gray.50"
            >
              <ServiceImage art={product.art} />
              {chosen && (
                <Badge
                  position="absolute"
                  top="2"
                  left="2"
                  display={{ base: 'none', sm: 'inline-flex' }}
                  bg="brand.700"
                  color="white"
                  rounded="full"
                  px="2.5"
                >
                  <CheckIcon boxSize="3.5" />
                  {t('dtf:order.products.selected')}
                </Badge>
              )}
            </Box>
            <Flex direction="column" gap="2" p="4" flex="1">
              <Heading as="h4" fontSize="md" fontWeight="bold" color="gray.900">
                {name}
              </Heading>
              <Text fontSize="sm" color="gray.700" flex="1">
                {t(`catalog:items.${product.id}.description`)}
              </Text>
              <Text fontSize="sm" fontWeight="bold" color="brand.700">
                {t('dtf:order.products.from', { price: money(product.basePrice, true) })}
              </Text>
              <Button
                type="button"
                size="sm"
                variant={chosen ? 'solid' : 'outline'}
                aria-pressed={chosen}
                aria-label={t('dtf:order.products.selectLabel', { product: name })}
                onClick={() => onSelect(product.id)}
              >
                {t('dtf:order.products.select')}
              </Button>
            </Flex>
          </Flex>
        );
      })}
    </SimpleGrid>
  );
}
