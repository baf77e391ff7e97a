import { Badge, Box, Flex, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { DecisionRecord, RecordFact } from './decision-record.tsx';
import { FileLink } from './file-link.tsx';
import { formatDateTime } from './format.ts';
import type { Proof, ProofDecision } from './owner-api.ts';
import { useOwnerLang } from './use-owner-lang.ts';

const stateTones = { pending: 'brand', approved: 'green', 'changes-requested': 'accent' } as const;

/**
 * What the customer decided, as recorded: the settlement of an "I never approved that" dispute,
 * so every part is shown in full (the hash wraps rather than being cut).
 */
function ProofRecord({ decision }: { decision: ProofDecision }) {
  const { t } = useTranslation('owner');
  const approved = decision.kind === 'approve';
  return (
    <DecisionRecord
      title={t(approved ? 'proofs.record.approvedTitle' : 'proofs.record.changesTitle')}
      tone={approved ? 'green' : 'accent'}
      decision={decision}
      labels={{
        at: t('proofs.record.at'),
        ip: t('proofs.record.ip'),
        userAgent: t('proofs.record.userAgent'),
        sha256: t(approved ? 'proofs.record.sha256Approved' : 'proofs.record.sha256Shown'),
      }}
    >
      {approved && <RecordFact label={t('proofs.record.name')}>{decision.name ?? '—'}</RecordFact>}
      {!approved && (
        <RecordFact label={t('proofs.record.comment')}>
          <Text as="span" whiteSpace="pre-wrap">
            {decision.comment ?? '—'}
          </Text>
        </RecordFact>
      )}
    </DecisionRecord>
  );
}

/** One version of the proof: its state, when it went, the reminders, its file and any decision. */
export function ProofItem({ reference, proof }: { reference: string; proof: Proof }) {
  const { t } = useTranslation('owner');
  const lang = useOwnerLang();
  // A superseded version that was never decided on has no state of its own worth showing.
  const showState = proof.state !== 'pending' || !proof.superseded;
  return (
    <Box
      as="li"
      p="3"
      rounded="lg"
      borderWidth="1px"
      borderColor={proof.superseded ? 'gray.200' : 'brand.300'}
      bg={proof.superseded ? 'gray.50' : 'white'}
    >
      <Flex align="center" gap="2" wrap="wrap" mb="1.5">
        <Heading as="h4" fontSize="md" color="gray.900">
          {t('proofs.version', { version: proof.version })}
        </Heading>
        {showState && (
          <Badge colorPalette={stateTones[proof.state]} variant="subtle" size="lg">
            {t(`proofs.states.${proof.state}`)}
          </Badge>
        )}
        {proof.superseded && (
          <Badge colorPalette="gray" variant="subtle" size="lg">
            {t('proofs.states.superseded')}
          </Badge>
        )}
      </Flex>
      <Text fontSize="sm" color="gray.700">
        {t('proofs.sentAt')} <time dateTime={proof.sentAt}>{formatDateTime(proof.sentAt, lang)}</time>
        {' · '}
        {t('proofs.reminders', { count: proof.remindersSent })}
      </Text>
      {proof.note && (
        <Text color="gray.900" whiteSpace="pre-wrap" overflowWrap="anywhere" mt="1.5">
          {proof.note}
        </Text>
      )}
      <FileLink reference={reference} file={proof.file} />
      {proof.decision && <ProofRecord decision={proof.decision} />}
    </Box>
  );
}
