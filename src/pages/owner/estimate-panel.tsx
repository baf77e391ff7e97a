import { Text } from '@chakra-ui/react';
import { EstimateLines } from '../../components/estimate-lines.tsx';
import { formatCents } from '../../../core/pricing/quote.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { EstimateView } from './owner-api.ts';
import { Panel } from './owner-styles.ts';
import { PanelHeading } from './panel-heading.tsx';
import { useOwnerLang } from './use-owner-lang.ts';

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
        {t('estimate.intro', { version: estimate.tableVersion })}
      </Text>
      <EstimateLines
        title={t('estimate.lines')}
        lines={estimate.lines}
        money={(cents) => formatCents(cents, lang)}
      />
    </Panel>
  );
}
