import { Box, Button, chakra, Flex } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { quoteLimits } from '../../../core/pricing/quote.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { ErrorText, FieldLabel, Input, tapTarget } from './owner-styles.ts';
import { addDays, localDay, validRange } from './quote-draft.ts';

interface QuoteExtendFormProps {
  version: number;
  validUntil: string;
  busy: boolean;
  onExtend: (version: number, validUntil: string) => Promise<boolean>;
}

/**
 * A later valid-until date for the quote the customer has not answered yet, expired or not:
 * the server records the move (from, to, when), and the customer can accept again until then.
 */
export function QuoteExtendForm({ version, validUntil, busy, onExtend }: QuoteExtendFormProps) {
  const { t } = useTranslation('owner');
  const id = useId();
  const [today] = useState(() => localDay());
  const { max } = validRange(today);
  // Later than the date it has now, and not in the past.
  const min = [today, addDays(validUntil, 1)].sort()[1];
  const suggested = [addDays(min > today ? validUntil : today, quoteLimits.defaultValidDays), max].sort()[0];
  const [date, setDate] = useState(suggested);
  const [invalid, setInvalid] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = !/^\d{4}-\d{2}-\d{2}$/.test(date) || date < min || date > max;
    setInvalid(wrong);
    if (wrong || busy) return;
    await onExtend(version, date);
  };

  return (
    <chakra.form onSubmit={(event) => void submit(event)} noValidate mt="3">
      <FieldLabel htmlFor={`${id}-date`}>{t('quote.extend.label')}</FieldLabel>
      <Flex gap="2" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-start' }}>
        <Box maxW={{ sm: '13rem' }} w="full">
          <Input
            id={`${id}-date`}
            type="date"
            min={min}
            max={max}
            value={date}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-problem` : undefined}
            onChange={(event) => {
              setDate(event.target.value);
              setInvalid(false);
            }}
            {...tapTarget}
          />
        </Box>
        <Button type="submit" size="lg" variant="outline" flexShrink={0} disabled={busy}>
          {busy ? t('quote.extend.extending') : t('quote.extend.button')}
        </Button>
      </Flex>
      {invalid && <ErrorText id={`${id}-problem`}>{t('quote.extend.invalid')}</ErrorText>}
    </chakra.form>
  );
}
