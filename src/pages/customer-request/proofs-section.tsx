import { Badge, Box, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatDateTime } from '../../lib/format.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { CustomerProof, ProofDecisionBody } from '../../../core/api/customer.ts';
import { decideProof } from './customer-api.ts';
import { Notice, PageSection, VersionNote } from './page-parts.tsx';
import { ProofDecision } from './proof-decision.tsx';
import { ProofFile } from './proof-file.tsx';
import { ProofState } from './proof-state.tsx';

interface ProofsProps {
  token: string;
  proofs: readonly CustomerProof[];
  onDecided: (proof: CustomerProof) => void;
  reload: () => Promise<void>;
  onLinkInvalid: () => void;
}

type Outcome = { tone: 'info' | 'error'; text: string } | null;

/** The server's refusals of a decision, as the page words them. */
const refusalKeys: Record<string, string> = {
  'name-required': 'approve.nameRequired',
  'check-required': 'approve.checkRequired',
  'comment-required': 'changes.commentRequired',
};

/**
 * The current proof (proofs[0]) with its choices while it waits for a decision, then the older
 * versions, superseded and never approvable. A 409 (decided elsewhere, or a newer version sent
 * meanwhile) is explained and the view reloaded, so the customer sees what now stands.
 */
export function ProofsSection({ token, proofs, onDecided, reload, onLinkInvalid }: ProofsProps) {
  const { t, i18n } = useTranslation('customer');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [current, ...older] = proofs;
  const sentOn = (proof: CustomerProof) =>
    t('proofs.sentOn', { date: formatDateTime(proof.sentAt, i18n.language) });

  const decide = async (decision: ProofDecisionBody) => {
    setBusy(true);
    setOutcome(null);
    const result = await decideProof(token, current.version, decision);
    if (result.kind === 'decided') {
      onDecided(result.proof);
      setOutcome({ tone: 'info', text: t('proofs.decisionSaved', { version: result.proof.version }) });
    } else if (result.kind === 'conflict') {
      const key = result.reason === 'superseded' ? 'proofs.newerVersion' : 'proofs.alreadyDecided';
      setOutcome({ tone: 'error', text: t(key) });
      await reload();
    } else if (result.kind === 'link-invalid') onLinkInvalid();
    else if (result.kind === 'refused')
      setOutcome({ tone: 'error', text: t(refusalKeys[result.error] ?? 'proofs.failed') });
    else setOutcome({ tone: 'error', text: t(result.kind === 'too-many' ? 'tooMany' : 'proofs.failed') });
    setBusy(false);
  };

  return (
    <PageSection id="customer-proofs" title={t('proofs.title')}>
      {/* Outside the proof's card, so it stays while the reloaded view replaces the card; both
        regions are always there, as a region added together with its text is often not read. */}
      {(['error', 'info'] as const).map((tone) => (
        <Box key={tone} role={tone === 'error' ? 'alert' : 'status'} mb={outcome?.tone === tone ? '4' : '0'}>
          {outcome?.tone === tone && <Notice tone={tone}>{outcome.text}</Notice>}
        </Box>
      ))}
      {!current ? (
        <Text color="gray.600">{t('proofs.none')}</Text>
      ) : (
        <Box as="article" aria-labelledby="customer-proof-current">
          <Flex align="center" gap="3" wrap="wrap" mb="2">
            <Heading as="h3" id="customer-proof-current" fontSize="xl" color="brand.950">
              {t('proofs.version', { version: current.version })}
            </Heading>
            {!current.decision && <ProofState proof={current} />}
          </Flex>
          <Text fontSize="sm" color="gray.700" mb="3">
            {sentOn(current)}
          </Text>
          {current.note && <VersionNote label={t('proofs.noteLabel')} note={current.note} mb="4" />}
          <ProofFile proof={current} preview />
          {current.decision && (
            <Box mt="4">
              <ProofState proof={current} />
            </Box>
          )}
          {current.current && !current.superseded && current.state === 'pending' && !current.decision && (
            <ProofDecision version={current.version} busy={busy} onDecide={(d) => void decide(d)} />
          )}
        </Box>
      )}
      {older.length > 0 && (
        <Box mt="8">
          <Heading as="h3" fontSize="lg" color="brand.950" mb="3">
            {t('proofs.earlier')}
          </Heading>
          <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="3">
            {older.map((proof) => (
              <Box as="li" key={proof.version} borderTopWidth="1px" borderColor="gray.100" pt="3">
                <Flex align="center" gap="3" wrap="wrap">
                  <Text as="span" fontWeight="semibold">
                    {t('proofs.version', { version: proof.version })}
                  </Text>
                  <Badge size="lg" colorPalette="gray">
                    {t('proofs.superseded')}
                  </Badge>
                  <Text as="span" fontSize="sm" color="gray.700">
                    {sentOn(proof)}
                  </Text>
                </Flex>
                {proof.decision && (
                  <Box mt="2">
                    <ProofState proof={proof} />
                  </Box>
                )}
                <ProofFile proof={proof} preview={false} />
              </Box>
            ))}
          </chakra.ul>
        </Box>
      )}
    </PageSection>
  );
}
