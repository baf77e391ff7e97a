import { Box, Grid } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatBytes } from '../format.ts';
import { ChoiceLabel, FieldLabel, HelpText, Input, Tick, tapTarget } from '../owner-styles.ts';
import { useOwnerLang } from '../use-owner-lang.ts';
import { setFiles, setMaxLength, setRange } from './field-edits.ts';
import { textareaMaxLength, typedKinds } from './field-kinds.ts';
import type { FieldPartProps } from './field-model.ts';
import type { FormLimits } from './forms-api.ts';

const megabyte = 1024 * 1024;

/** A whole number typed, or undefined while the box holds none. */
const wholeNumber = (text: string) => (/^-?\d+$/.test(text.trim()) ? Number(text.trim()) : undefined);

/**
 * The limits of a field, by kind: the maximum length of a typed text (the server's own limit
 * said beside it), a number's range, or what a files field accepts and how large a file may be.
 */
export function FieldLimits({ id, field, edit, limits }: FieldPartProps & { limits: FormLimits }) {
  const { t } = useTranslation('owner');
  const lang = useOwnerLang();
  const kind = field.kind;
  if (kind && typedKinds.has(kind)) {
    const most =
      kind === 'textarea' ? Math.min(textareaMaxLength, limits.maxTextLength) : limits.maxTextLength;
    return (
      <Box minW="0" maxW="xs">
        <FieldLabel htmlFor={`${id}-maxLength`}>{t('forms.field.maxLength')}</FieldLabel>
        <Input
          id={`${id}-maxLength`}
          inputMode="numeric"
          value={field.maxLength ?? ''}
          onChange={(event) =>
            edit((content) => setMaxLength(content, field.name, wholeNumber(event.target.value)))
          }
          aria-describedby={`${id}-maxLength-help`}
          {...tapTarget}
        />
        <HelpText id={`${id}-maxLength-help`}>{t('forms.field.maxLengthHelp', { most })}</HelpText>
      </Box>
    );
  }
  if (kind === 'number') {
    return (
      <Grid templateColumns="repeat(2, minmax(0, 10rem))" gap="3">
        {(['minimum', 'maximum'] as const).map((bound) => (
          <Box key={bound} minW="0">
            <FieldLabel htmlFor={`${id}-${bound}`}>{t(`forms.field.${bound}`)}</FieldLabel>
            <Input
              id={`${id}-${bound}`}
              inputMode="numeric"
              value={field[bound] ?? ''}
              onChange={(event) =>
                edit((content) => setRange(content, field.name, bound, wholeNumber(event.target.value)))
              }
              {...tapTarget}
            />
          </Box>
        ))}
      </Grid>
    );
  }
  if (kind === 'files' && field.files) {
    return (
      <FilesLimits id={id} field={field} edit={edit} largest={formatBytes(limits.maxUploadBytes, lang)} />
    );
  }
  return null;
}

/** The file types as typed (".jpg, .png") and the size in MB: kept as text while typed, written when readable. */
function FilesLimits({ id, field, edit, largest }: FieldPartProps & { largest: string }) {
  const { t } = useTranslation('owner');
  const files = field.files!;
  const [accept, setAccept] = useState(files.accept.join(', '));
  const [size, setSize] = useState(String(Math.round((files.maxBytes / megabyte) * 100) / 100));
  const write = (change: Partial<typeof files>) =>
    edit((content) => setFiles(content, field.name, { ...files, ...change }));
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="3">
      <Box minW="0">
        <FieldLabel htmlFor={`${id}-accept`}>{t('forms.field.accept')}</FieldLabel>
        <Input
          id={`${id}-accept`}
          value={accept}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-describedby={`${id}-accept-help`}
          onChange={(event) => {
            setAccept(event.target.value);
            const types = event.target.value
              .split(/[\s,]+/)
              .map((type) => type.trim().toLowerCase())
              .filter(Boolean)
              .map((type) => (type.startsWith('.') ? type : `.${type}`));
            write({ accept: [...new Set(types)] });
          }}
          {...tapTarget}
        />
        <HelpText id={`${id}-accept-help`}>{t('forms.field.acceptHelp')}</HelpText>
      </Box>
      <Box minW="0">
        <FieldLabel htmlFor={`${id}-maxBytes`}>{t('forms.field.maxMegabytes')}</FieldLabel>
        <Input
          id={`${id}-maxBytes`}
          inputMode="decimal"
          value={size}
          aria-describedby={`${id}-maxBytes-help`}
          onChange={(event) => {
            setSize(event.target.value);
            const megabytes = Number(event.target.value.replace(',', '.'));
            if (event.target.value.trim() && Number.isFinite(megabytes) && megabytes > 0) {
              write({ maxBytes: Math.round(megabytes * megabyte) });
            }
          }}
          {...tapTarget}
        />
        <HelpText id={`${id}-maxBytes-help`}>{t('forms.field.maxMegabytesHelp', { largest })}</HelpText>
      </Box>
      <ChoiceLabel display="flex" alignItems="center" gap="2" minH="11">
        <Tick
          type="checkbox"
          checked={files.multiple}
          onChange={(event) => write({ multiple: event.target.checked })}
        />
        {t('forms.field.multiple')}
      </ChoiceLabel>
    </Grid>
  );
}
