import { Text } from '@chakra-ui/react';
import { EstimateLines } from '../../components/estimate-lines.tsx';
import { formatMoney } from '../../components/quote-document/quote-format.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { EstimateView } from '../../../core/api/customer.ts';
import { PageSection } from './page-parts.tsx';

/**
 * The estimated price of what they asked for, as the shop's price table gave it when the
 * request came in, and how it adds up, with the words that the quote confirms the final price.
 */
export function EstimateSection({ estimate }: { estimate: EstimateView }) {
  const { t, i18n } = useTranslation('customer');
  const money = (cents: number) => formatMoney(cents, i18n.language);
  return (
    <PageSection id="customer-estimate" title={t('estimate.title')}>
      <Text fontSize="xl" fontWeight="bold" color="gray.900">
        {t('estimate.total', { price: money(estimate.totalCents) })}
      </Text>
      <Text color="gray.800" mt="1" overflowWrap="anywhere">
        {estimate.item}
      </Text>
      <Text color="gray.700" mt="1" mb="4">
        {t('estimate.note')}
      </Text>
      <EstimateLines title={t('estimate.lines')} lines={estimate.lines} money={money} />
    </PageSection>
  );
}
