import { Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { DecisionRecord, RecordFact } from './decision-record.tsx';
import type { QuoteDecision } from './owner-api.ts';

/**
 * The customer's answer to a quote as recorded: for an acceptance, the settlement of any "that
 * is not the price I agreed to".
 */
export function QuoteRecord({ decision }: { decision: QuoteDecision }) {
  const { t } = useTranslation('owner');
  const accepted = decision.kind === 'accept';
  return (
    <DecisionRecord
      title={t(accepted ? 'quote.record.acceptedTitle' : 'quote.record.declinedTitle')}
      tone={accepted ? 'green' : 'red'}
      decision={decision}
      labels={{
        at: t('quote.record.at'),
        ip: t('quote.record.ip'),
        userAgent: t('quote.record.userAgent'),
        sha256: t('quote.record.sha256'),
      }}
    >
      {accepted && <RecordFact label={t('quote.record.name')}>{decision.name ?? '—'}</RecordFact>}
      {!accepted && (
        <RecordFact label={t('quote.record.reason')}>
          {decision.reason ? t(`quote.reasons.${decision.reason}`) : '—'}
        </RecordFact>
      )}
      {!accepted && decision.comment && (
        <RecordFact label={t('quote.record.comment')}>
          <Text as="span" whiteSpace="pre-wrap">
            {decision.comment}
          </Text>
        </RecordFact>
      )}
    </DecisionRecord>
  );
}
