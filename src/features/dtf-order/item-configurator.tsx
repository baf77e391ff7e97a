import { Box, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { dtfMaxOrderItems, dtfQuantity, dtfSizes } from '../../../catalog/dtf.ts';
import { usePriceText } from '../../components/catalog/use-price-text.ts';
import { FormById } from '../../form-engine/form-by-id.tsx';
import type { FormValues } from '../../form-engine/types.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { ArtworkPreflight } from './artwork-preflight.tsx';
import type { DtfProductId } from './cart-storage.ts';
import {
  isDtfSizeId,
  itemPrice,
  normalizeQuantity,
  unitPrice,
  withValidQuantity,
} from '../../../core/pricing/dtf-pricing.ts';
import type { NewLine } from './use-dtf-cart.ts';

export interface ItemConfiguratorProps {
  product: DtfProductId;
  /** The order has as many lines as the shop takes: nothing more can be added. */
  full: boolean;
  onAdd: (line: NewLine, file?: File) => void;
}

function ItemPrice({ size, quantity }: { size: unknown; quantity: unknown }) {
  const { t } = useTranslation('dtf');
  const { money } = usePriceText();
  const unit = unitPrice(size);
  if (unit === undefined) return <Text color="gray.700">{t('order.configure.chooseSize')}</Text>;
  return (
    <Text fontSize="lg" color="gray.900">
      {t('order.configure.price', {
        quantity: normalizeQuantity(quantity),
        unit: money(unit, true),
        total: money(itemPrice(size, quantity)!, true),
      })}
    </Text>
  );
}

/**
 * The per-item form (docs/specification.md section 4, DTF flow): Add to Order stays disabled until a size is
 * chosen; an invalid quantity falls back to 1 when the field is left, and the visitor is told.
 */
export function ItemConfigurator({ product, full, onAdd }: ItemConfiguratorProps) {
  const { t } = useTranslation('dtf');
  const { money } = usePriceText();
  const [values, setValues] = useState<FormValues>({});
  // Each size choice says its price per transfer, from the catalogue (a small map: rebuilt freely).
  const choiceNotes = {
    size: Object.fromEntries(dtfSizes.map((size) => [size.id, money(size.price, true)])),
  };
  const [quantityReset, setQuantityReset] = useState(false);

  const normalize = (data: FormValues) => {
    const next = withValidQuantity(data);
    if (next !== data) setQuantityReset(true);
    return next;
  };
  const add = (data: FormValues, files: ReadonlyMap<string, readonly File[]>) => {
    setQuantityReset(false);
    onAdd(
      { productId: product, size: data.size, quantity: data.quantity, designNotes: data.designNotes },
      files.get('designFile')?.[0],
    );
  };

  return (
    // Size, quantity, design file and notes: fields, widgets and limits all from the form file.
    <FormById
      id="dtf-item"
      drafts={false}
      choiceNotes={choiceNotes}
      normalize={normalize}
      onChange={(data) => {
        setValues(data);
        if (data.quantity !== dtfQuantity.fallback) setQuantityReset(false);
      }}
      onSubmit={add}
      submitDisabled={!isDtfSizeId(values.size) || full}
    >
      <ArtworkPreflight size={values.size} />
      <Box mt="5" display="grid" gap="2">
        <ItemPrice size={values.size} quantity={values.quantity} />
        <Box role="status" color="gray.800" fontSize="sm">
          {quantityReset &&
            t('order.configure.quantityReset', {
              min: dtfQuantity.min,
              max: dtfQuantity.max,
              fallback: dtfQuantity.fallback,
            })}
        </Box>
        {full && <Text color="red.700">{t('order.configure.full', { max: dtfMaxOrderItems })}</Text>}
      </Box>
    </FormById>
  );
}
