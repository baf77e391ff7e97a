import { Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { DecisionRecord, RecordFact } from './decision-record.tsx';
import { FileLink } from './file-link.tsx';
import type { Proof, ProofDecision } from './owner-api.ts';
import { VersionCard } from './version-card.tsx';

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
  // A superseded version that was never decided on has no state of its own worth showing.
  const showState = proof.state !== 'pending' || !proof.superseded;
  return (
    <VersionCard
      title={t('proofs.version', { version: proof.version })}
      state={showState ? { label: t(`proofs.states.${proof.state}`), tone: stateTones[proof.state] } : null}
      superseded={proof.superseded}
      supersededLabel={t('proofs.states.superseded')}
      sentAt={proof.sentAt}
      sentLabel={t('proofs.sentAt')}
      aside={t('proofs.reminders', { count: proof.remindersSent })}
    >
      {proof.note && (
        <Text color="gray.900" whiteSpace="pre-wrap" overflowWrap="anywhere" mt="1.5">
          {proof.note}
        </Text>
      )}
      <FileLink reference={reference} file={proof.file} />
      {proof.decision && <ProofRecord decision={proof.decision} />}
    </VersionCard>
  );
}
