import { Box, Grid, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { languages } from '../../../../core/i18n/languages.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ErrorText, FieldLabel, HelpText, Textarea } from '../owner-styles.ts';
import type { StoredDraft } from './form-draft.ts';
import type { FormContent, FormProblem } from './forms-api.ts';
import { readJsonObject, readJsonTexts, type JsonRead } from './json-text.ts';
import { ProblemsList } from './problems-list.tsx';
import type { FormDraftState } from './use-form-draft.ts';

type Part = 'file' | 'texts';

const shown = (draft: StoredDraft, part: Part) =>
  draft.typing?.[part] ?? JSON.stringify(draft.content[part], null, 2);

const readPart = (part: Part, text: string): JsonRead<unknown> =>
  part === 'file' ? readJsonObject(text) : readJsonTexts<FormContent['texts']>(text, languages);

/**
 * The draft's form file and texts as JSON, for what the visual editor does not cover. What is
 * typed goes into the draft as soon as it is JSON of the right shape; until then the box says
 * where it breaks (line and column) and the draft keeps the text, so a reload loses nothing.
 */
export function FormFileEditor({ drafts, problems }: { drafts: FormDraftState; problems: FormProblem[] }) {
  const { t } = useTranslation('owner');
  const id = useId();
  const [texts, setTexts] = useState<Record<Part, string>>(() => ({
    file: shown(drafts.draft, 'file'),
    texts: shown(drafts.draft, 'texts'),
  }));

  const change = (part: Part, text: string) => {
    setTexts((current) => ({ ...current, [part]: text }));
    const read = readPart(part, text);
    drafts.update((draft) => {
      const { [part]: _typed, ...otherTyping } = draft.typing ?? {};
      const typing = read.ok ? otherTyping : { ...otherTyping, [part]: text };
      return {
        ...draft,
        content: read.ok ? { ...draft.content, [part]: read.value } : draft.content,
        typing: Object.keys(typing).length > 0 ? typing : undefined,
      };
    });
  };

  const box = (part: Part) => {
    const read = readPart(part, texts[part]);
    const error = read.ok ? null : t(`forms.file.${read.reason}`, { line: read.line, column: read.column });
    return (
      <Box minW="0">
        <FieldLabel htmlFor={`${id}-${part}`}>{t(`forms.file.${part}Label`)}</FieldLabel>
        <HelpText id={`${id}-${part}-help`} mb="2">
          {t(`forms.file.${part}Help`)}
        </HelpText>
        <Textarea
          id={`${id}-${part}`}
          value={texts[part]}
          onChange={(event) => change(part, event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-${part}-help`, error && `${id}-${part}-error`].filter(Boolean).join(' ')}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          rows={24}
          fontFamily="mono"
          fontSize="sm"
          whiteSpace="pre"
          overflowX="auto"
        />
        {error && (
          <ErrorText id={`${id}-${part}-error`} role="alert">
            {error}
          </ErrorText>
        )}
      </Box>
    );
  };

  return (
    <Stack gap="4">
      <Text color="gray.700" maxW="prose">
        {t('forms.file.intro')}
      </Text>
      {problems.length > 0 && <ProblemsList problems={problems} />}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap="5">
        {box('file')}
        {box('texts')}
      </Grid>
    </Stack>
  );
}
