import { Global } from '@emotion/react';
import { Box, chakra, Grid, Heading, Text } from '@chakra-ui/react';
import { business } from '../../../catalog/business.ts';
import { formatDate, formatDay } from '../../lib/format.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { shopCityLine } from '../shop-address.tsx';
import { QuoteStatus, QuoteTerms } from './quote-status.tsx';
import { QuoteTable } from './quote-table.tsx';
import type { QuoteCustomer, ShownQuote } from '../../../core/api/quote.ts';

export interface QuoteDocumentProps {
  quote: ShownQuote;
  customer: QuoteCustomer;
  /** The request's reference, e.g. Q-7K3F9Q. */
  reference: string;
  /** The language its numbers and dates are written in (its texts are the page's). */
  lng: string;
}

/**
 * One version of a quote as a document: the shop, the title and its facts (reference, version,
 * sent, valid until), who it is for, where it stands, the lines and totals, the note and the
 * terms. Plain props and no fetching, so the customer's print view and the owner's draw the same
 * paper. Compact in print: up to 15 lines fit one A4 or Letter page with everything else.
 */
/** Paper: a 12 mm margin and no size, so the browser's own paper (A4 or Letter) decides. */
const printStyles = {
  '@page': { margin: '12mm' },
  '@media print': { 'html, body': { background: 'white' } },
};

export function QuoteDocument({ quote, customer, reference, lng }: QuoteDocumentProps) {
  const { t } = useTranslation(['customer', 'common']);
  const facts: [string, string][] = [
    [t('customer:quote.doc.reference'), reference],
    [t('customer:quote.doc.version'), String(quote.version)],
    [t('customer:quote.doc.sent'), formatDate(quote.sentAt, lng)],
    [t('customer:quote.doc.validUntil'), formatDay(quote.validUntil, lng)],
  ];
  const customerLines = [customer.name, customer.email].filter((line): line is string => Boolean(line));
  return (
    <chakra.article
      aria-labelledby="quote-document-title"
      color="gray.900"
      display="flex"
      flexDirection="column"
      gap={{ base: '5', md: '6' }}
      _print={{ color: 'black', gap: '3mm', fontSize: '9.5pt', lineHeight: '1.3' }}
    >
      {/* Whichever page shows it (the customer's print view, the owner's), it prints the same. */}
      <Global styles={printStyles} />
      {/* The title first for screen readers; on a wide screen and on paper it stands on the
        right, beside the shop (as wide as its e-mail address) and the customer, so the header
        takes a few lines only. */}
      <Grid
        gridTemplateColumns={{ base: '1fr', md: 'auto minmax(0, 1fr) auto' }}
        gridTemplateAreas={{ base: '"quote" "shop" "customer"', md: '"shop customer quote"' }}
        gap={{ base: '4', md: '6' }}
        _print={{
          gridTemplateColumns: 'auto minmax(0, 1fr) auto',
          gridTemplateAreas: '"shop customer quote"',
          gap: '5mm',
        }}
      >
        <Box gridArea="quote" textAlign={{ base: 'start', md: 'end' }} _print={{ textAlign: 'end' }}>
          <Heading
            as="h1"
            id="quote-document-title"
            fontSize={{ base: '2xl', md: '3xl' }}
            lineHeight="1.2"
            _print={{ fontSize: '18pt', lineHeight: '1.1' }}
          >
            {t('customer:quote.doc.title')}
          </Heading>
          <chakra.dl
            mt="1"
            display="grid"
            gridTemplateColumns="auto auto"
            columnGap="3"
            justifyContent={{ base: 'start', md: 'end' }}
            _print={{ justifyContent: 'end' }}
          >
            {facts.map(([term, value]) => (
              <Box key={term} display="contents">
                <chakra.dt color="gray.700" _print={{ color: 'black' }}>
                  {term}
                </chakra.dt>
                <chakra.dd fontWeight="semibold" textAlign="end" whiteSpace="nowrap">
                  {value}
                </chakra.dd>
              </Box>
            ))}
          </chakra.dl>
        </Box>
        <Box gridArea="shop">
          <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="bold" _print={{ fontSize: '12pt' }}>
            {t('common:brand.name')}
          </Text>
          <chakra.address fontStyle="normal" color="gray.700" _print={{ color: 'black' }}>
            {business.address.street}
            <br />
            {shopCityLine}
            <br />
            {business.phoneDisplay}
            <br />
            {business.email}
          </chakra.address>
        </Box>
        {customerLines.length > 0 && (
          <Box gridArea="customer" minW="0" pt={{ md: '1' }} _print={{ pt: '1mm' }}>
            <Text
              fontSize="sm"
              fontWeight="semibold"
              color="gray.700"
              _print={{ color: 'black', fontSize: '8.5pt' }}
            >
              {t('customer:quote.doc.preparedFor')}
            </Text>
            {customerLines.map((line) => (
              <Text key={line} overflowWrap="anywhere">
                {line}
              </Text>
            ))}
          </Box>
        )}
      </Grid>
      <QuoteStatus quote={quote} lng={lng} />
      <QuoteTable quote={quote} lng={lng} caption={t('customer:quote.version', { version: quote.version })} />
      {quote.note && (
        <Box>
          <Text
            fontSize="sm"
            fontWeight="semibold"
            color="gray.700"
            _print={{ color: 'black', fontSize: '9pt' }}
          >
            {t('customer:quote.noteLabel')}
          </Text>
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
            {quote.note}
          </Text>
        </Box>
      )}
      <QuoteTerms headingLevel="h2" />
    </chakra.article>
  );
}
