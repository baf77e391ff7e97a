import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { discountRate, formatMoney, formatQuantity, formatRate } from './quote-format.ts';
import type { ShownQuote } from './quote-types.ts';

type TableQuote = Pick<ShownQuote, 'lines' | 'discount' | 'taxRatePercent' | 'totals'>;

interface QuoteTableProps {
  quote: TableQuote;
  lng: string;
  /** Names the table for screen readers ("Quote v2"); not shown. */
  caption: string;
}

/* One table for the page and for print: a real table at every width. On a 390 px phone its
   cells are narrow and the description wraps, so the page never scrolls sideways; on paper the
   borders are black, since backgrounds are not printed by default. */
const cell = {
  px: { base: '1.5', sm: '3' },
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'gray.300',
  verticalAlign: 'top',
  _print: { px: '2', py: '1', borderWidth: '1px', borderColor: 'black', color: 'black' },
} as const;
const numeric = {
  ...cell,
  textAlign: 'end',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
} as const;
const Th = chakra('th', {
  base: { ...cell, fontWeight: 'semibold', color: 'gray.700', textAlign: 'start' },
});

/**
 * The lines (description, quantity, unit price, amount), then the totals in the table's foot,
 * each amount under the Amount column: subtotal, the discount and the tax when there are any
 * (with their rates), and the total, emphasised.
 */
export function QuoteTable({ quote, lng, caption }: QuoteTableProps) {
  const { t } = useTranslation('customer');
  const { totals } = quote;
  const rate = discountRate(quote.discount);
  return (
    <chakra.table
      w="full"
      borderCollapse="collapse"
      fontSize={{ base: 'sm', md: 'md' }}
      color="gray.900"
      _print={{ fontSize: '9.5pt', color: 'black' }}
    >
      <chakra.caption srOnly>{caption}</chakra.caption>
      <thead>
        <tr>
          <Th scope="col" w="full">
            {t('quote.table.description')}
          </Th>
          <Th scope="col" textAlign="end">
            {/* "Qty" where space is short, "Quantity" for screen readers. */}
            <span aria-hidden="true">{t('quote.table.quantityShort')}</span>
            <chakra.span srOnly>{t('quote.table.quantity')}</chakra.span>
          </Th>
          <Th scope="col" textAlign="end">
            {t('quote.table.unitPrice')}
          </Th>
          <Th scope="col" textAlign="end">
            {t('quote.table.amount')}
          </Th>
        </tr>
      </thead>
      <tbody>
        {quote.lines.map((line, index) => (
          <tr key={index}>
            <chakra.td {...cell} overflowWrap="anywhere" whiteSpace="pre-wrap">
              {line.description}
            </chakra.td>
            <chakra.td {...numeric}>{formatQuantity(line.quantity, lng)}</chakra.td>
            <chakra.td {...numeric}>{formatMoney(line.unitCents, lng)}</chakra.td>
            <chakra.td {...numeric}>{formatMoney(line.amountCents, lng)}</chakra.td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <TotalRow label={t('quote.totals.subtotal')} amount={formatMoney(totals.subtotalCents, lng)} />
        {quote.discount && (
          <TotalRow
            label={
              rate === null
                ? t('quote.totals.discount')
                : t('quote.totals.discountRate', { rate: formatRate(rate, lng) })
            }
            amount={formatMoney(-totals.discountCents, lng)}
          />
        )}
        {quote.taxRatePercent !== null && (
          <TotalRow
            label={t('quote.totals.tax', { rate: formatRate(quote.taxRatePercent, lng) })}
            amount={formatMoney(totals.taxCents, lng)}
          />
        )}
        <TotalRow label={t('quote.totals.total')} amount={formatMoney(totals.totalCents, lng)} emphasised />
      </tfoot>
    </chakra.table>
  );
}

function TotalRow({ label, amount, emphasised }: { label: ReactNode; amount: string; emphasised?: boolean }) {
  const strong = emphasised
    ? {
        fontWeight: 'bold',
        fontSize: { base: 'md', md: 'lg' },
        color: 'gray.900',
        borderTopWidth: '2px',
        borderTopColor: 'gray.900',
        _print: { ...cell._print, fontSize: '11pt', borderTopWidth: '2px' },
      }
    : {};
  return (
    <tr>
      <chakra.th
        scope="row"
        colSpan={3}
        {...cell}
        textAlign="end"
        fontWeight="semibold"
        color="gray.700"
        {...strong}
      >
        {label}
      </chakra.th>
      <chakra.td {...numeric} {...strong}>
        {amount}
      </chakra.td>
    </tr>
  );
}
