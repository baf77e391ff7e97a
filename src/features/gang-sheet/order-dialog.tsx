import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { usePriceText } from '../../components/catalog/use-price-text.ts';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { FormById } from '../../form-engine/form-by-id.tsx';
import type { SendResult } from '../../form-engine/send.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { useNumberText } from './number-text.ts';
import type { GangSheet } from './use-gang-sheet.ts';

export interface OrderDialogProps {
  open: boolean;
  onClose: () => void;
  sheet: GangSheet;
  price: number | undefined;
  onSent: (result: SendResult) => void;
}

/**
 * "Order this sheet": the gang-sheet form (name, e-mail, phone, note: its fields, limits and
 * alerts from forms/gang-sheet.form.json) in a modal window, sent with the sheet in the same
 * multipart request: the layout, the price shown, and each design's file (without its white
 * background when the visitor chose so).
 */
export function OrderDialog({ open, onClose, sheet, price, onSent }: OrderDialogProps) {
  const { t } = useTranslation(['gang-sheet', 'forms', 'common']);
  const { money } = usePriceText();
  const number = useNumberText();
  const copies = sheet.draft.copies.length;
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      id="gang-sheet-order"
      title={t('forms:gang-sheet.title')}
      closeLabel={t('gang-sheet:order.close')}
    >
      <Box bg="gray.50" rounded="lg" p="4" mb="6">
        <Flex justify="space-between" gap="3" fontWeight="bold" wrap="wrap">
          <Text>
            {t('gang-sheet:order.summary', {
              copies: t('gang-sheet:summary.copies', { count: copies }),
              length: number(sheet.lengthIn),
            })}
          </Text>
          {price !== undefined && <Text>{t('gang-sheet:order.total', { price: money(price, true) })}</Text>}
        </Flex>
      </Box>
      <Suspense fallback={<LoadingIndicator label={t('common:a11y.loading')} minH="40" />}>
        <FormById
          id="gang-sheet"
          extras={() => ({
            gangSheet: { layout: sheet.layout(), totalPrice: price ?? 0, files: sheet.files() },
          })}
          beforeSubmit={() => {
            if (sheet.draft.copies.length > 0) return true;
            window.alert(t('gang-sheet:order.empty'));
            return false;
          }}
          onSubmitted={onSent}
          actions={
            <Button type="button" size="lg" variant="outline" onClick={onClose}>
              {t('gang-sheet:order.cancel')}
            </Button>
          }
        />
      </Suspense>
    </ModalDialog>
  );
}
