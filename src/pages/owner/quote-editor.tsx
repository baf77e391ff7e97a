import { Box, Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formatCents, quoteLimits } from '../../../core/pricing/quote.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { useAnnounce } from './announcer.tsx';
import type { EstimateView, FieldProblem, NewQuote, Quote } from './owner-api.ts';
import { ErrorText, Legend } from './owner-styles.ts';
import { QuoteCatalogPicker, type PickedLine } from './quote-catalog-picker.tsx';
import {
  centsToText,
  draftFrom,
  draftFromEstimate,
  emptyDraft,
  localDay,
  newLine,
  previewDraft,
  readDraft,
  type Draft,
  type DraftLine,
} from './quote-draft.ts';
import { QuoteLineFields } from './quote-line-fields.tsx';
import { lineField, problemKey, type LineField } from './quote-problems.ts';
import { QuoteTermsFields } from './quote-terms-fields.tsx';
import { QuoteTotalsList } from './quote-totals.tsx';
import type { QuoteSendResult } from './use-request-actions.ts';
import { useOwnerLang } from './use-owner-lang.ts';

interface QuoteEditorProps {
  /** The version this editor sends. */
  version: number;
  /** The newest quote, which a new version starts as a copy of. */
  from?: Quote;
  /** The request's estimate, which the first version starts from (when there is no quote yet). */
  estimate?: EstimateView | null;
  canEmail: boolean;
  busy: boolean;
  onSend: (quote: NewQuote, version: number) => Promise<QuoteSendResult>;
  /** Absent while no quote was sent: then the editor is the panel's only content. */
  onCancel?: () => void;
}

const isBlank = (line: DraftLine) => !line.description.trim() && !line.price.trim();

/**
 * The editor of the next version: lines (from the catalogue or typed), discount, tax, validity
 * and note, with the totals as the server will compute them. The fields' problems show once the
 * owner has tried to send, at the fields themselves, in the owner's words; so do the ones the
 * server names. Nothing is priced here for the record: the POST carries no amount or total.
 */
export function QuoteEditor({ version, from, estimate, canEmail, busy, onSend, onCancel }: QuoteEditorProps) {
  const { t } = useTranslation('owner');
  const lang = useOwnerLang();
  const announce = useAnnounce();
  const id = useId();
  const [today] = useState(() => localDay());
  const [draft, setDraft] = useState<Draft>(() =>
    from ? draftFrom(from, today) : estimate ? draftFromEstimate(estimate, today) : emptyDraft(today),
  );
  const [tried, setTried] = useState(false);
  const [serverFields, setServerFields] = useState<FieldProblem[]>([]);
  const [summary, setSummary] = useState(false);
  const [focusInvalid, setFocusInvalid] = useState(0);
  const [focusLine, setFocusLine] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const lineInputs = useRef(new Map<number, HTMLInputElement>());

  useEffect(() => {
    if (focusInvalid) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);
  useEffect(() => {
    if (focusLine !== null) lineInputs.current.get(focusLine)?.focus();
  }, [focusLine]);

  const update = (change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }));
    // What the server refused was about the quote as it was sent; an edit may have mended it.
    setServerFields([]);
  };
  const updateLine = (key: number, change: Partial<DraftLine>) =>
    update({ lines: draft.lines.map((line) => (line.key === key ? { ...line, ...change } : line)) });
  const addLine = () => {
    const line = newLine();
    update({ lines: [...draft.lines, line] });
    setFocusLine(line.key);
  };
  const pick = ({ description, unitCents, source }: PickedLine) => {
    const filled = { description, price: centsToText(unitCents), quantity: '1', source };
    const last = draft.lines[draft.lines.length - 1];
    // A line still empty (the first one, or one just added) takes the entry instead of staying behind it.
    update({
      lines:
        last && isBlank(last)
          ? [...draft.lines.slice(0, -1), { ...last, ...filled }]
          : [...draft.lines, newLine(filled)],
    });
    announce(t('quote.catalog.added', { description, price: formatCents(unitCents, lang) }));
  };

  const read = readDraft(draft, today);
  const preview = previewDraft(draft);
  const shown = new Set([...(tried ? read.problems : []), ...serverFields.map((problem) => problem.field)]);
  const textOf = (field: string) => {
    const key = problemKey(field, draft.discountKind);
    return key ? t(key) : undefined;
  };
  const lineProblems = (index: number) => {
    const problems: Partial<Record<LineField, string>> = {};
    for (const field of shown) {
      const at = lineField(field);
      if (at && at[0] === index) problems[at[1]] = textOf(field);
    }
    return problems;
  };
  // Fields the editor has no place for (a server newer than the page): said in its own words.
  const unplaced = serverFields.filter((problem) => !problemKey(problem.field, draft.discountKind));
  const fieldProps = (field: string, name: string, hint = false) => ({
    id: `${id}-${name}`,
    'aria-invalid': shown.has(field) ? true : undefined,
    'aria-describedby':
      [shown.has(field) && `${id}-${name}-problem`, hint && `${id}-${name}-hint`].filter(Boolean).join(' ') ||
      undefined,
  });
  const problem = (field: string, name: string) =>
    shown.has(field) && <ErrorText id={`${id}-${name}-problem`}>{textOf(field)}</ErrorText>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    setServerFields([]);
    if (read.problems.length) {
      setSummary(true);
      setFocusInvalid((n) => n + 1);
      return;
    }
    const result = await onSend(read.quote, version);
    if (!result.ok && result.fields.length) {
      setServerFields(result.fields);
      setSummary(true);
      setFocusInvalid((n) => n + 1);
    }
  };

  const hasProblems = shown.size > 0;

  return (
    <chakra.form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <Heading as="h3" id={`${id}-title`} tabIndex={-1} outline="none" fontSize="md" color="gray.900" mb="2">
        {t('quote.version', { version })}
      </Heading>
      {from && (
        <Text fontSize="sm" color="gray.700" mb="3">
          {t('quote.copied', { version, from: from.version })}
        </Text>
      )}
      {summary && hasProblems && (
        <Box role="alert" p="3" mb="3" rounded="md" bg="red.50" color="red.800" fontWeight="semibold">
          <Text>{t('quote.problems.summary')}</Text>
          {unplaced.map((entry) => (
            <Text key={entry.field} fontWeight="normal" mt="1">
              {t('quote.problems.other', { message: entry.message })}
            </Text>
          ))}
        </Box>
      )}
      <Stack gap="4">
        <chakra.fieldset minW="0">
          <Legend fontSize="md" color="gray.900">
            {t('quote.lines.legend')}
          </Legend>
          {shown.has('lines') && <ErrorText mb="2">{textOf('lines')}</ErrorText>}
          <chakra.ol listStyleType="none" display="flex" flexDirection="column" gap="3">
            {draft.lines.map((line, index) => (
              <li key={line.key}>
                <QuoteLineFields
                  id={`${id}-line-${line.key}`}
                  line={line}
                  number={index + 1}
                  amount={preview.amounts[index] ?? null}
                  problems={lineProblems(index)}
                  onChange={(change) => updateLine(line.key, change)}
                  onRemove={
                    draft.lines.length > 1
                      ? () => update({ lines: draft.lines.filter((other) => other.key !== line.key) })
                      : undefined
                  }
                  descriptionRef={(element) => {
                    if (element) lineInputs.current.set(line.key, element);
                    else lineInputs.current.delete(line.key);
                  }}
                />
              </li>
            ))}
          </chakra.ol>
          <Button
            type="button"
            variant="outline"
            size="lg"
            mt="3"
            w={{ base: 'full', sm: 'auto' }}
            disabled={draft.lines.length >= quoteLimits.maxLines}
            onClick={addLine}
          >
            {t('quote.lines.add')}
          </Button>
        </chakra.fieldset>

        <Suspense fallback={null}>
          <QuoteCatalogPicker id={`${id}-catalog`} onPick={pick} />
        </Suspense>

        <QuoteTermsFields
          id={id}
          draft={draft}
          today={today}
          update={update}
          fieldProps={fieldProps}
          problem={problem}
        />

        <Box
          as="section"
          aria-labelledby={`${id}-totals`}
          p="3"
          rounded="lg"
          borderWidth="1px"
          borderColor="brand.200"
          bg="brand.50"
        >
          <Heading as="h4" id={`${id}-totals`} fontSize="sm" color="gray.800" mb="2">
            {t('quote.totals.title')}
          </Heading>
          <QuoteTotalsList
            totals={preview.priced.totals}
            discount={preview.discount}
            taxRatePercent={preview.taxRatePercent}
          />
        </Box>

        <Text fontSize="sm" color="gray.700">
          {t(canEmail ? 'quote.emailed' : 'quote.noEmail')}
        </Text>
        <Flex gap="3" wrap="wrap">
          <Button type="submit" size="lg" w={{ base: 'full', sm: 'auto' }} disabled={busy}>
            {busy ? t('quote.sending') : t('quote.send', { version })}
          </Button>
          {onCancel && (
            <Button
              type="button"
              variant="ghost"
              size="lg"
              w={{ base: 'full', sm: 'auto' }}
              onClick={onCancel}
            >
              {t('quote.cancel')}
            </Button>
          )}
        </Flex>
      </Stack>
    </chakra.form>
  );
}
