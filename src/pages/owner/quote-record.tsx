import { Box, chakra, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { formatDateTime } from './format.ts';
import type { QuoteDecision } from './owner-api.ts';
import { useOwnerLang } from './use-owner-lang.ts';

function Record({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box minW="0">
      <Text as="dt" fontSize="sm" color="gray.600">
        {label}
      </Text>
      <Box as="dd" color="gray.900" overflowWrap="anywhere">
        {children}
      </Box>
    </Box>
  );
}

/**
 * The customer's answer as recorded: for an acceptance, the settlement of any "that is not the
 * price I agreed to", so every part is shown in full (the hash wraps rather than being cut).
 */
export function QuoteRecord({ decision }: { decision: QuoteDecision }) {
  const { t } = useTranslation('owner');
  const lang = useOwnerLang();
  const accepted = decision.kind === 'accept';
  return (
    <Box mt="3" p="3" rounded="md" bg={accepted ? 'green.50' : 'red.50'}>
      <Text fontSize="sm" fontWeight="bold" color="gray.900" mb="2">
        {t(accepted ? 'quote.record.acceptedTitle' : 'quote.record.declinedTitle')}
      </Text>
      <chakra.dl display="grid" gap="2">
        {accepted && <Record label={t('quote.record.name')}>{decision.name ?? '—'}</Record>}
        {!accepted && (
          <Record label={t('quote.record.reason')}>
            {decision.reason ? t(`quote.reasons.${decision.reason}`) : '—'}
          </Record>
        )}
        {!accepted && decision.comment && (
          <Record label={t('quote.record.comment')}>
            <Text as="span" whiteSpace="pre-wrap">
              {decision.comment}
            </Text>
          </Record>
        )}
        <Record label={t('quote.record.at')}>
          <time dateTime={decision.at}>{formatDateTime(decision.at, lang)}</time>
        </Record>
        <Record label={t('quote.record.ip')}>{decision.ip ?? '—'}</Record>
        <Record label={t('quote.record.userAgent')}>
          <Text as="span" fontSize="sm">
            {decision.userAgent ?? '—'}
          </Text>
        </Record>
        <Record label={t('quote.record.sha256')}>
          <Text as="span" fontFamily="mono" fontSize="sm" wordBreak="break-all">
            {decision.sha256}
          </Text>
        </Record>
      </chakra.dl>
    </Box>
  );
}
