import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { discountRate, formatMoney, formatQuantity, formatRate } from './quote-format.ts';
import type { ShownQuote } from '../../../core/api/quote.ts';

type TableQuote = Pick<ShownQuote, 'lines' | 'discount' | 'taxRatePercent' | 'totals'>;

interface QuoteTableProps {
  quote: TableQuote;
  lng: string;
  /** Names the table for screen readers ("Quote v2"); not shown. */
  caption: string;
}

/* One table for the page and for print, a real table at every width. On a phone (below sm) the
   quantity and unit price columns shrink to nothing and a line "2 × $45.00" under the
   description stands in for them on screen, so the description keeps the width to be read and
   the page never scrolls sideways. The cells stay in the table (screen readers still announce
   them under their headers, and the line is hidden from them) and in their columns, so the
   totals' amounts stay under Amount. On paper the borders are black, since backgrounds are not
   printed by default. */
const cell = {
  px: { base: '1.5', sm: '3' },
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'gray.300',
  verticalAlign: 'top',
  _print: { px: '1.5mm', py: '0.5mm', borderWidth: '1px', borderColor: 'black', color: 'black' },
} as const;
const numeric = {
  ...cell,
  textAlign: 'end',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
} as const;
/**
 * The quantity and unit price columns: no width at all below sm; as any column from sm up and on
 * paper (Chakra's breakpoints are `screen` media queries: print gets the base values and _print).
 */
const wide = {
  fontSize: { base: '0', sm: 'inherit' },
  lineHeight: { base: '0', sm: 'inherit' },
  px: { base: '0', sm: '3' },
  py: { base: '0', sm: '2' },
  borderBottomWidth: { base: '0', sm: '1px' },
  _print: { ...cell._print, fontSize: 'inherit', lineHeight: 'inherit' },
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
      _print={{ fontSize: '9pt', lineHeight: '1.25', color: 'black' }}
    >
      <chakra.caption srOnly>{caption}</chakra.caption>
      <thead>
        <tr>
          <Th scope="col" w="full">
            {t('quote.table.description')}
          </Th>
          <Th scope="col" textAlign="end" {...wide}>
            {t('quote.table.quantity')}
          </Th>
          <Th
            scope="col"
            textAlign="end"
            {...wide}
            whiteSpace={{ sm: 'nowrap' }}
            _print={{ ...wide._print, whiteSpace: 'nowrap' }}
          >
            {t('quote.table.unitPrice')}
          </Th>
          <Th scope="col" textAlign="end">
            {t('quote.table.amount')}
          </Th>
        </tr>
      </thead>
      <tbody>
        {quote.lines.map((line, index) => (
          <chakra.tr key={index} breakInside="avoid">
            <chakra.td {...cell} overflowWrap="anywhere">
              <chakra.span whiteSpace="pre-wrap">{line.description}</chakra.span>
              <chakra.span
                aria-hidden="true"
                display={{ base: 'block', sm: 'none' }}
                _print={{ display: 'none' }}
                mt="0.5"
                color="gray.700"
                fontVariantNumeric="tabular-nums"
              >
                {t('quote.table.perUnit', {
                  quantity: formatQuantity(line.quantity, lng),
                  price: formatMoney(line.unitCents, lng),
                })}
              </chakra.span>
            </chakra.td>
            <chakra.td {...numeric} {...wide}>
              {formatQuantity(line.quantity, lng)}
            </chakra.td>
            <chakra.td {...numeric} {...wide}>
              {formatMoney(line.unitCents, lng)}
            </chakra.td>
            <chakra.td {...numeric}>{formatMoney(line.amountCents, lng)}</chakra.td>
          </chakra.tr>
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
        _print: { ...cell._print, fontSize: '10.5pt', borderTopWidth: '2px' },
      }
    : {};
  return (
    <chakra.tr breakInside="avoid">
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
    </chakra.tr>
  );
}
