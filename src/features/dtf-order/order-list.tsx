import { Box, Button, chakra, Flex, Heading, Link, Text } from '@chakra-ui/react';
import type { Ref } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../core/routes/paths.ts';
import { usePriceText } from '../../components/catalog/use-price-text.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { CartLine } from './cart-storage.ts';
import { OrderLine } from './order-line.tsx';
import { orderTotal } from '../../../core/pricing/dtf-pricing.ts';
import type { DesignState } from './use-dtf-cart.ts';

/** What the list last announced: an item added or removed, or the order sent. */
export type OrderNews =
  | { kind: 'added'; product: string; quantity: number }
  | { kind: 'removed' }
  | { kind: 'sent'; reference?: string };

export interface OrderListProps {
  lines: readonly CartLine[];
  designState: (line: CartLine) => DesignState | undefined;
  onRemove: (key: string) => void;
  onCheckout: () => void;
  news?: OrderNews;
  headingRef: Ref<HTMLHeadingElement>;
}

function News({ news }: { news?: OrderNews }) {
  const { t } = useTranslation(['dtf', 'forms']);
  if (!news) return null;
  if (news.kind !== 'sent') return <Text>{t(`dtf:order.cart.news.${news.kind}`, news)}</Text>;
  return (
    <Box bg="green.50" borderWidth="1px" borderColor="green.300" rounded="lg" p="3" color="green.900">
      <Text>{t('forms:dtf-checkout.messages.success')}</Text>
      {news.reference && (
        <Text mt="1" fontWeight="bold">
          {t('forms:reference', { reference: news.reference })}{' '}
          <Link asChild color="brand.700" fontWeight="semibold" textDecoration="underline">
            <RouterLink to={paths.orderStatus}>{t('dtf:order.cart.track')}</RouterLink>
          </Link>
        </Text>
      )}
    </Box>
  );
}

/**
 * The order list: lines removed one at a time, the total (sum of the item prices), and Proceed
 * to Checkout only while there is something to order (docs/specification.md section 4).
 */
export function OrderList({ lines, designState, onRemove, onCheckout, news, headingRef }: OrderListProps) {
  const { t } = useTranslation('dtf');
  const { money } = usePriceText();
  const missing = lines.some((line) => designState(line) === 'missing');
  return (
    <Box
      bg="white"
      rounded="2xl"
      borderWidth="1px"
      borderColor="gray.200"
      shadow="sm"
      p={{ base: '5', md: '6' }}
    >
      <Flex align="baseline" justify="space-between" gap="3" mb="3">
        <Heading
          as="h3"
          id="dtf-order-list-title"
          ref={headingRef}
          tabIndex={-1}
          fontSize="xl"
          fontWeight="bold"
          _focus={{ outline: 'none' }}
        >
          {t('order.cart.title')}
        </Heading>
        <Text fontSize="sm" color="gray.600">
          {t('order.cart.count', { count: lines.length })}
        </Text>
      </Flex>
      <Box role="status" fontSize="sm" color="gray.800" mb={news ? '4' : '0'}>
        <News news={news} />
      </Box>
      {lines.length === 0 ? (
        <Text color="gray.700">{t('order.cart.empty')}</Text>
      ) : (
        <>
          <chakra.ul listStyleType="none" aria-labelledby="dtf-order-list-title">
            {lines.map((line, index) => (
              <OrderLine
                key={line.key}
                line={line}
                position={index + 1}
                designState={designState(line)}
                onRemove={() => onRemove(line.key)}
              />
            ))}
          </chakra.ul>
          {missing && (
            <Text mt="3" fontSize="sm" color="red.700">
              {t('order.cart.missingHelp')}{' '}
              <Link asChild color="brand.700" textDecoration="underline">
                <RouterLink to={paths.upload}>{t('order.cart.uploadLink')}</RouterLink>
              </Link>
            </Text>
          )}
          <Flex
            mt="4"
            pt="4"
            borderTopWidth="2px"
            borderColor="gray.900"
            justify="space-between"
            align="baseline"
            fontSize="lg"
            fontWeight="extrabold"
          >
            <Text>{t('order.cart.total')}</Text>
            <Text data-testid="dtf-order-total">{money(orderTotal(lines), true)}</Text>
          </Flex>
          <Button type="button" size="lg" w="full" mt="5" onClick={onCheckout}>
            {t('order.cart.checkout')}
          </Button>
        </>
      )}
    </Box>
  );
}
