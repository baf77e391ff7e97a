import { chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { formatCents } from '../../../core/pricing/quote.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { EstimateLineView, EstimateView } from './owner-api.ts';
import { Panel } from './owner-styles.ts';
import { PanelHeading } from './panel-heading.tsx';
import { useOwnerLang } from './use-owner-lang.ts';

/** "Paper: 32 pt Cotton (Luxury)", "Rush fee". */
export const estimateLineText = (line: EstimateLineView) =>
  line.valueText === undefined ? line.label : `${line.label}: ${line.valueText}`;

/**
 * The price the server computed from the form's price table when the request came in: the
 * total, the item as the quote's first line reads it, and how it adds up (each option priced,
 * the minimum, the fees), in US dollars for the page's language. The quote starts from it.
 */
export function EstimatePanel({ estimate }: { estimate: EstimateView }) {
  const { t } = useTranslation('owner');
  const lang = useOwnerLang();
  return (
    <Panel aria-labelledby="owner-estimate">
      <PanelHeading id="owner-estimate">{t('estimate.title')}</PanelHeading>
      <Text fontSize="xl" fontWeight="bold" color="gray.900">
        {t('estimate.total', { price: formatCents(estimate.totalCents, lang) })}
      </Text>
      <Text color="gray.800" mt="1" overflowWrap="anywhere">
        {estimate.item}
      </Text>
      <Text color="gray.600" fontSize="sm" mt="1" mb="3">
        {t('estimate.intro')}
      </Text>
      <Heading as="h3" fontSize="md" color="gray.900" mb="2">
        {t('estimate.lines')}
      </Heading>
      <chakra.dl display="flex" flexDirection="column" gap="1" fontVariantNumeric="tabular-nums">
        {estimate.lines.map((line) => (
          <Flex key={`${line.kind}:${line.id}`} justify="space-between" gap="3" color="gray.800">
            <Text as="dt" overflowWrap="anywhere">
              {estimateLineText(line)}
            </Text>
            <Text as="dd" textAlign="end" whiteSpace="nowrap">
              {formatCents(line.cents, lang)}
            </Text>
          </Flex>
        ))}
      </chakra.dl>
    </Panel>
  );
}
