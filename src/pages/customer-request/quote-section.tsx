import { Badge, Box, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { QuoteStatus, QuoteTable, QuoteTerms } from '../../components/quote-document/index.ts';
import { formatMoney } from '../../components/quote-document/quote-format.ts';
import { formatDate, formatDay } from '../../lib/format.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { CustomerQuote, QuoteConflict, QuoteDecisionBody } from '../../../core/api/customer.ts';
import { decideQuote } from './customer-api.ts';
import { linkStyle, Notice, PageSection, VersionNote } from './page-parts.tsx';
import { QuoteDecision } from './quote-decision.tsx';
import { messageFieldId } from './reply-form.tsx';

interface QuoteSectionProps {
  token: string;
  /** Newest first, at least one. */
  quotes: readonly CustomerQuote[];
  onDecided: (quote: CustomerQuote) => void;
  reload: () => Promise<void>;
  onLinkInvalid: () => void;
}

type Outcome = { tone: 'info' | 'error'; text: string } | null;

const conflictKeys: Record<QuoteConflict, string> = {
  'already-decided': 'quote.conflicts.alreadyDecided',
  superseded: 'quote.conflicts.superseded',
  expired: 'quote.conflicts.expired',
  changed: 'quote.conflicts.changed',
};

/** The server's refusals of a decision, as the page words them. */
const refusalKeys: Record<string, string> = {
  'name-required': 'quote.accept.nameRequired',
  'terms-required': 'quote.accept.checkRequired',
  'reason-required': 'quote.decline.reasonRequired',
};

/** Open, current and not decided: the only quote a customer may accept or decline. */
export function isDecidable(quote: CustomerQuote): boolean {
  return quote.current && !quote.superseded && quote.state === 'sent' && !quote.decision;
}

/**
 * The newest quote (quotes[0]): its lines and totals, note, terms and print view, then its
 * choices while it is open, or the decision on record; older versions, superseded, folded away
 * below. A 409 (decided elsewhere, a newer version, past its date, changed meanwhile) is
 * explained and the view reloaded, so the customer decides on what now stands.
 */
export function QuoteSection({ token, quotes, onDecided, reload, onLinkInvalid }: QuoteSectionProps) {
  const { t, i18n } = useTranslation('customer');
  const lng = i18n.language;
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [current, ...older] = quotes;

  const decide = async (decision: QuoteDecisionBody) => {
    setBusy(true);
    setOutcome(null);
    const result = await decideQuote(token, current.version, decision);
    if (result.kind === 'decided') {
      onDecided(result.quote);
      const key = decision.decision === 'accept' ? 'quote.acceptedThanks' : 'quote.declinedThanks';
      setOutcome({ tone: 'info', text: t(key, { version: result.quote.version }) });
    } else if (result.kind === 'conflict') {
      setOutcome({ tone: 'error', text: t(conflictKeys[result.reason]) });
      await reload();
    } else if (result.kind === 'link-invalid') onLinkInvalid();
    else if (result.kind === 'refused')
      setOutcome({ tone: 'error', text: t(refusalKeys[result.error] ?? 'quote.failed') });
    else setOutcome({ tone: 'error', text: t(result.kind === 'too-many' ? 'tooMany' : 'quote.failed') });
    setBusy(false);
  };

  const open = isDecidable(current);
  return (
    <PageSection id="customer-quote" title={t('quote.title')}>
      {/* Outside the quote's article, so it stays while the reloaded view replaces it; both
        regions are always there, as a region added together with its text is often not read. */}
      {(['error', 'info'] as const).map((tone) => (
        <Box key={tone} role={tone === 'error' ? 'alert' : 'status'} mb={outcome?.tone === tone ? '4' : '0'}>
          {outcome?.tone === tone && <Notice tone={tone}>{outcome.text}</Notice>}
        </Box>
      ))}
      <Box as="article" aria-labelledby="customer-quote-current">
        <Flex align="center" gap="3" wrap="wrap" mb="1">
          <Heading as="h3" id="customer-quote-current" fontSize="xl" color="brand.950">
            {t('quote.version', { version: current.version })}
          </Heading>
          {open && !current.expired && (
            <Badge size="lg" colorPalette="brand" whiteSpace="normal">
              {t('quote.pending')}
            </Badge>
          )}
        </Flex>
        <Text fontSize="sm" color="gray.700">
          {t('quote.sentOn', { date: formatDate(current.sentAt, lng) })}
          {' · '}
          {current.expired && !current.decision
            ? t('quote.expired', { date: formatDay(current.validUntil, lng) })
            : t('quote.validUntil', { date: formatDay(current.validUntil, lng) })}
        </Text>
        {(current.decision || current.superseded || !current.current) && (
          <Box mt="3">
            <QuoteStatus quote={current} lng={lng} />
          </Box>
        )}
        <Box mt="4">
          <QuoteTable quote={current} lng={lng} caption={t('quote.version', { version: current.version })} />
        </Box>
        {current.note && <VersionNote label={t('quote.noteLabel')} note={current.note} mt="4" />}
        <Box mt="4">
          <QuoteTerms headingLevel="h4" />
        </Box>
        <Box mt="2">
          <PrintLink quote={current} />
        </Box>
        {open && (
          <>
            <AskForChanges />
            {/* Keyed by the digest: a quote changed meanwhile (a 409 "changed") gets fresh forms,
              so the tick given to the old one does not carry over to what now stands. */}
            <QuoteDecision
              key={current.sha256}
              quote={current}
              busy={busy}
              onDecide={(d) => void decide(d)}
            />
          </>
        )}
      </Box>
      {older.length > 0 && <OlderQuotes quotes={older} />}
    </PageSection>
  );
}

const RouterAnchor = chakra(RouterLink);

/** To the print view, in the page's language (the router adds the /es prefix). */
function PrintLink({ quote, label }: { quote: CustomerQuote; label?: string }) {
  const { t } = useTranslation('customer');
  return (
    <RouterAnchor to={quote.printUrl} {...linkStyle}>
      {label ?? t('quote.print')}
    </RouterAnchor>
  );
}

/**
 * Changes are asked in the conversation: the link moves the focus to its message field (a
 * plain #anchor only scrolls, and leaves the focus where it was).
 */
function AskForChanges() {
  const { t } = useTranslation('customer');
  const focusMessage = (event: MouseEvent<HTMLAnchorElement>) => {
    const field = document.getElementById(messageFieldId);
    if (!field) return;
    event.preventDefault();
    field.focus();
    field.scrollIntoView({ block: 'center' });
  };
  return (
    <Text mt="2" color="gray.800">
      {t('quote.askChanges')}{' '}
      <chakra.a href={`#${messageFieldId}`} onClick={focusMessage} {...linkStyle}>
        {t('quote.askChangesLink')}
      </chakra.a>
    </Text>
  );
}

/** Earlier versions, folded: each with its date, total and where it stood, never decidable. */
function OlderQuotes({ quotes }: { quotes: readonly CustomerQuote[] }) {
  const { t, i18n } = useTranslation('customer');
  const lng = i18n.language;
  return (
    <chakra.details mt="8" borderTopWidth="1px" borderColor="gray.200" pt="4">
      <chakra.summary
        cursor="pointer"
        fontWeight="semibold"
        color="brand.950"
        py="2.5"
        rounded="md"
        _focusVisible={linkStyle._focusVisible}
      >
        {t('quote.earlier', { count: quotes.length })}
      </chakra.summary>
      <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="3" mt="2">
        {quotes.map((quote) => (
          <Box as="li" key={quote.version} borderTopWidth="1px" borderColor="gray.100" pt="3">
            <Flex align="center" columnGap="3" rowGap="1" wrap="wrap">
              <Text as="span" fontWeight="semibold">
                {t('quote.version', { version: quote.version })}
              </Text>
              <Text as="span">
                {t('quote.olderTotal', { total: formatMoney(quote.totals.totalCents, lng) })}
              </Text>
              <Badge size="lg" colorPalette="gray">
                {t('quote.supersededShort')}
              </Badge>
              <Text as="span" fontSize="sm" color="gray.700">
                {t('quote.sentOn', { date: formatDate(quote.sentAt, lng) })}
              </Text>
            </Flex>
            {quote.decision && (
              <Box mt="2">
                {/* Only the decision: the badge beside the version already says "Superseded". */}
                <QuoteStatus quote={{ ...quote, superseded: false, current: true }} lng={lng} />
              </Box>
            )}
            <PrintLink quote={quote} label={t('quote.printVersion', { version: quote.version })} />
          </Box>
        ))}
      </chakra.ul>
    </chakra.details>
  );
}
