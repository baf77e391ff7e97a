import { Box, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { ErrorText, FieldLabel, HelpText, Textarea } from '../../owner-styles.ts';
import type { FormProblem } from '../forms-api.ts';
import { readJsonObject } from '../json-text.ts';
import { ProblemsList } from '../problems-list.tsx';
import { isPriceTableShape, type StoredPriceDraft } from './price-draft.ts';
import type { PriceTable } from './prices-api.ts';
import type { PriceDraftState } from './use-price-draft.ts';

type TableRead =
  | { ok: true; value: PriceTable }
  | { ok: false; line: number; column: number; reason: 'syntax' | 'not-object' | 'not-table' };

/** The text as a table: JSON (else where it breaks), an object, with what the Prices tab draws. */
function readTable(text: string): TableRead {
  const read = readJsonObject(text);
  if (!read.ok) return { ...read, reason: read.reason === 'syntax' ? 'syntax' : 'not-object' };
  return isPriceTableShape(read.value)
    ? { ok: true, value: read.value }
    : { ok: false, line: 1, column: 1, reason: 'not-table' };
}

const shown = (draft: StoredPriceDraft) => draft.typing ?? JSON.stringify(draft.table, null, 2);

/**
 * The draft table as JSON (catalog/prices/<id>.json as written), for what the Prices tab does
 * not cover: a dimension's name, the area of a size, a price made one per quantity. What is typed
 * goes into the draft as soon as it reads as a table; until then the box says why, and the
 * draft keeps the text, so a reload loses nothing.
 */
export function TableFileEditor({ drafts, problems }: { drafts: PriceDraftState; problems: FormProblem[] }) {
  const { t } = useTranslation('owner');
  const id = useId();
  const [text, setText] = useState(() => shown(drafts.draft));
  const read = readTable(text);
  const error = read.ok
    ? null
    : read.reason === 'syntax'
      ? t('forms.file.syntax', { line: read.line, column: read.column })
      : t(`forms.prices.file.${read.reason}`);

  const change = (typed: string) => {
    setText(typed);
    const next = readTable(typed);
    drafts.update((draft) => ({
      ...draft,
      table: next.ok ? next.value : draft.table,
      typing: next.ok ? undefined : typed,
    }));
  };

  return (
    <Stack gap="4">
      <Text color="gray.700" maxW="prose">
        {t('forms.prices.file.intro')}
      </Text>
      {problems.length > 0 && <ProblemsList problems={problems} />}
      <Box minW="0">
        <FieldLabel htmlFor={`${id}-table`}>{t('forms.prices.file.label')}</FieldLabel>
        <HelpText id={`${id}-help`} mb="2">
          {t('forms.prices.file.help')}
        </HelpText>
        <Textarea
          id={`${id}-table`}
          value={text}
          onChange={(event) => change(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-help`, error && `${id}-error`].filter(Boolean).join(' ')}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          rows={28}
          fontFamily="mono"
          fontSize="sm"
          whiteSpace="pre"
          overflowX="auto"
        />
        {error && (
          <ErrorText id={`${id}-error`} role="alert">
            {error}
          </ErrorText>
        )}
      </Box>
    </Stack>
  );
}
