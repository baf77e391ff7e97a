import { Box, Button, chakra, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { declineReasons, type DeclineReason } from '../../../core/api/quote.ts';
import { formatDay } from '../../lib/format.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { CustomerQuote, QuoteDecisionBody } from '../../../core/api/customer.ts';
import { ChoiceLabel, FieldLabel, Input, Legend, Problem, Textarea, Tick } from './page-parts.tsx';

interface QuoteDecisionProps {
  quote: CustomerQuote;
  busy: boolean;
  onDecide: (decision: QuoteDecisionBody) => void;
}

const Choice = chakra('form', {
  base: { borderWidth: '1px', borderColor: 'gray.200', rounded: 'lg', p: '4', bg: 'gray.50', minW: '0' },
});

/**
 * The choices on the current quote. Accepting takes the customer's full name and their tick on
 * "I accept this quote and its terms" (what the record keeps, with the quote's digest as shown);
 * declining takes a reason, and words when the reason is "other". A quote past its date offers
 * no Accept, only why and what to do, and still Decline. Each form says what it still needs.
 */
export function QuoteDecision({ quote, busy, onDecide }: QuoteDecisionProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="6">
      {quote.expired ? (
        <ExpiredNote quote={quote} />
      ) : (
        <AcceptForm quote={quote} busy={busy} onDecide={onDecide} />
      )}
      <DeclineForm quote={quote} busy={busy} onDecide={onDecide} />
    </SimpleGrid>
  );
}

/** In Accept's place once the quote is past its date: the server would refuse it anyway. */
function ExpiredNote({ quote }: { quote: CustomerQuote }) {
  const { t, i18n } = useTranslation('customer');
  const id = useId();
  return (
    <Box
      as="section"
      aria-labelledby={`${id}-title`}
      borderWidth="1px"
      borderColor="gray.300"
      rounded="lg"
      p="4"
      minW="0"
    >
      <Heading as="h4" id={`${id}-title`} fontSize="md" color="brand.950" mb="2">
        {t('quote.accept.title')}
      </Heading>
      <Text color="gray.900">
        {t('quote.expiredNote', { date: formatDay(quote.validUntil, i18n.language) })}
      </Text>
    </Box>
  );
}

function AcceptForm({ quote, busy, onDecide }: QuoteDecisionProps) {
  const { t } = useTranslation('customer');
  const id = useId();
  const [missing, setMissing] = useState<{ name: boolean; terms: boolean } | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    const terms = data.get('terms') === 'yes';
    setMissing({ name: !name, terms: !terms });
    if (name && terms) onDecide({ decision: 'accept', name, terms: true, sha256: quote.sha256 });
  };
  return (
    <Choice onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <Heading as="h4" id={`${id}-title`} fontSize="md" color="brand.950" mb="2">
        {t('quote.accept.title')}
      </Heading>
      <Text fontSize="sm" color="gray.700" mb="3">
        {t('quote.accept.intro')}
      </Text>
      <FieldLabel htmlFor={`${id}-name`}>{t('quote.accept.name')}</FieldLabel>
      <Input
        id={`${id}-name`}
        name="name"
        autoComplete="name"
        required
        maxLength={200}
        minH="11"
        aria-invalid={missing?.name || undefined}
        aria-describedby={missing?.name ? `${id}-name-problem` : undefined}
      />
      {missing?.name && <Problem id={`${id}-name-problem`}>{t('quote.accept.nameRequired')}</Problem>}
      <chakra.label display="flex" gap="3" alignItems="flex-start" mt="4" minH="11" cursor="pointer">
        <Tick
          type="checkbox"
          name="terms"
          value="yes"
          required
          boxSize="5"
          aria-invalid={missing?.terms || undefined}
          aria-describedby={missing?.terms ? `${id}-terms-problem` : undefined}
        />
        <span>{t('quote.accept.check')}</span>
      </chakra.label>
      {missing?.terms && <Problem id={`${id}-terms-problem`}>{t('quote.accept.checkRequired')}</Problem>}
      <Button type="submit" size="lg" mt="4" w="full" disabled={busy}>
        {t('quote.accept.submit', { version: quote.version })}
      </Button>
    </Choice>
  );
}

function DeclineForm({ quote, busy, onDecide }: QuoteDecisionProps) {
  const { t } = useTranslation('customer');
  const id = useId();
  const [reason, setReason] = useState<DeclineReason | null>(null);
  const [missing, setMissing] = useState<{ reason: boolean; comment: boolean } | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const comment = String(new FormData(event.currentTarget).get('comment') ?? '').trim();
    const needsComment = reason === 'other' && !comment;
    setMissing({ reason: !reason, comment: needsComment });
    if (!reason || needsComment) return;
    onDecide({ decision: 'decline', reason, ...(comment ? { comment } : {}), sha256: quote.sha256 });
  };
  const commentRequired = reason === 'other';
  return (
    <Choice onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <Heading as="h4" id={`${id}-title`} fontSize="md" color="brand.950" mb="3">
        {t('quote.decline.title')}
      </Heading>
      <chakra.fieldset
        border="0"
        p="0"
        m="0"
        minW="0"
        aria-describedby={missing?.reason ? `${id}-reason-problem` : undefined}
      >
        <Legend>{t('quote.decline.reason')}</Legend>
        {declineReasons.map((value) => (
          <ChoiceLabel key={value} minH="11" alignItems="center" gap="3">
            <Tick
              type="radio"
              name="reason"
              value={value}
              mt="0"
              boxSize="5"
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            <span>{t(`quote.reasons.${value}`)}</span>
          </ChoiceLabel>
        ))}
      </chakra.fieldset>
      {missing?.reason && <Problem id={`${id}-reason-problem`}>{t('quote.decline.reasonRequired')}</Problem>}
      <Box mt="3">
        <FieldLabel htmlFor={`${id}-comment`}>
          {t(commentRequired ? 'quote.decline.commentRequiredLabel' : 'quote.decline.comment')}
        </FieldLabel>
        <Textarea
          id={`${id}-comment`}
          name="comment"
          required={commentRequired}
          maxLength={2000}
          minH="24"
          aria-invalid={missing?.comment || undefined}
          aria-describedby={missing?.comment ? `${id}-comment-problem` : undefined}
        />
        {missing?.comment && (
          <Problem id={`${id}-comment-problem`}>{t('quote.decline.commentRequired')}</Problem>
        )}
      </Box>
      <Button type="submit" size="lg" mt="4" w="full" variant="outline" disabled={busy}>
        {t('quote.decline.submit')}
      </Button>
    </Choice>
  );
}
