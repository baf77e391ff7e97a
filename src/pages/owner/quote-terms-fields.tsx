import { Box, chakra, Flex, Grid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { quoteLimits } from '../../../core/pricing/quote.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import {
  ChoiceLabel,
  FieldLabel,
  HelpText,
  Input,
  Legend,
  tapTarget,
  Textarea,
  Tick,
} from './owner-styles.ts';
import { validRange, type DiscountKind, type Draft } from './quote-draft.ts';

const discountKinds: DiscountKind[] = ['none', 'percent', 'amount'];

interface QuoteTermsFieldsProps {
  /** The editor's id, which every field's id starts with. */
  id: string;
  draft: Draft;
  /** The owner's today (YYYY-MM-DD): the validity's range starts there. */
  today: string;
  update: (change: Partial<Draft>) => void;
  /** The id, aria-invalid and aria-describedby of a field, from the editor's problems. */
  fieldProps: (
    field: string,
    name: string,
    hint?: boolean,
  ) => { id: string; 'aria-invalid': boolean | undefined; 'aria-describedby': string | undefined };
  /** The problem shown under a field, if any. */
  problem: (field: string, name: string) => ReactNode;
}

/** The quote's terms below its lines: the discount, the tax rate, the validity and the note. */
export function QuoteTermsFields({ id, draft, today, update, fieldProps, problem }: QuoteTermsFieldsProps) {
  const { t } = useTranslation('owner');
  const range = validRange(today);
  return (
    <>
      <chakra.fieldset minW="0">
        <Legend>{t('quote.discount.legend')}</Legend>
        <Flex columnGap="5" wrap="wrap">
          {discountKinds.map((kind) => (
            <ChoiceLabel key={kind} minH="11" alignItems="center">
              <Tick
                type="radio"
                name={`${id}-discount-kind`}
                value={kind}
                mt="0"
                checked={draft.discountKind === kind}
                onChange={() => update({ discountKind: kind, discount: '' })}
              />
              <span>{t(`quote.discount.${kind}`)}</span>
            </ChoiceLabel>
          ))}
        </Flex>
        {draft.discountKind !== 'none' && (
          <Box mt="2" maxW={{ sm: '15rem' }}>
            <FieldLabel htmlFor={`${id}-discount`}>
              {t(
                draft.discountKind === 'percent'
                  ? 'quote.discount.percentLabel'
                  : 'quote.discount.amountLabel',
              )}
            </FieldLabel>
            <Input
              {...fieldProps('discount', 'discount')}
              inputMode="decimal"
              autoComplete="off"
              value={draft.discount}
              onChange={(event) => update({ discount: event.target.value })}
              {...tapTarget}
            />
          </Box>
        )}
        {problem('discount', 'discount')}
      </chakra.fieldset>

      <Grid templateColumns={{ base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }} gap="4">
        <Box minW="0">
          <FieldLabel htmlFor={`${id}-tax`}>{t('quote.tax')}</FieldLabel>
          <Input
            {...fieldProps('taxRatePercent', 'tax', true)}
            inputMode="decimal"
            autoComplete="off"
            value={draft.tax}
            onChange={(event) => update({ tax: event.target.value })}
            {...tapTarget}
          />
          <HelpText id={`${id}-tax-hint`}>{t('quote.taxHint')}</HelpText>
          {problem('taxRatePercent', 'tax')}
        </Box>
        <Box minW="0">
          <FieldLabel htmlFor={`${id}-valid`}>{t('quote.validUntil')}</FieldLabel>
          <Input
            {...fieldProps('validUntil', 'valid', true)}
            type="date"
            min={range.min}
            max={range.max}
            value={draft.validUntil}
            onChange={(event) => update({ validUntil: event.target.value })}
            {...tapTarget}
          />
          <HelpText id={`${id}-valid-hint`}>{t('quote.validHint')}</HelpText>
          {problem('validUntil', 'valid')}
        </Box>
      </Grid>

      <Box>
        <FieldLabel htmlFor={`${id}-note`}>{t('quote.note')}</FieldLabel>
        <Textarea
          {...fieldProps('note', 'note')}
          value={draft.note}
          maxLength={quoteLimits.maxNote}
          minH="24"
          onChange={(event) => update({ note: event.target.value })}
        />
        {problem('note', 'note')}
      </Box>
    </>
  );
}
