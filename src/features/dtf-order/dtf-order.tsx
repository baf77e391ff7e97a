import { Box, Grid, Heading, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { dtfMaxOrderItems } from '../../../catalog/dtf.ts';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import type { DtfProductId } from './cart-storage.ts';
import { OrderList, type OrderNews } from './order-list.tsx';
import { ProductPicker } from './product-picker.tsx';
import { useDtfCart, type NewLine } from './use-dtf-cart.ts';

// The form engine comes with the configurator and the checkout window, so a visitor who only
// reads the page never downloads it: each loads when the visitor heads for it.
const loadConfigurator = () => import('./item-configurator.tsx');
const ItemConfigurator = lazy(() => loadConfigurator().then((m) => ({ default: m.ItemConfigurator })));
const loadCheckout = () => import('./checkout-dialog.tsx');
const CheckoutDialog = lazy(() => loadCheckout().then((m) => ({ default: m.CheckoutDialog })));

/** The first step's heading: where the page's Get Started link lands. */
export const dtfOrderStartId = 'dtf-order-start';

/**
 * The DTF order flow (docs/specification.md section 4): pick a product card, configure the item, add it to the
 * order list, and send the order from the 'Complete Your Order' window. The cart survives a
 * reload until the order is sent.
 */
export function DtfOrder() {
  const { t } = useTranslation(['dtf', 'catalog', 'common']);
  const cart = useDtfCart();
  const [product, setProduct] = useState<DtfProductId | null>(null);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  // Mounted from the first opening on, so it can close (and hand focus back) like a window.
  const [checkoutUsed, setCheckoutUsed] = useState(false);
  const hasLines = cart.lines.length > 0;
  const [news, setNews] = useState<OrderNews>();
  const configureHeading = useRef<HTMLHeadingElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  // Where the focus goes after the next render: the part of the page that just changed.
  const focusNext = useRef<'configure' | 'list' | null>(null);
  const setFocusTarget = (target: 'configure' | 'list') => (focusNext.current = target);

  useEffect(() => {
    if (hasLines) void loadCheckout();
  }, [hasLines]);

  useEffect(() => {
    if (!focusNext.current) return;
    (focusNext.current === 'configure' ? configureHeading : listHeading).current?.focus();
    focusNext.current = null;
  });

  const choose = (id: DtfProductId) => {
    setProduct(id);
    setFocusTarget('configure');
  };
  const add = (line: NewLine, file?: File) => {
    const added = cart.add(line, file);
    if (!added) return;
    setNews({
      kind: 'added',
      product: t(`catalog:items.${added.productId}.title`),
      quantity: added.quantity,
    });
    setProduct(null);
    setFocusTarget('list');
  };
  const remove = (key: string) => {
    cart.remove(key);
    setNews({ kind: 'removed' });
    setFocusTarget('list');
  };

  return (
    <>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="8" alignItems="start">
        <Box>
          <Heading as="h3" id={dtfOrderStartId} scrollMarginTop="32" fontSize="xl" fontWeight="bold" mb="4">
            {t('dtf:order.products.title')}
          </Heading>
          <Box onPointerOver={() => void loadConfigurator()} onFocus={() => void loadConfigurator()}>
            <ProductPicker selected={product} onSelect={choose} />
          </Box>
          <Box
            mt="8"
            bg="white"
            rounded="2xl"
            borderWidth="1px"
            borderColor="gray.200"
            shadow="sm"
            p={{ base: '5', md: '8' }}
          >
            <Heading
              as="h3"
              ref={configureHeading}
              tabIndex={-1}
              fontSize="xl"
              fontWeight="bold"
              mb="4"
              _focus={{ outline: 'none' }}
            >
              {product
                ? t('dtf:order.configure.title', { product: t(`catalog:items.${product}.title`) })
                : t('dtf:order.configure.titleEmpty')}
            </Heading>
            {product ? (
              <Suspense fallback={<LoadingIndicator label={t('common:a11y.loading')} minH="40" />}>
                <ItemConfigurator
                  product={product}
                  full={cart.lines.length >= dtfMaxOrderItems}
                  onAdd={add}
                />
              </Suspense>
            ) : (
              <Text color="gray.700">{t('dtf:order.configure.none')}</Text>
            )}
          </Box>
        </Box>
        <Box position={{ lg: 'sticky' }} top={{ lg: '24' }}>
          <OrderList
            lines={cart.lines}
            designState={cart.designState}
            onRemove={remove}
            onCheckout={() => {
              setCheckoutUsed(true);
              setCheckoutOpen(true);
            }}
            news={news}
            headingRef={listHeading}
          />
        </Box>
      </Grid>
      {checkoutUsed && (
        <Suspense fallback={null}>
          <CheckoutDialog
            open={checkoutOpen}
            onClose={() => setCheckoutOpen(false)}
            cart={cart}
            onSent={(result) => {
              setCheckoutOpen(false);
              setNews({ kind: 'sent', reference: result.reference });
              // The button that opened the window is gone with the cart: the list takes the focus.
              setFocusTarget('list');
            }}
          />
        </Suspense>
      )}
    </>
  );
}
