import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { usePriceText } from '../../components/catalog/use-price-text.ts';
import { FileIcon } from '../../components/icons/index.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { CartLine } from './cart-storage.ts';
import { unitPrice } from '../../../core/pricing/dtf-pricing.ts';
import type { DesignState } from './use-dtf-cart.ts';

export interface OrderLineProps {
  line: CartLine;
  /** 1-based, as the visitor counts. */
  position: number;
  designState?: DesignState;
  onRemove: () => void;
}

/** One line of the order list: product, size, quantity x unit price, its price, design and notes. */
export function OrderLine({ line, position, designState, onRemove }: OrderLineProps) {
  const { t } = useTranslation(['dtf', 'catalog', 'forms']);
  const { money } = usePriceText();
  const product = t(`catalog:items.${line.productId}.title`);
  const size = t(`forms:dtf-item.fields.size.enum.${line.size}`);
  const design = line.design;
  return (
    <Box as="li" py="4" borderTopWidth="1px" borderColor="gray.200" _first={{ borderTopWidth: 0, pt: 0 }}>
      <Flex justify="space-between" align="baseline" gap="3">
        <Text fontWeight="bold" color="gray.900">
          {product}
        </Text>
        <Text fontWeight="bold" color="gray.900" flexShrink={0}>
          {money(line.price, true)}
        </Text>
      </Flex>
      <Text fontSize="sm" color="gray.700">
        {t('dtf:order.cart.line', {
          size,
          quantity: line.quantity,
          unit: money(unitPrice(line.size)!, true),
        })}
      </Text>
      {design && (
        <Flex
          mt="1"
          gap="1.5"
          align="flex-start"
          fontSize="sm"
          color={designState === 'missing' ? 'red.700' : 'gray.700'}
        >
          <FileIcon boxSize="1.1em" mt="0.5" flexShrink={0} />
          <Text overflowWrap="anywhere">
            {t(`dtf:order.cart.design.${designState ?? 'loading'}`, { name: design.name })}
          </Text>
        </Flex>
      )}
      {line.designNotes && (
        <Text mt="1" fontSize="sm" color="gray.700" overflowWrap="anywhere" whiteSpace="pre-line">
          {t('dtf:order.cart.notes', { notes: line.designNotes })}
        </Text>
      )}
      <Button
        type="button"
        mt="2"
        size="xs"
        variant="outline"
        aria-label={t('dtf:order.cart.removeLabel', {
          position,
          product,
          size,
          quantity: line.quantity,
        })}
        onClick={onRemove}
      >
        {t('dtf:order.cart.remove')}
      </Button>
    </Box>
  );
}
