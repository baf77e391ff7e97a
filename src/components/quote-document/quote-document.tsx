/**
 * PLACEHOLDER, to be replaced by the shared print component written alongside (issue 25): the
 * owner's print view (/owner/quote) builds against these props. It draws the lines and totals
 * as a plain table and nothing more; when both branches meet, the full component is kept.
 */
import { Box, chakra, Heading, Text } from '@chakra-ui/react';
import { formatCents } from '../../../core/pricing/quote.ts';
import { formatDay } from '../../lib/format.ts';
import { useTranslation } from '../../lib/use-translation.ts';

export interface QuoteDocumentLine {
  description: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
}

/** One quote as GET /api/customer/requests/:token gives it (the owner's detail has the same, and more). */
export interface QuoteDocumentQuote {
  version: number;
  lines: QuoteDocumentLine[];
  discount: { kind: 'percent'; percent: number } | { kind: 'amount'; cents: number } | null;
  taxRatePercent: number | null;
  totals: { subtotalCents: number; discountCents: number; taxCents: number; totalCents: number };
  currency: 'USD';
  validUntil: string;
  expired: boolean;
  note: string;
  sentAt: string;
  state: 'sent' | 'accepted' | 'declined';
  superseded: boolean;
  current: boolean;
  sha256: string;
  decision: {
    kind: 'accept' | 'decline';
    name: string | null;
    reason: string | null;
    comment: string | null;
    at: string;
  } | null;
}

export interface QuoteDocumentProps {
  quote: QuoteDocumentQuote;
  customer: { name: string | null; email: string | null };
  reference: string;
  lng: 'en' | 'es';
}

const Cell = chakra('td', { base: { borderWidth: '1px', borderColor: 'gray.400', px: '2', py: '1' } });
const HeadCell = chakra('th', {
  base: { borderWidth: '1px', borderColor: 'gray.400', px: '2', py: '1', textAlign: 'start' },
});

export function QuoteDocument({ quote, customer, reference, lng }: QuoteDocumentProps) {
  const { t } = useTranslation('owner');
  const money = (cents: number) => formatCents(cents, lng);
  return (
    <Box as="article" bg="white" color="black" p={{ base: '4', md: '8' }} _print={{ p: '0' }}>
      <Heading as="h1" fontSize="2xl" mb="2">
        {t('quote.version', { version: quote.version })} · {reference}
      </Heading>
      <Text>{[customer.name, customer.email].filter(Boolean).join(' · ')}</Text>
      <Text mb="4">{t('quote.validUntilOn', { date: formatDay(quote.validUntil, lng) })}</Text>
      <Box>
        <chakra.table w="full" borderCollapse="collapse" fontSize="sm" overflowWrap="anywhere">
          <thead>
            <tr>
              <HeadCell>{t('quote.lines.description')}</HeadCell>
              <HeadCell>{t('quote.lines.quantity')}</HeadCell>
              <HeadCell>{t('quote.lines.unitPrice')}</HeadCell>
              <HeadCell>{t('quote.lines.amount')}</HeadCell>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line, index) => (
              <tr key={index}>
                <Cell>{line.description}</Cell>
                <Cell textAlign="end">{line.quantity}</Cell>
                <Cell textAlign="end">{money(line.unitCents)}</Cell>
                <Cell textAlign="end">{money(line.amountCents)}</Cell>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <HeadCell colSpan={3}>{t('quote.totals.subtotal')}</HeadCell>
              <Cell textAlign="end">{money(quote.totals.subtotalCents)}</Cell>
            </tr>
            <tr>
              <HeadCell colSpan={3}>{t('quote.totals.discount')}</HeadCell>
              <Cell textAlign="end">{money(quote.totals.discountCents)}</Cell>
            </tr>
            <tr>
              <HeadCell colSpan={3}>{t('quote.totals.tax')}</HeadCell>
              <Cell textAlign="end">{money(quote.totals.taxCents)}</Cell>
            </tr>
            <tr>
              <HeadCell colSpan={3}>{t('quote.totals.total')}</HeadCell>
              <Cell textAlign="end" fontWeight="bold">
                {money(quote.totals.totalCents)}
              </Cell>
            </tr>
          </tfoot>
        </chakra.table>
      </Box>
      {quote.note && (
        <Text mt="4" whiteSpace="pre-wrap">
          {quote.note}
        </Text>
      )}
    </Box>
  );
}
