import { Box, chakra, Grid, Heading, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { FieldLabel, HelpText, Legend, Panel } from '../../owner-styles.ts';
import { AmountInput } from './amount-input.tsx';
import { setFee, setMinimum, type FeePart } from './price-edits.ts';
import type { PriceLabels } from './price-labels.ts';
import type { PriceTable } from './prices-api.ts';

interface FeesEditorProps {
  table: PriceTable;
  labels: PriceLabels;
  problemPaths: ReadonlySet<string>;
  edit: (change: (table: PriceTable) => PriceTable) => void;
}

const parts: FeePart[] = ['percent', 'amount', 'minimum'];

/**
 * The table's minimum order and its fees (rush, design), each part it has: a percent of the
 * price before fees, a flat amount, the least the fee comes to. Which form field switches a fee
 * on is the form's (its estimate block), not the table's.
 */
export function FeesEditor({ table, labels, problemPaths, edit }: FeesEditorProps) {
  const { t } = useTranslation('owner');
  const id = useId();
  const fees = Object.entries(table.fees ?? {});
  if (table.minimum === undefined && fees.length === 0) return null;
  return (
    <Panel aria-labelledby="price-fees-title">
      <Stack gap="5">
        <Heading as="h2" id="price-fees-title" fontSize="lg" color="brand.950">
          {t('forms.prices.fees.title')}
        </Heading>
        {table.minimum !== undefined && (
          <Box>
            <FieldLabel htmlFor={`${id}-minimum`}>{t('forms.prices.fees.orderMinimum')}</FieldLabel>
            <HelpText id={`${id}-minimum-help`} mt="0" mb="2">
              {t('forms.prices.fees.orderMinimumHelp')}
            </HelpText>
            <AmountInput
              id={`${id}-minimum`}
              value={table.minimum}
              unit="dollars"
              describedBy={`${id}-minimum-help`}
              invalid={problemPaths.has('/table/minimum')}
              onChange={(amount) => edit((current) => setMinimum(current, amount))}
            />
          </Box>
        )}
        {fees.map(([feeId, fee]) => (
          <chakra.fieldset key={feeId} borderWidth="0" p="0" m="0" minW="0">
            <Legend>{labels.fee(feeId)}</Legend>
            <Grid templateColumns={{ base: 'minmax(0, 1fr)', sm: 'repeat(3, max-content)' }} gap="4" mt="2">
              {parts
                .filter((part) => fee[part] !== undefined)
                .map((part) => (
                  <Box key={part}>
                    <FieldLabel htmlFor={`${id}-${feeId}-${part}`}>
                      {t(`forms.prices.fees.parts.${part}`)}
                    </FieldLabel>
                    <AmountInput
                      id={`${id}-${feeId}-${part}`}
                      value={fee[part] ?? 0}
                      unit={part === 'percent' ? 'percent' : 'dollars'}
                      invalid={problemPaths.has(`/table/fees/${feeId}/${part}`)}
                      onChange={(amount) => edit((current) => setFee(current, feeId, part, amount))}
                    />
                  </Box>
                ))}
            </Grid>
          </chakra.fieldset>
        ))}
      </Stack>
    </Panel>
  );
}
