import { Box, Button, chakra, Heading, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { formatDay } from './format.ts';
import type { EstimateView, NewQuote, Quote } from './owner-api.ts';
import { Panel } from './owner-styles.ts';
import { PanelHeading } from './panel-heading.tsx';
import { QuoteEditor } from './quote-editor.tsx';
import { QuoteItem } from './quote-item.tsx';
import type { QuoteSendResult } from './use-request-actions.ts';
import { useOwnerLang } from './use-owner-lang.ts';

interface QuotePanelProps {
  reference: string;
  /** Newest first. */
  quotes: readonly Quote[];
  /** The request's estimate: the first version's lines start from it. */
  estimate?: EstimateView | null;
  canEmail: boolean;
  busy: 'quote' | 'extend' | null;
  onSend: (quote: NewQuote, version: number) => Promise<QuoteSendResult>;
  onExtend: (version: number, validUntil: string) => Promise<boolean>;
}

/** Where the newest version stands, said first: an answered quote is final. */
function Standing({ quote }: { quote: Quote }) {
  const { t } = useTranslation('owner');
  const lang = useOwnerLang();
  const tone =
    quote.state === 'accepted'
      ? { bg: 'green.50', color: 'green.800' }
      : quote.state === 'declined' || quote.expired
        ? { bg: 'accent.50', color: 'accent.900' }
        : { bg: 'brand.50', color: 'brand.900' };
  const text =
    quote.state !== 'sent'
      ? t(`quote.${quote.state}`, { version: quote.version })
      : quote.expired
        ? t('quote.expired', { version: quote.version, date: formatDay(quote.validUntil, lang) })
        : t('quote.open', { version: quote.version });
  return (
    <Text p="3" mb="4" rounded="md" fontWeight="semibold" {...tone}>
      {text}
    </Text>
  );
}

/**
 * The priced quote: the editor of the next version, and every version sent, newest first. A
 * sent version never changes except for a later valid-until date; a change is a new version,
 * which starts as a copy of the newest one, behind a button so that it is never begun by
 * accident over an accepted quote.
 */
export function QuotePanel({
  reference,
  quotes,
  estimate,
  canEmail,
  busy,
  onSend,
  onExtend,
}: QuotePanelProps) {
  const { t } = useTranslation('owner');
  const id = useId();
  const newest = quotes[0];
  const next = (newest?.version ?? 0) + 1;
  const [writing, setWriting] = useState(false);
  const editing = writing || !newest;
  // Focus follows the owner: into the editor when it opens, back to its button when cancelled.
  const [moved, setMoved] = useState<'editor' | 'button' | null>(null);
  const editorRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (moved === 'editor') editorRef.current?.querySelector<HTMLElement>('h3')?.focus();
    if (moved === 'button') buttonRef.current?.focus();
  }, [moved]);
  const open = () => {
    setWriting(true);
    setMoved('editor');
  };
  const cancel = () => {
    setWriting(false);
    setMoved('button');
  };

  const send = async (quote: NewQuote, version: number) => {
    const result = await onSend(quote, version);
    if (result.ok) setWriting(false);
    return result;
  };

  return (
    <Panel aria-labelledby={`${id}-title`}>
      <PanelHeading id={`${id}-title`}>{t('quote.title')}</PanelHeading>
      {newest ? (
        <Standing quote={newest} />
      ) : (
        <Text color="gray.700" mb="4">
          {t('quote.none')}
        </Text>
      )}
      {editing ? (
        <Box mb="6" ref={editorRef}>
          <QuoteEditor
            version={next}
            from={newest}
            estimate={estimate}
            canEmail={canEmail}
            busy={busy === 'quote'}
            onSend={send}
            onCancel={newest ? cancel : undefined}
          />
        </Box>
      ) : (
        <Button
          ref={buttonRef}
          type="button"
          variant="outline"
          size="lg"
          mb="6"
          w={{ base: 'full', sm: 'auto' }}
          onClick={open}
        >
          {t('quote.write', { version: next })}
        </Button>
      )}
      {newest && (
        <>
          <Heading as="h3" fontSize="md" color="gray.900" mb="2">
            {t('quote.versions')}
          </Heading>
          <chakra.ol listStyleType="none" display="flex" flexDirection="column" gap="3">
            {quotes.map((quote) => (
              <QuoteItem
                key={quote.version}
                reference={reference}
                quote={quote}
                busy={busy === 'extend'}
                onExtend={onExtend}
              />
            ))}
          </chakra.ol>
        </>
      )}
    </Panel>
  );
}
