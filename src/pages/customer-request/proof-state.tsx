import { Badge, Text } from '@chakra-ui/react';
import { formatDateTime } from '../../lib/format.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { CustomerProof } from '../../../core/api/customer.ts';

/**
 * Where a proof stands, in words: the decision on record ("Approved by Ana Díaz on …",
 * "Changes requested on …: comment"), else "Superseded" for an older version, else pending.
 */
export function ProofState({ proof }: { proof: CustomerProof }) {
  const { t, i18n } = useTranslation('customer');
  const { decision } = proof;
  if (decision) {
    const date = formatDateTime(decision.at, i18n.language);
    const approved = decision.kind === 'approve';
    return (
      <Text
        color={approved ? 'green.800' : 'gray.900'}
        bg={approved ? 'green.50' : 'orange.50'}
        borderWidth="1px"
        borderColor={approved ? 'green.200' : 'orange.200'}
        rounded="lg"
        px="3"
        py="2"
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
      >
        {approved
          ? t('proofs.approved', { name: decision.name ?? '', date })
          : t('proofs.changesRequested', { date, comment: decision.comment ?? '' })}
      </Text>
    );
  }
  if (proof.superseded || !proof.current) {
    return (
      <Badge size="lg" colorPalette="gray">
        {t('proofs.superseded')}
      </Badge>
    );
  }
  return (
    <Badge size="lg" colorPalette="orange" whiteSpace="normal">
      {t('proofs.pending')}
    </Badge>
  );
}
