import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { VersionEntry } from '../version-entry.tsx';
import { priceDrafts } from './price-draft.ts';
import type { PriceLabels } from './price-labels.ts';
import {
  priceDownloadUrl,
  restorePriceVersion,
  type PriceChanges,
  type PriceTable,
  type PriceTableDetail,
} from './prices-api.ts';

/** How many changed places are named; the rest are counted. */
const named = 3;

/** What a version (or the draft) changed: how many prices and other places, the first few by name. */
export function PriceChangeLine({
  changes,
  table,
  labels,
}: {
  changes: PriceChanges;
  /** The table the places are read against. */
  table: PriceTable;
  labels: PriceLabels;
}) {
  const { t } = useTranslation('owner');
  const count = changes.changed.length;
  if (count === 0) return <Text color="gray.700">{t('forms.prices.history.noChanges')}</Text>;
  const list = changes.changed.slice(0, named).map((pointer) => labels.place(pointer, table));
  return (
    <Text color="gray.800" overflowWrap="anywhere">
      {t('forms.prices.history.changed', { count, list: list.join('; ') })}
      {count > named && ` ${t('forms.prices.history.more', { count: count - named })}`}
    </Text>
  );
}

interface PriceHistoryProps {
  detail: PriceTableDetail;
  labels: PriceLabels;
  /** Whether there is a draft that a restore would discard. */
  changed: boolean;
  discard: () => void;
  onRestored: () => void;
}

/** Every version of the table, newest first, as a form's history shows its own (../form-history.tsx). */
export function PriceHistory({ detail, labels, changed, discard, onRestored }: PriceHistoryProps) {
  const { t } = useTranslation('owner');
  return (
    <Stack as="ol" listStyleType="none" gap="3">
      {detail.versions.map((version) => (
        <VersionEntry
          key={version.version}
          version={version}
          live={version.version === detail.live.version}
          idPrefix="price-version"
          shippedText={t('forms.prices.history.shipped')}
          changes={<PriceChangeLine changes={version.changes} table={detail.live.table} labels={labels} />}
          downloads={[
            {
              href: priceDownloadUrl(detail.id, version.version),
              label: t('forms.prices.history.download', { version: version.version }),
            },
          ]}
          changed={changed}
          discard={discard}
          restore={async () => {
            const published = await restorePriceVersion(detail.id, version.version);
            priceDrafts.clear(detail.id);
            return published;
          }}
          onRestored={onRestored}
        />
      ))}
    </Stack>
  );
}
