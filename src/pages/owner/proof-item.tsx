import { Badge, Box, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { FileLink } from './file-link.tsx';
import { formatDateTime } from './format.ts';
import type { Proof, ProofDecision } from './owner-api.ts';
import { useOwnerLang } from './use-owner-lang.ts';

const stateTones = { pending: 'brand', approved: 'green', 'changes-requested': 'accent' } as const;

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
 * What the customer decided, as recorded: the settlement of an "I never approved that" dispute,
 * so every part is shown in full (the hash wraps rather than being cut).
 */
function DecisionRecord({ decision }: { decision: ProofDecision }) {
  const { t } = useTranslation('owner');
  const lang = useOwnerLang();
  const approved = decision.kind === 'approve';
  return (
    <Box mt="3" p="3" rounded="md" bg={approved ? 'green.50' : 'accent.50'}>
      <Text fontSize="sm" fontWeight="bold" color="gray.900" mb="2">
        {t(approved ? 'proofs.record.approvedTitle' : 'proofs.record.changesTitle')}
      </Text>
      <chakra.dl display="grid" gap="2">
        {approved && <Record label={t('proofs.record.name')}>{decision.name ?? '—'}</Record>}
        {!approved && (
          <Record label={t('proofs.record.comment')}>
            <Text as="span" whiteSpace="pre-wrap">
              {decision.comment ?? '—'}
            </Text>
          </Record>
        )}
        <Record label={t('proofs.record.at')}>
          <time dateTime={decision.at}>{formatDateTime(decision.at, lang)}</time>
        </Record>
        <Record label={t('proofs.record.ip')}>{decision.ip ?? '—'}</Record>
        <Record label={t('proofs.record.userAgent')}>
          <Text as="span" fontSize="sm">
            {decision.userAgent ?? '—'}
          </Text>
        </Record>
        <Record label={t(approved ? 'proofs.record.sha256Approved' : 'proofs.record.sha256Shown')}>
          <Text as="span" fontFamily="mono" fontSize="sm" wordBreak="break-all">
            {decision.sha256}
          </Text>
        </Record>
      </chakra.dl>
    </Box>
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
      {proof.decision && <DecisionRecord decision={proof.decision} />}
    </Box>
  );
}
