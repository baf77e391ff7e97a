import { useParams } from 'react-router-dom';
import { usePageMeta } from '../../../../lib/use-page-meta.ts';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { OwnerFrame } from '../../owner-frame.tsx';
import { PriceTableScreen } from './price-table-screen.tsx';

/**
 * /owner/forms/prices/<table-id>: one price table's draft (prices, table file, preview in the
 * forms that use it), publishing and history (docs/owner-guide.md "Prices"). Its own chunk, in
 * the inbox's frame; only the signed-in owner loads it.
 */
export default function OwnerPricesPage() {
  const { t } = useTranslation(['owner', 'common']);
  const { tableId = '' } = useParams();
  usePageMeta(t('owner:forms.prices.meta'));
  return (
    <OwnerFrame>
      <PriceTableScreen key={tableId} tableId={tableId} />
    </OwnerFrame>
  );
}
