import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { usePriceText } from '../../components/catalog/use-price-text.ts';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { FormById } from '../../form-engine/form-by-id.tsx';
import type { SendResult } from '../../form-engine/send.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { orderTotal } from '../../../core/pricing/dtf-pricing.ts';
import type { DtfCart } from './use-dtf-cart.ts';

// Contact fields, their limits, multipart encoding and the alerts all come from the form file.

export interface CheckoutDialogProps {
  open: boolean;
  onClose: () => void;
  cart: DtfCart;
  /** The order reached the shop: the cart is emptied and the window closed by then. */
  onSent: (result: SendResult) => void;
}

function Summary({ cart }: { cart: DtfCart }) {
  const { t } = useTranslation('dtf');
  const { money } = usePriceText();
  const missing = cart.lines.filter((line) => cart.designState(line) === 'missing').length;
  return (
    <Box bg="gray.50" rounded="lg" p="4" mb="6">
      <Flex justify="space-between" gap="3" fontWeight="bold">
        <Text>{t('order.checkout.items', { count: cart.lines.length })}</Text>
        <Text>{t('order.checkout.total', { total: money(orderTotal(cart.lines), true) })}</Text>
      </Flex>
      <Text mt="1" fontSize="sm" color="gray.700">
        {t('order.checkout.quoteNote')}
      </Text>
      {missing > 0 && (
        <Text mt="2" fontSize="sm" color="red.700">
          {t('order.checkout.missingDesigns', { count: missing })}
        </Text>
      )}
    </Box>
  );
}

/**
 * 'Complete Your Order': the checkout form in a modal window. It sends the contact fields with
 * the cart (orderItems, totalPrice, orderDate, designFile_{index}); on success the engine shows
 * the alert, and the cart is emptied and the window closed; on failure everything stays.
 */
export function CheckoutDialog({ open, onClose, cart, onSent }: CheckoutDialogProps) {
  const { t } = useTranslation(['forms', 'dtf', 'catalog', 'common']);
  const productName = (id: string) => t(`catalog:items.${id}.title`);
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      id="dtf-checkout"
      title={t('forms:dtf-checkout.title')}
      closeLabel={t('dtf:order.checkout.close')}
    >
      <Summary cart={cart} />
      <Suspense fallback={<LoadingIndicator label={t('common:a11y.loading')} minH="40" />}>
        <FormById
          id="dtf-checkout"
          extras={() => ({ order: { items: cart.orderItems(productName) } })}
          beforeSubmit={() => {
            if (cart.lines.length > 0) return true;
            window.alert(t('forms:dtf-checkout.messages.emptyCart'));
            return false;
          }}
          onSubmitted={(result) => {
            cart.clear();
            onSent(result);
          }}
          actions={
            <Button type="button" size="lg" variant="outline" onClick={onClose}>
              {t('dtf:order.checkout.cancel')}
            </Button>
          }
        />
      </Suspense>
    </ModalDialog>
  );
}
