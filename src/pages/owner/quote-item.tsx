import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatCents } from '../../../core/pricing/quote.ts';
import { paths } from '../../../core/routes/paths.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { formatDateTime, formatDay } from './format.ts';
import type { Quote, QuoteState } from './owner-api.ts';
import { focusRing } from './owner-styles.ts';
import { QuoteExtendForm } from './quote-extend-form.tsx';
import { QuoteRecord } from './quote-record.tsx';
import { QuoteTotalsList } from './quote-totals.tsx';
import { useOwnerLang } from './use-owner-lang.ts';
import { VersionCard } from './version-card.tsx';

const PrintLink = chakra(RouterLink);

/** The owner's print view of one version (route `owner-quote`). */
export const quotePrintHref = (reference: string, version: number) =>
  `${paths.ownerQuote}?${new URLSearchParams({ ref: reference, version: String(version) })}`;

type Shown = QuoteState | 'expired' | null;

/** What to call a version: a superseded one never answered has no state of its own worth showing. */
function shownState(quote: Quote): Shown {
  if (quote.state !== 'sent') return quote.state;
  if (quote.superseded) return null;
  return quote.expired ? 'expired' : 'sent';
}

const tones = { sent: 'brand', accepted: 'green', declined: 'red', expired: 'orange' } as const;

interface QuoteItemProps {
  reference: string;
  quote: Quote;
  busy: boolean;
  onExtend: (version: number, validUntil: string) => Promise<boolean>;
}

/**
 * One version as sent: its state, when it went, until when it holds, its lines and totals, the
 * way to print it, the customer's answer as recorded, and each move of its date. Only the
 * newest version, still unanswered, can be given a later date; nothing else here changes.
 */
export function QuoteItem({ reference, quote, busy, onExtend }: QuoteItemProps) {
  const { t } = useTranslation('owner');
  const lang = useOwnerLang();
  const state = shownState(quote);
  const open = quote.current && quote.state === 'sent' && !quote.superseded;
  return (
    <VersionCard
      title={t('quote.version', { version: quote.version })}
      state={state && { label: t(`quote.states.${state}`), tone: tones[state] }}
      superseded={quote.superseded}
      supersededLabel={t('quote.states.superseded')}
      sentAt={quote.sentAt}
      sentLabel={t('quote.sentAt')}
      aside={t(quote.expired && quote.state === 'sent' ? 'quote.expiredOn' : 'quote.validUntilOn', {
        date: formatDay(quote.validUntil, lang),
      })}
    >
      <chakra.details mt="2">
        <chakra.summary
          display="list-item"
          minH="11"
          py="2.5"
          cursor="pointer"
          color="gray.800"
          rounded="sm"
          _focusVisible={focusRing}
        >
          {t('quote.lineCount', { count: quote.lines.length })}
        </chakra.summary>
        <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="1.5" mb="2">
          {quote.lines.map((line, index) => (
            <Flex as="li" key={index} justify="space-between" gap="3" fontSize="sm" color="gray.800">
              <Text minW="0" overflowWrap="anywhere">
                {line.quantity} × {line.description} ({formatCents(line.unitCents, lang)})
              </Text>
              <Text whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {formatCents(line.amountCents, lang)}
              </Text>
            </Flex>
          ))}
        </chakra.ul>
      </chakra.details>
      <Box mt="1" maxW="sm">
        <QuoteTotalsList
          totals={quote.totals}
          discount={quote.discount}
          taxRatePercent={quote.taxRatePercent}
        />
      </Box>
      {quote.note && (
        <Text color="gray.900" whiteSpace="pre-wrap" overflowWrap="anywhere" mt="2">
          {quote.note}
        </Text>
      )}
      <PrintLink
        to={quotePrintHref(reference, quote.version)}
        display="inline-flex"
        alignItems="center"
        minH="11"
        mt="1"
        color="brand.700"
        fontWeight="semibold"
        textDecoration="underline"
        textUnderlineOffset="3px"
        rounded="sm"
        _focusVisible={focusRing}
      >
        {t('quote.print', { version: quote.version })}
      </PrintLink>
      {quote.decision && <QuoteRecord decision={quote.decision} />}
      {quote.extensions.length > 0 && (
        <Box mt="3">
          <Text fontSize="sm" fontWeight="semibold" color="gray.800">
            {t('quote.extensions.title')}
          </Text>
          <chakra.ul listStyleType="none" fontSize="sm" color="gray.700">
            {quote.extensions.map((extension) => (
              <li key={extension.at}>
                {t('quote.extensions.entry', {
                  from: formatDay(extension.from, lang),
                  to: formatDay(extension.to, lang),
                })}{' '}
                (<time dateTime={extension.at}>{formatDateTime(extension.at, lang)}</time>)
              </li>
            ))}
          </chakra.ul>
        </Box>
      )}
      {open && (
        <QuoteExtendForm
          version={quote.version}
          validUntil={quote.validUntil}
          busy={busy}
          onExtend={onExtend}
        />
      )}
    </VersionCard>
  );
}
