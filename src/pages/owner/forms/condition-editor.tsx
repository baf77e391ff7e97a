import { Box, chakra, Grid, Text } from '@chakra-ui/react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { FieldLabel, HelpText, Legend, Select, tapTarget } from '../owner-styles.ts';
import { useOwnerLang } from '../use-owner-lang.ts';
import type { EditorField, FieldPartProps, ShowWhen } from './field-model.ts';
import { setCondition } from './field-placement.ts';

/** The values a condition can test a field for: its choices, or yes/no. */
function valuesOf(
  field: EditorField,
  lang: 'en' | 'es',
  yes: string,
  no: string,
): { value: string | boolean; text: string }[] {
  if (field.kind === 'yesno') {
    return [
      { value: true, text: yes },
      { value: false, text: no },
    ];
  }
  if (field.kind === 'select' || field.kind === 'radio') {
    return field.choices.map((choice) => ({
      value: choice.value,
      text: choice.labels[lang] || choice.value,
    }));
  }
  return [];
}

/** A `<select>` holds text: yes/no as "true"/"false". */
const asOption = (value: string | boolean) =>
  typeof value === 'boolean' ? `bool:${value}` : `text:${value}`;
const fromOption = (option: string): string | boolean =>
  option.startsWith('bool:') ? option === 'bool:true' : option.slice('text:'.length);

/**
 * "Show when <field> is <value>": a field asked only after another one's answer. The fields it
 * can depend on are the drop-downs, radio buttons and yes/no fields that are always shown.
 */
export function ConditionEditor({ id, field, fields, edit }: FieldPartProps & { fields: EditorField[] }) {
  const { t } = useTranslation('owner');
  const lang = useOwnerLang();
  if (field.condition === 'other') {
    return <Text color="gray.700">{t('forms.condition.other')}</Text>;
  }
  const yes = t('forms.condition.yes');
  const no = t('forms.condition.no');
  const controls = fields.filter(
    (other) =>
      other.name !== field.name && other.condition === null && valuesOf(other, lang, yes, no).length > 0,
  );
  const when = field.condition;
  const controlling = when ? fields.find((other) => other.name === when.field) : undefined;
  const values = controlling ? valuesOf(controlling, lang, yes, no) : [];
  const write = (next: ShowWhen | null) => edit((content) => setCondition(content, field.name, next));

  return (
    <chakra.fieldset minW="0">
      <Legend mb="2">{t('forms.condition.title')}</Legend>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gap="3">
        <Box minW="0">
          <FieldLabel htmlFor={`${id}-when`}>{t('forms.condition.field')}</FieldLabel>
          <Select
            id={`${id}-when`}
            value={when?.field ?? ''}
            onChange={(event) => {
              const next = controls.find((other) => other.name === event.target.value);
              write(next ? { field: next.name, value: valuesOf(next, lang, yes, no)[0].value } : null);
            }}
            {...tapTarget}
          >
            <option value="">{t('forms.condition.always')}</option>
            {controlling && !controls.includes(controlling) && (
              <option value={controlling.name}>{controlling.texts[lang].label || controlling.name}</option>
            )}
            {controls.map((other) => (
              <option key={other.name} value={other.name}>
                {other.texts[lang].label || other.name}
              </option>
            ))}
          </Select>
        </Box>
        {when && (
          <Box minW="0">
            <FieldLabel htmlFor={`${id}-is`}>{t('forms.condition.value')}</FieldLabel>
            <Select
              id={`${id}-is`}
              value={asOption(when.value)}
              onChange={(event) => write({ field: when.field, value: fromOption(event.target.value) })}
              {...tapTarget}
            >
              {!values.some((option) => option.value === when.value) && (
                <option value={asOption(when.value)}>{String(when.value)}</option>
              )}
              {values.map((option) => (
                <option key={asOption(option.value)} value={asOption(option.value)}>
                  {option.text}
                </option>
              ))}
            </Select>
          </Box>
        )}
      </Grid>
      {controls.length === 0 && !when && <HelpText>{t('forms.condition.none')}</HelpText>}
    </chakra.fieldset>
  );
}
