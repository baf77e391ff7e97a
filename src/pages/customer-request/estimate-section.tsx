import { chakra, Flex, Heading, Text } from '@chakra-ui/react';
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
      <Heading as="h3" fontSize="md" color="gray.900" mb="2">
        {t('estimate.lines')}
      </Heading>
      <chakra.dl display="flex" flexDirection="column" gap="1" fontVariantNumeric="tabular-nums">
        {estimate.lines.map((line) => (
          <Flex key={`${line.kind}:${line.id}`} justify="space-between" gap="3" color="gray.800">
            <Text as="dt" overflowWrap="anywhere">
              {line.valueText === undefined ? line.label : `${line.label}: ${line.valueText}`}
            </Text>
            <Text as="dd" textAlign="end" whiteSpace="nowrap">
              {money(line.cents)}
            </Text>
          </Flex>
        ))}
      </chakra.dl>
    </PageSection>
  );
}
