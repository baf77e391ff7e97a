import { Box, chakra, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatDateTime } from './format.ts';
import { useOwnerLang } from './use-owner-lang.ts';

/** One fact of a record: a label and its value, as a term and its description. */
export function RecordFact({ label, children }: { label: string; children: ReactNode }) {
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

export type RecordedDecision = { at: string; ip: string | null; userAgent: string | null; sha256: string };

/**
 * A customer's decision as recorded (a proof's approval, a quote's acceptance, or their "no"):
 * what they said (`children`), then when, from which address and browser, and the SHA-256 of
 * what they were shown. It settles an "I never agreed to that" dispute, so every part is shown
 * in full (the hash wraps rather than being cut).
 */
export function DecisionRecord({
  title,
  tone,
  decision,
  labels,
  children,
}: {
  title: string;
  /** The colour of the kind of answer: green for a yes, another for changes or a no. */
  tone: 'green' | 'accent' | 'red';
  decision: RecordedDecision;
  labels: { at: string; ip: string; userAgent: string; sha256: string };
  children: ReactNode;
}) {
  const lang = useOwnerLang();
  return (
    <Box mt="3" p="3" rounded="md" bg={`${tone}.50`}>
      <Text fontSize="sm" fontWeight="bold" color="gray.900" mb="2">
        {title}
      </Text>
      <chakra.dl display="grid" gap="2">
        {children}
        <RecordFact label={labels.at}>
          <time dateTime={decision.at}>{formatDateTime(decision.at, lang)}</time>
        </RecordFact>
        <RecordFact label={labels.ip}>{decision.ip ?? '—'}</RecordFact>
        <RecordFact label={labels.userAgent}>
          <Text as="span" fontSize="sm">
            {decision.userAgent ?? '—'}
          </Text>
        </RecordFact>
        <RecordFact label={labels.sha256}>
          <Text as="span" fontFamily="mono" fontSize="sm" wordBreak="break-all">
            {decision.sha256}
          </Text>
        </RecordFact>
      </chakra.dl>
    </Box>
  );
}
