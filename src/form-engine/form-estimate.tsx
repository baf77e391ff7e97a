/**
 * The live price estimate of a form with an `estimate` block (core/pricing/estimate.ts): the
 * total for the answers so far, in the page's language, updated as options change. Display
 * only: nothing of it is sent (the server prices the request again from the same table).
 */
import { chakra } from '@chakra-ui/react';
import { Component, Suspense, use, useContext, type ReactNode } from 'react';
import { formFields } from '../../core/forms/form-definition.ts';
import { estimateFor, fieldOfDimension, tableIdOf, type PriceTable } from '../../core/pricing/estimate.ts';
import { formatUsd } from '../components/catalog/use-price-text.ts';
import { useTranslation } from '../lib/use-translation.ts';
import { loadPriceTable, PriceTableOverrides } from './price-tables.ts';
import type { FormDefinition, FormValues } from './types.ts';

export interface FormEstimateProps {
  definition: FormDefinition;
  variant?: string;
  data: FormValues;
}

/** Nothing for a form without an estimate; otherwise the estimate once its table has loaded. */
export function FormEstimate({ definition, variant, data }: FormEstimateProps) {
  const settings = definition.estimate;
  const tableId = settings && tableIdOf(settings, variant);
  if (!tableId) return null;
  // Its own boundaries: the table (and the unit's words) loading never hides the form, and a
  // table the server could not give leaves the form without an estimate, never broken.
  return (
    <NoEstimateOnError>
      <Suspense fallback={null}>
        <LoadedEstimate definition={definition} tableId={tableId} data={data} />
      </Suspense>
    </NoEstimateOnError>
  );
}

class NoEstimateOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

function LoadedEstimate({
  definition,
  tableId,
  data,
}: Omit<FormEstimateProps, 'variant'> & { tableId: string }) {
  const draft = useContext(PriceTableOverrides)?.[tableId];
  const table = draft ?? use(loadPriceTable(tableId));
  const { t, i18n } = useTranslation('forms');
  const settings = definition.estimate!;
  const estimate = estimateFor(table, settings, definition.schema, data);
  // A quantity the form never asks is the table's own (booklets: 25): say what is priced.
  const quantityAsked = Object.hasOwn(
    formFields(definition.schema),
    fieldOfDimension(settings, table.quantity.dimension),
  );
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <chakra.div
      mt="6"
      p="4"
      rounded="lg"
      bg="brand.50"
      borderWidth="1px"
      borderColor="brand.100"
      data-estimate=""
    >
      {/* Polite and atomic: read out when the total changes, never for a keystroke elsewhere. */}
      <chakra.p
        aria-live="polite"
        aria-atomic="true"
        fontWeight={estimate ? 'bold' : 'medium'}
        fontSize={estimate ? 'lg' : 'md'}
        color="gray.900"
      >
        {estimate
          ? t('estimate.label', { price: formatUsd(estimate.totalCents / 100, language, true) })
          : t('estimate.pending')}
      </chakra.p>
      <chakra.p fontSize="sm" color="gray.700" mt="1">
        {estimate && !quantityAsked && (
          <Suspense fallback={null}>
            <PricedQuantity table={table} quantity={estimate.quantity} />{' '}
          </Suspense>
        )}
        {t('estimate.note')}
      </chakra.p>
    </chakra.div>
  );
}

/** "Priced for 25 booklets." (the unit's words, with their plurals, are the catalogue's). */
function PricedQuantity({ table, quantity }: { table: PriceTable; quantity: number }) {
  const { t } = useTranslation(['forms', 'catalog']);
  return t('forms:estimate.forQuantity', {
    quantity: t(`catalog:prices.units.${table.unit}`, { count: quantity }),
  });
}
