import { Box, chakra, Heading, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { formatDateTime, formatDay } from '../../lib/format.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { ShownQuote, ShownQuoteDecision } from '../../../core/api/quote.ts';

/** The decision on record, in words: "Accepted by Ana Díaz on …" or "Declined on …: the reason". */
export function decisionText(t: TFunction, decision: ShownQuoteDecision, lng: string): string {
  const date = formatDateTime(decision.at, lng);
  if (decision.kind === 'accept') return t('customer:quote.accepted', { name: decision.name ?? '', date });
  const reason = t(`customer:quote.reasons.${decision.reason ?? 'other'}`);
  return t('customer:quote.declined', { date, reason });
}

/** "Expired: it was valid until …", for an open quote past its date. */
export function expiredText(t: TFunction, quote: Pick<ShownQuote, 'validUntil'>, lng: string): string {
  return t('customer:quote.expired', { date: formatDay(quote.validUntil, lng) });
}

/**
 * Where a quote stands, in words, never by colour alone: the decision on record (with the
 * customer's comment on a decline), "Superseded by a newer version", "Expired". Nothing for an
 * open quote: the page offers its choices instead.
 */
export function QuoteStatus({ quote, lng }: { quote: ShownQuote; lng: string }) {
  const { t } = useTranslation('customer');
  const { decision } = quote;
  const lines: { text: string; tone: 'good' | 'plain' }[] = [];
  if (decision)
    lines.push({ text: decisionText(t, decision, lng), tone: decision.kind === 'accept' ? 'good' : 'plain' });
  if (quote.superseded || !quote.current) lines.push({ text: t('quote.superseded'), tone: 'plain' });
  else if (!decision && quote.expired) lines.push({ text: expiredText(t, quote, lng), tone: 'plain' });
  if (lines.length === 0) return null;
  const good = lines[0].tone === 'good';
  return (
    <Box
      bg={good ? 'green.50' : 'gray.50'}
      borderWidth="1px"
      borderColor={good ? 'green.200' : 'gray.300'}
      color={good ? 'green.800' : 'gray.900'}
      rounded="lg"
      px="3"
      py="2"
      breakInside="avoid"
      _print={{ bg: 'white', color: 'black', borderColor: 'black', rounded: 'none', px: '2mm', py: '1mm' }}
    >
      {lines.map((line) => (
        <Text key={line.text} fontWeight="semibold" overflowWrap="anywhere">
          {line.text}
        </Text>
      ))}
      {decision?.kind === 'decline' && decision.comment && (
        <chakra.blockquote mt="1" whiteSpace="pre-wrap" overflowWrap="anywhere">
          {t('quote.comment', { comment: decision.comment })}
        </chakra.blockquote>
      )}
    </Box>
  );
}

/** The quote's terms, the same on the page and on paper (what "I accept … its terms" means). */
export const quoteTermKeys = ['prices', 'validity', 'production', 'changes', 'taxes', 'payment'] as const;

export function QuoteTerms({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' | 'h4' }) {
  const { t } = useTranslation('customer');
  return (
    <Box>
      <Heading
        as={headingLevel}
        fontSize="md"
        color="gray.900"
        mb="1"
        breakAfter="avoid"
        _print={{ color: 'black', fontSize: '9.5pt' }}
      >
        {t('quote.termsTitle')}
      </Heading>
      <chakra.ul
        ps="5"
        listStyleType="disc"
        fontSize="sm"
        color="gray.700"
        _print={{ color: 'black', fontSize: '8pt', lineHeight: '1.25', columnCount: 2, columnGap: '6mm' }}
      >
        {quoteTermKeys.map((key) => (
          <chakra.li key={key} mt="0.5" breakInside="avoid">
            {t(`quote.terms.${key}`)}
          </chakra.li>
        ))}
      </chakra.ul>
    </Box>
  );
}
