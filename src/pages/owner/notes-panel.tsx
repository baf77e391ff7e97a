import { Box, Button, chakra, Text } from '@chakra-ui/react';
import { useId, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { formatDateTime } from './format.ts';
import type { Note } from './owner-api.ts';
import { Panel } from './owner-styles.ts';
import { PanelHeading } from './panel-heading.tsx';
import { RequiredTextarea, useRequiredText } from './required-text.tsx';
import { useOwnerLang } from './use-owner-lang.ts';

/** The API's limit for one note. */
const noteMaxLength = 2000;

interface NotesPanelProps {
  notes: readonly Note[];
  busy: boolean;
  onAdd: (text: string) => Promise<boolean>;
}

/** The owner's private notes on a request, each with its time, and a field to add one. */
export function NotesPanel({ notes, busy, onAdd }: NotesPanelProps) {
  const { t } = useTranslation('owner');
  const lang = useOwnerLang();
  const id = useId();
  const field = useRequiredText();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const note = field.take();
    if (!note) return;
    if (await onAdd(note)) field.clear();
  };

  return (
    <Panel aria-labelledby={`${id}-title`}>
      <PanelHeading id={`${id}-title`}>{t('notes.title')}</PanelHeading>
      <Text fontSize="sm" color="gray.600" mb="3">
        {t('notes.private')}
      </Text>
      {notes.length === 0 ? (
        <Text color="gray.600" mb="4">
          {t('notes.none')}
        </Text>
      ) : (
        <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="3" mb="5">
          {notes.map((note) => (
            <Box
              as="li"
              key={note.id}
              bg="gray.50"
              borderStartWidth="3px"
              borderColor="brand.300"
              ps="3"
              py="1"
            >
              <Text whiteSpace="pre-wrap" overflowWrap="anywhere" color="gray.900">
                {note.text}
              </Text>
              <chakra.time dateTime={note.at} fontSize="sm" color="gray.600">
                {formatDateTime(note.at, lang)}
              </chakra.time>
            </Box>
          ))}
        </chakra.ul>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <RequiredTextarea
          id={`${id}-note`}
          errorId={`${id}-error`}
          label={t('notes.label')}
          emptyText={t('notes.empty')}
          field={field}
          maxLength={noteMaxLength}
          minH="24"
        />
        <Button type="submit" size="lg" mt="3" disabled={busy}>
          {t(busy ? 'notes.adding' : 'notes.add')}
        </Button>
      </form>
    </Panel>
  );
}
