import { Flex } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { CatalogSection } from '../../components/catalog/catalog-section.tsx';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { DtfOrder } from '../../features/dtf-order/dtf-order.tsx';

/** The order band: product cards, the item configurator, the order list and the checkout. */
export function DtfOrderSection() {
  const { t } = useTranslation(['dtf', 'common']);
  const fallback = (
    <Flex justify="center" py="24">
      <LoadingIndicator label={t('common:a11y.loading')} />
    </Flex>
  );
  return (
    <CatalogSection id="order" title={t('dtf:order.title')} intro={t('dtf:order.intro')} tone="brand">
      {/* The form texts and validators load with the order flow, so a spinner holds its place. */}
      <Suspense fallback={fallback}>
        <DtfOrder />
      </Suspense>
    </CatalogSection>
  );
}
