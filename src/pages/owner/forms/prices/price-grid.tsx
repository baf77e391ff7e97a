import { Box, Button, chakra, Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, useRef } from 'react';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { useAnnounce } from '../../announcer.tsx';
import { focusRing, Panel } from '../../owner-styles.ts';
import { AddValueForm } from './add-value-form.tsx';
import { AmountInput } from './amount-input.tsx';
import { addOption, pricedByQuantity, removeOption, setPrice } from './price-edits.ts';
import type { PriceLabels } from './price-labels.ts';
import type { PriceTable } from './prices-api.ts';

interface PriceGridProps {
  table: PriceTable;
  lineIndex: number;
  labels: PriceLabels;
  /** The places of the server's problems (`/table/lines/0/prices/letter`). */
  problemPaths: ReadonlySet<string>;
  edit: (change: (table: PriceTable) => PriceTable) => void;
}

/** An option's value as a part of a JSON pointer (RFC 6901). */
const pointerPart = (value: string) => value.replace(/~/g, '~0').replace(/\//g, '~1');

/** An option value the form can send: lower case, digits and dashes (printing-options.ts ids). */
const optionPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const Cell = chakra('td', { base: { px: '2', py: '1.5', borderTopWidth: '1px', borderColor: 'gray.200' } });
const ColumnHeader = chakra('th', {
  base: {
    px: '2',
    py: '2',
    textAlign: 'start',
    fontWeight: 'semibold',
    color: 'gray.800',
    whiteSpace: 'nowrap',
  },
});

/**
 * One price line of the draft (catalog/README.md "Price tables"): a row per value of its
 * dimension, a column per quantity break when the line prices by quantity (else one price for
 * any quantity), each cell a price in the draft. It scrolls sideways in its own box on a phone,
 * the options' names staying in sight.
 */
export function PriceGrid({ table, lineIndex, labels, problemPaths, edit }: PriceGridProps) {
  const { t } = useTranslation('owner');
  const announce = useAnnounce();
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const line = table.lines[lineIndex];
  const values = (table.dimensions[line.dimension] ?? Object.keys(line.prices)).map(String);
  const breaks = table.quantity.breaks;
  const byQuantity = pricedByQuantity(table, lineIndex);
  const unit = line.per === 'percent' ? 'percent' : 'dollars';
  const dimension = labels.dimension(line.dimension);
  const tableName = labels.tableName(table.id);
  const path = (value: string) => `/table/lines/${lineIndex}/prices/${pointerPart(value)}`;

  const cell = (value: string, option: string, at: number | null) => {
    const price = line.prices[value];
    const amount =
      at === null ? (Array.isArray(price) ? price[0] : price) : Array.isArray(price) ? price[at] : price;
    return (
      <AmountInput
        value={amount ?? 0}
        unit={unit}
        label={t(`forms.prices.grid.cell.${unit}`, {
          table: tableName,
          dimension,
          option,
          quantity: at === null ? t('forms.prices.grid.anyQuantityInLabel') : labels.quantity(breaks[at]),
        })}
        invalid={problemPaths.has(path(value)) || (at !== null && problemPaths.has(`${path(value)}/${at}`))}
        onChange={(next) => edit((current) => setPrice(current, lineIndex, value, at, next))}
      />
    );
  };

  return (
    <Panel p={{ base: '3', md: '5' }}>
      <Stack gap="4">
        <Box aria-hidden="true">
          <Text fontWeight="bold" fontSize="lg" color="brand.950">
            {dimension}
          </Text>
          <Text color="gray.700" fontSize="sm">
            {t(`forms.prices.grid.per.${line.per}`)}
          </Text>
        </Box>
        <Box
          ref={box}
          role="group"
          aria-labelledby={`${id}-caption`}
          tabIndex={0}
          overflowX="auto"
          // Holds the header's visually hidden text, which would otherwise widen the page.
          position="relative"
          p="1"
          rounded="md"
          _focusVisible={focusRing}
        >
          <chakra.table borderCollapse="collapse">
            {/* Shown above the box instead: a caption is as wide as the table, which scrolls. */}
            <VisuallyHidden as="caption" id={`${id}-caption`}>
              {dimension}: {t(`forms.prices.grid.per.${line.per}`)}
            </VisuallyHidden>
            <thead>
              <tr>
                <ColumnHeader scope="col" position="sticky" left="0" bg="white" zIndex="1">
                  {t('forms.prices.grid.option')}
                </ColumnHeader>
                {byQuantity ? (
                  breaks.map((quantity) => (
                    <ColumnHeader key={quantity} scope="col">
                      {labels.quantity(quantity)}
                    </ColumnHeader>
                  ))
                ) : (
                  <ColumnHeader scope="col">{t('forms.prices.grid.anyQuantity')}</ColumnHeader>
                )}
                <ColumnHeader scope="col">
                  <VisuallyHidden>{t('forms.prices.grid.actions')}</VisuallyHidden>
                </ColumnHeader>
              </tr>
            </thead>
            <tbody>
              {values.map((value) => {
                const option = labels.option(line.dimension, value);
                return (
                  <tr key={value}>
                    <Cell
                      as="th"
                      scope="row"
                      textAlign="start"
                      fontWeight="medium"
                      position="sticky"
                      left="0"
                      bg="white"
                      zIndex="1"
                      minW={{ base: '7rem', md: '11rem' }}
                      maxW="12rem"
                    >
                      {option}
                      {option !== value && (
                        <Text as="span" display="block" fontSize="xs" color="gray.600" fontFamily="mono">
                          {value}
                        </Text>
                      )}
                    </Cell>
                    {byQuantity && Array.isArray(line.prices[value]) ? (
                      breaks.map((quantity, at) => <Cell key={quantity}>{cell(value, option, at)}</Cell>)
                    ) : (
                      <Cell colSpan={byQuantity ? breaks.length : 1}>
                        <Flex align="center" gap="3" wrap="wrap">
                          {cell(value, option, null)}
                          {byQuantity && (
                            <Text as="span" fontSize="sm" color="gray.700">
                              {t('forms.prices.grid.anyQuantity')}
                            </Text>
                          )}
                        </Flex>
                      </Cell>
                    )}
                    <Cell textAlign="end">
                      {values.length > 1 && (
                        // A sign, not a word, as the quantities' remove: the row stays narrow
                        // enough for six quantities on a desktop without scrolling.
                        <Button
                          size="lg"
                          variant="ghost"
                          colorPalette="red"
                          minW="11"
                          px="0"
                          aria-label={t('forms.prices.grid.removeOption', { option, dimension })}
                          onClick={() => {
                            edit((current) => removeOption(current, line.dimension, value));
                            announce(t('forms.prices.grid.removed', { option }));
                            box.current?.focus();
                          }}
                        >
                          <span aria-hidden="true">×</span>
                        </Button>
                      )}
                    </Cell>
                  </tr>
                );
              })}
            </tbody>
          </chakra.table>
        </Box>
        <AddValueForm
          label={t('forms.prices.grid.newOption', { dimension })}
          help={t('forms.prices.grid.newOptionHelp')}
          button={t('forms.prices.grid.addOption')}
          problem={(text) =>
            !optionPattern.test(text)
              ? t('forms.prices.grid.optionInvalid')
              : values.includes(text)
                ? t('forms.prices.grid.optionTaken')
                : null
          }
          onAdd={(text) => {
            edit((current) => addOption(current, line.dimension, text));
            announce(t('forms.prices.grid.added', { option: text }));
          }}
        />
      </Stack>
    </Panel>
  );
}
