import { LoadFailed, Loading, NotFoundNote } from '../load-states.tsx';
import { Stack } from '@chakra-ui/react';
import { paths } from '../../../../../core/routes/paths.ts';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { BackLink } from '../../back-link.tsx';
import { ScreenHeading } from '../../screen-heading.tsx';
import { useOwnerData } from '../../use-owner-data.ts';
import { PriceEditor } from './price-editor.tsx';
import { useTableName } from './price-labels.ts';
import { getPriceTable } from './prices-api.ts';

/** One price table: loaded, then edited; after a publish or a restore it loads again. */
export function PriceTableScreen({ tableId }: { tableId: string }) {
  const { t } = useTranslation(['owner', 'common']);
  const tableName = useTableName();
  const detail = useOwnerData(() => getPriceTable(tableId), tableId);
  return (
    <Stack gap={{ base: '4', md: '6' }}>
      <BackLink to={paths.ownerForms} label={t('owner:forms.back')} />
      {detail.error?.status === 404 && (
        <NotFoundNote>{t('owner:forms.prices.notFound', { tableId })}</NotFoundNote>
      )}
      {detail.error && detail.error.status !== 404 && (
        <LoadFailed
          message={t('owner:forms.prices.loadTableError')}
          retry={detail.reload}
          retryLabel={t('owner:forms.retry')}
        />
      )}
      {!detail.data && !detail.error && <Loading />}
      {detail.data && (
        <>
          <ScreenHeading overflowWrap="anywhere">{tableName(tableId)}</ScreenHeading>
          {/* A new live version is a new start: the editor takes its draft again. */}
          <PriceEditor key={detail.data.live.version} detail={detail.data} reload={detail.reload} />
        </>
      )}
    </Stack>
  );
}
