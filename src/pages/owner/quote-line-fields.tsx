import { Box, Button, chakra, Grid, Text } from '@chakra-ui/react';
import type { Ref } from 'react';
import { formatCents, quoteLimits } from '../../../core/pricing/quote.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { ErrorText, FieldLabel, Input, Legend, tapTarget } from './owner-styles.ts';
import type { DraftLine } from './quote-draft.ts';
import { useOwnerLang } from './use-owner-lang.ts';

interface QuoteLineFieldsProps {
  /** The prefix of this line's field ids. */
  id: string;
  line: DraftLine;
  /** 1-based, as the owner counts. */
  number: number;
  /** The amount as the server will compute it; null while quantity or price cannot be read. */
  amount: number | null;
  /** The owner's text for each field of this line that is wrong. */
  problems: Partial<Record<'description' | 'quantity' | 'unitCents', string>>;
  onChange: (change: Partial<DraftLine>) => void;
  /** Absent for the only line: a quote has at least one. */
  onRemove?: () => void;
  descriptionRef?: Ref<HTMLInputElement>;
}

/**
 * One line of the quote: the description over the whole width, then quantity, unit price (in
 * dollars, read to the cent from the text), the amount and Remove, two by two on a phone and
 * in one row on a wider screen.
 */
export function QuoteLineFields({
  id,
  line,
  number,
  amount,
  problems,
  onChange,
  onRemove,
  descriptionRef,
}: QuoteLineFieldsProps) {
  const { t } = useTranslation('owner');
  const lang = useOwnerLang();
  const field = (name: 'description' | 'quantity' | 'unitCents') => ({
    id: `${id}-${name}`,
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? `${id}-${name}-problem` : undefined,
  });
  const problem = (name: 'description' | 'quantity' | 'unitCents') =>
    problems[name] && <ErrorText id={`${id}-${name}-problem`}>{problems[name]}</ErrorText>;

  return (
    <chakra.fieldset minW="0" p="3" rounded="lg" borderWidth="1px" borderColor="gray.200" bg="gray.50">
      <Legend float="left" w="full" fontSize="xs" color="gray.600" textTransform="uppercase" mb="2">
        {t('quote.lines.line', { number })}
      </Legend>
      <Grid
        clear="both"
        templateColumns={{
          base: 'repeat(2, minmax(0, 1fr))',
          sm: 'minmax(0, 0.8fr) minmax(0, 1fr) minmax(0, 1fr) auto',
        }}
        gap="3"
        alignItems="start"
      >
        <Box gridColumn="1 / -1" minW="0">
          <FieldLabel htmlFor={`${id}-description`}>{t('quote.lines.description')}</FieldLabel>
          <Input
            {...field('description')}
            ref={descriptionRef}
            value={line.description}
            maxLength={quoteLimits.maxDescription}
            onChange={(event) => onChange({ description: event.target.value })}
            {...tapTarget}
          />
          {problem('description')}
        </Box>
        <Box minW="0">
          <FieldLabel htmlFor={`${id}-quantity`}>{t('quote.lines.quantity')}</FieldLabel>
          <Input
            {...field('quantity')}
            inputMode="decimal"
            autoComplete="off"
            value={line.quantity}
            onChange={(event) => onChange({ quantity: event.target.value })}
            {...tapTarget}
          />
          {problem('quantity')}
        </Box>
        <Box minW="0">
          <FieldLabel htmlFor={`${id}-unitCents`}>{t('quote.lines.unitPrice')}</FieldLabel>
          <Input
            {...field('unitCents')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={line.price}
            onChange={(event) => onChange({ price: event.target.value })}
            {...tapTarget}
          />
          {problem('unitCents')}
        </Box>
        <Box minW="0">
          <Text fontWeight="semibold" fontSize="sm" color="gray.800" mb="1.5">
            {t('quote.lines.amount')}
          </Text>
          <Text
            minH="11"
            display="flex"
            alignItems="center"
            fontVariantNumeric="tabular-nums"
            color={amount === null ? 'gray.600' : 'gray.900'}
            data-testid={`${id}-amount`}
          >
            {amount === null ? t('quote.lines.notYet') : formatCents(amount, lang)}
          </Text>
        </Box>
        {onRemove && (
          <Box alignSelf="end" justifySelf={{ base: 'end', sm: 'auto' }}>
            <Button
              type="button"
              variant="ghost"
              colorPalette="red"
              size="lg"
              px="3"
              aria-label={t('quote.lines.removeLine', { number })}
              onClick={onRemove}
            >
              {t('quote.lines.remove')}
            </Button>
          </Box>
        )}
      </Grid>
    </chakra.fieldset>
  );
}
