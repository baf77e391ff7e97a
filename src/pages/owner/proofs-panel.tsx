import { Box, Button, chakra, Heading, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { Proof } from './owner-api.ts';
import { OwnerFileInput, type OwnerFileRules } from './owner-file-input.tsx';
import { FieldLabel, Panel, Textarea } from './owner-styles.ts';
import { PanelHeading } from './panel-heading.tsx';
import { ProofItem } from './proof-item.tsx';

/** The API's rules for a proof: one file the customer's browser can show, and a short note. */
const proofFile: OwnerFileRules = { accept: ['.pdf', '.png', '.jpg', '.jpeg', '.svg'], maxFiles: 1 };
const noteMaxLength = 2000;

interface ProofsPanelProps {
  reference: string;
  /** Newest first. */
  proofs: readonly Proof[];
  canEmail: boolean;
  busy: boolean;
  onSend: (file: File, note: string, version: number) => Promise<boolean>;
}

/**
 * Proofs for the customer to approve online: send the next version, and every version sent,
 * newest first, with what the customer decided and the record of it. An approved proof is
 * final: the only thing left to do is send a new version.
 */
export function ProofsPanel({ reference, proofs, canEmail, busy, onSend }: ProofsPanelProps) {
  const { t } = useTranslation('owner');
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const current = proofs[0];
  const next = (current?.version ?? 0) + 1;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const [file] = files;
    setMissing(!file);
    if (!file) return;
    if (await onSend(file, note.trim(), next)) {
      setFiles([]);
      setNote('');
    }
  };

  return (
    <Panel aria-labelledby={`${id}-title`}>
      <PanelHeading id={`${id}-title`}>{t('proofs.title')}</PanelHeading>
      {current?.state === 'approved' && (
        <Text p="3" mb="4" rounded="md" bg="green.50" color="green.800" fontWeight="semibold">
          {t('proofs.final', { version: current.version })}
        </Text>
      )}
      <chakra.form onSubmit={(event) => void submit(event)} noValidate mb="5">
        <Heading as="h3" fontSize="md" color="gray.900" mb="2">
          {t('proofs.send')}
        </Heading>
        <OwnerFileInput
          id={`${id}-file`}
          label={t('proofs.file')}
          hint={t('proofs.fileHint')}
          rules={proofFile}
          files={files}
          onChange={(picked) => {
            setFiles(picked);
            if (picked.length) setMissing(false);
          }}
          disabled={busy}
        />
        {missing && (
          <Text role="alert" fontSize="sm" color="fg.error" mt="1.5">
            {t('proofs.noFile')}
          </Text>
        )}
        <Box mt="3">
          <FieldLabel htmlFor={`${id}-note`}>{t('proofs.note')}</FieldLabel>
          <Textarea
            id={`${id}-note`}
            value={note}
            maxLength={noteMaxLength}
            minH="24"
            onChange={(event) => setNote(event.target.value)}
          />
        </Box>
        <Text fontSize="sm" color="gray.700" mt="3">
          {t(canEmail ? 'proofs.emailed' : 'proofs.noEmail')}
        </Text>
        <Button type="submit" size="lg" mt="3" w={{ base: 'full', sm: 'auto' }} disabled={busy}>
          {busy ? t('proofs.sending') : t('proofs.sendVersion', { version: next })}
        </Button>
      </chakra.form>
      <Heading as="h3" fontSize="md" color="gray.900" mb="2">
        {t('proofs.versions')}
      </Heading>
      {proofs.length === 0 ? (
        <Text color="gray.600">{t('proofs.none')}</Text>
      ) : (
        <chakra.ol listStyleType="none" display="flex" flexDirection="column" gap="3">
          {proofs.map((proof) => (
            <ProofItem key={proof.version} reference={reference} proof={proof} />
          ))}
        </chakra.ol>
      )}
    </Panel>
  );
}
