import { chakra, Flex, Text } from '@chakra-ui/react';
import { formatCents, type QuoteDiscount, type QuoteTotals } from '../../../core/pricing/quote.ts';
import { usLocale } from '../../lib/languages.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { useOwnerLang } from './use-owner-lang.ts';

interface QuoteTotalsListProps {
  totals: QuoteTotals;
  discount: QuoteDiscount | null;
  taxRatePercent: number | null;
  /** For a heading or a field to point at. */
  id?: string;
}

/** 7.25 → "7.25", 10 → "10", written for the page's language. */
const percentText = (value: number, lng: string) =>
  new Intl.NumberFormat(usLocale(lng), { maximumFractionDigits: 3 }).format(value);

/**
 * Subtotal, discount, tax (with its rate) and the total, each in US dollars for the page's
 * language; the discount and tax rows only when the quote has them.
 */
export function QuoteTotalsList({ totals, discount, taxRatePercent, id }: QuoteTotalsListProps) {
  const { t } = useTranslation('owner');
  const lang = useOwnerLang();
  const rows: { key: string; label: string; cents: number; negative?: boolean }[] = [
    { key: 'subtotal', label: t('quote.totals.subtotal'), cents: totals.subtotalCents },
  ];
  if (discount)
    rows.push({
      key: 'discount',
      label:
        discount.kind === 'percent'
          ? t('quote.totals.discountPercent', { percent: percentText(discount.percent, lang) })
          : t('quote.totals.discount'),
      cents: totals.discountCents,
      negative: true,
    });
  if (taxRatePercent !== null)
    rows.push({
      key: 'tax',
      label: t('quote.totals.taxRate', { rate: percentText(taxRatePercent, lang) }),
      cents: totals.taxCents,
    });
  return (
    <chakra.dl id={id} display="flex" flexDirection="column" gap="1" fontVariantNumeric="tabular-nums">
      {rows.map((row) => (
        <Flex key={row.key} justify="space-between" gap="3" color="gray.800">
          <Text as="dt">{row.label}</Text>
          <Text as="dd" textAlign="end" whiteSpace="nowrap">
            {row.negative && row.cents > 0
              ? `−${formatCents(row.cents, lang)}`
              : formatCents(row.cents, lang)}
          </Text>
        </Flex>
      ))}
      <Flex
        justify="space-between"
        gap="3"
        pt="1.5"
        mt="0.5"
        borderTopWidth="1px"
        borderColor="gray.300"
        fontWeight="bold"
        fontSize="lg"
        color="gray.900"
      >
        <Text as="dt">{t('quote.totals.total')}</Text>
        <Text as="dd" textAlign="end" whiteSpace="nowrap">
          {formatCents(totals.totalCents, lang)}
        </Text>
      </Flex>
    </chakra.dl>
  );
}
