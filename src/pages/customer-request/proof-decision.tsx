import { Box, Button, chakra, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { ProofDecisionBody } from '../../../core/api/customer.ts';
import { FieldLabel, Input, Problem, Textarea, Tick } from './page-parts.tsx';

interface ProofDecisionProps {
  version: number;
  busy: boolean;
  onDecide: (decision: ProofDecisionBody) => void;
}

/**
 * The two choices on the current, pending proof. Approving takes the customer's full name and
 * their word that they checked it (what the record keeps); asking for changes takes a comment.
 * Each form refuses to send while something it needs is missing, and says what.
 */
export function ProofDecision({ version, busy, onDecide }: ProofDecisionProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="6">
      <ApproveForm version={version} busy={busy} onDecide={onDecide} />
      <ChangesForm busy={busy} onDecide={onDecide} />
    </SimpleGrid>
  );
}

const Choice = chakra('form', {
  base: { borderWidth: '1px', borderColor: 'gray.200', rounded: 'lg', p: '4', bg: 'gray.50', minW: '0' },
});

function ApproveForm({ version, busy, onDecide }: ProofDecisionProps) {
  const { t } = useTranslation('customer');
  const id = useId();
  const [missing, setMissing] = useState<{ name: boolean; check: boolean } | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    const checked = data.get('checked') === 'yes';
    setMissing({ name: !name, check: !checked });
    if (name && checked) onDecide({ decision: 'approve', name, checked: true });
  };
  return (
    <Choice onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <Heading as="h4" id={`${id}-title`} fontSize="md" color="brand.950" mb="2">
        {t('approve.title')}
      </Heading>
      <Text fontSize="sm" color="gray.700" mb="3">
        {t('approve.intro')}
      </Text>
      <FieldLabel htmlFor={`${id}-name`}>{t('approve.name')}</FieldLabel>
      <Input
        id={`${id}-name`}
        name="name"
        autoComplete="name"
        required
        minH="11"
        aria-invalid={missing?.name || undefined}
        aria-describedby={missing?.name ? `${id}-name-problem` : undefined}
      />
      {missing?.name && <Problem id={`${id}-name-problem`}>{t('approve.nameRequired')}</Problem>}
      <chakra.label display="flex" gap="3" alignItems="flex-start" mt="4" minH="11" cursor="pointer">
        <Tick
          type="checkbox"
          name="checked"
          value="yes"
          required
          boxSize="5"
          aria-invalid={missing?.check || undefined}
          aria-describedby={missing?.check ? `${id}-check-problem` : undefined}
        />
        <span>{t('approve.check')}</span>
      </chakra.label>
      {missing?.check && <Problem id={`${id}-check-problem`}>{t('approve.checkRequired')}</Problem>}
      <Button type="submit" size="lg" mt="4" w="full" disabled={busy}>
        {t('approve.submit', { version })}
      </Button>
    </Choice>
  );
}

function ChangesForm({ busy, onDecide }: Omit<ProofDecisionProps, 'version'>) {
  const { t } = useTranslation('customer');
  const id = useId();
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const comment = String(new FormData(event.currentTarget).get('comment') ?? '').trim();
    setMissing(!comment);
    if (comment) onDecide({ decision: 'changes', comment });
  };
  return (
    <Choice onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <Heading as="h4" id={`${id}-title`} fontSize="md" color="brand.950" mb="3">
        {t('changes.title')}
      </Heading>
      <FieldLabel htmlFor={`${id}-comment`}>{t('changes.comment')}</FieldLabel>
      <Textarea
        id={`${id}-comment`}
        name="comment"
        required
        maxLength={2000}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${id}-comment-problem` : undefined}
      />
      {missing && <Problem id={`${id}-comment-problem`}>{t('changes.commentRequired')}</Problem>}
      <Box>
        <Button type="submit" size="lg" mt="4" w="full" variant="outline" disabled={busy}>
          {t('changes.submit')}
        </Button>
      </Box>
    </Choice>
  );
}
