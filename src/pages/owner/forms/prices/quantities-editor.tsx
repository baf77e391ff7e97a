import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { useAnnounce } from '../../announcer.tsx';
import { Panel } from '../../owner-styles.ts';
import { AddValueForm } from './add-value-form.tsx';
import { addBreak, removeBreak } from './price-edits.ts';
import type { PriceLabels } from './price-labels.ts';
import type { PriceTable } from './prices-api.ts';

interface QuantitiesEditorProps {
  table: PriceTable;
  labels: PriceLabels;
  edit: (change: (table: PriceTable) => PriceTable) => void;
}

/**
 * The table's quantity breaks, each a column of every price grid below: one added is put in
 * order with its prices copied from the next smaller break; one removed takes its column with it.
 */
export function QuantitiesEditor({ table, labels, edit }: QuantitiesEditorProps) {
  const { t } = useTranslation('owner');
  const announce = useAnnounce();
  const list = useRef<HTMLDivElement>(null);
  const { breaks } = table.quantity;
  return (
    <Panel aria-labelledby="price-quantities-title">
      <Stack gap="4">
        <Heading as="h2" id="price-quantities-title" fontSize="lg" color="brand.950">
          {t('forms.prices.quantities.title')}
        </Heading>
        <Text color="gray.700" maxW="prose">
          {t('forms.prices.quantities.help')}
        </Text>
        <Flex
          as="ul"
          ref={list}
          tabIndex={-1}
          outline="none"
          listStyleType="none"
          gap="2"
          wrap="wrap"
          aria-labelledby="price-quantities-title"
        >
          {breaks.map((quantity, index) => (
            <Flex
              as="li"
              key={quantity}
              align="center"
              gap="1"
              ps="3"
              borderWidth="1px"
              borderColor="gray.300"
              rounded="md"
              bg="gray.50"
            >
              <Text
                fontWeight="semibold"
                pe={breaks.length > 1 ? '0' : '3'}
                minH="11"
                display="flex"
                alignItems="center"
              >
                {labels.quantity(quantity)}
              </Text>
              {breaks.length > 1 && (
                <Button
                  size="lg"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={t('forms.prices.quantities.remove', { quantity: labels.quantity(quantity) })}
                  onClick={() => {
                    edit((current) => removeBreak(current, index));
                    announce(t('forms.prices.quantities.removed', { quantity: labels.quantity(quantity) }));
                    // The button goes with its quantity: the focus stays in the list.
                    list.current?.focus();
                  }}
                >
                  <span aria-hidden="true">×</span>
                </Button>
              )}
            </Flex>
          ))}
        </Flex>
        <AddValueForm
          label={t('forms.prices.quantities.new')}
          help={t('forms.prices.quantities.newHelp')}
          button={t('forms.prices.quantities.add')}
          numeric
          problem={(text) =>
            !/^[0-9]{1,7}$/.test(text) || Number(text) < 1
              ? t('forms.prices.quantities.invalid')
              : breaks.includes(Number(text))
                ? t('forms.prices.quantities.taken')
                : null
          }
          onAdd={(text) => {
            edit((current) => addBreak(current, Number(text)));
            announce(t('forms.prices.quantities.added', { quantity: labels.quantity(Number(text)) }));
          }}
        />
      </Stack>
    </Panel>
  );
}
