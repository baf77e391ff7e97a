import { LoadFailed, Loading } from '../load-states.tsx';
import { Badge, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { ItemLink } from '../item-link.tsx';
import { paths } from '../../../../../core/routes/paths.ts';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { formatDateTime } from '../../format.ts';
import { Panel } from '../../owner-styles.ts';
import { useOwnerData } from '../../use-owner-data.ts';
import { useOwnerLang } from '../../use-owner-lang.ts';
import { useFromText, useTableName } from './price-labels.ts';
import { listPriceTables, type PriceTableSummary } from './prices-api.ts';

/**
 * The price tables under the forms (/owner/forms): each with its live version, when it was
 * published, its "from" price and the forms whose estimate uses it. Loaded on its own, so the
 * forms show even when the tables cannot.
 */
export function PriceTablesList({ formTitles }: { formTitles: Record<string, string> }) {
  const { t } = useTranslation(['owner', 'common']);
  const list = useOwnerData(listPriceTables, 'prices');
  return (
    <Stack as="section" aria-labelledby="price-tables-title" gap="4">
      <Heading as="h2" id="price-tables-title" fontSize={{ base: 'xl', md: '2xl' }} color="brand.950">
        {t('owner:forms.prices.title')}
      </Heading>
      <Text color="gray.700" maxW="prose">
        {t('owner:forms.prices.intro')}
      </Text>
      {list.error && (
        <LoadFailed
          message={t('owner:forms.prices.loadError')}
          retry={list.reload}
          retryLabel={t('owner:forms.prices.retry')}
        />
      )}
      {!list.data && !list.error && <Loading py="10" />}
      {list.data && (
        <Stack as="ul" listStyleType="none" gap="3">
          {list.data.tables.map((table) => (
            <TableItem key={table.id} table={table} formTitles={formTitles} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function TableItem({ table, formTitles }: { table: PriceTableSummary; formTitles: Record<string, string> }) {
  const { t } = useTranslation('owner');
  const lang = useOwnerLang();
  const tableName = useTableName();
  const fromText = useFromText();
  return (
    <Panel as="li" p={{ base: '4', md: '5' }}>
      <Flex direction="column" gap="1">
        <ItemLink to={paths.ownerPrices(table.id)}>{tableName(table.id)}</ItemLink>
        <Text color="gray.700">
          {t('forms.version', { version: table.version })}
          {' · '}
          {t('forms.published', { date: formatDateTime(table.publishedAt, lang) })}
        </Text>
        <Text color="gray.900" fontWeight="semibold">
          {fromText(table.startingPrice)}
        </Text>
        {table.forms.length > 0 && (
          <Text color="gray.700">
            {t('forms.prices.usedBy', { forms: table.forms.map((id) => formTitles[id] || id).join(', ') })}
          </Text>
        )}
        {table.newerDefault && (
          <Flex mt="1">
            <Badge colorPalette="accent" variant="subtle" whiteSpace="normal" px="2" py="1">
              {t('forms.prices.newerDefault')}
            </Badge>
          </Flex>
        )}
      </Flex>
    </Panel>
  );
}
