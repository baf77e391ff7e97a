import { Box, Button, chakra, Grid } from '@chakra-ui/react';
import { languages, type Language } from '../../../../core/i18n/languages.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { FieldLabel, HelpText, Input, Legend, tapTarget } from '../owner-styles.ts';
import { setChoices } from './field-edits.ts';
import type { Choice, FieldPartProps } from './field-model.ts';

/** A value nobody has chosen yet: option-1, option-2, … */
function freshValue(choices: readonly Choice[]): string {
  let n = choices.length + 1;
  while (choices.some((choice) => choice.value === `option-${n}`)) n += 1;
  return `option-${n}`;
}

/**
 * The choices of a drop-down, radio buttons or checkboxes: each one's value (what the shop
 * receives: short, lower case, dashes) and its text in both languages; add and remove.
 */
export function ChoicesEditor({ id, field, edit }: FieldPartProps) {
  const { t } = useTranslation('owner');
  const write = (choices: Choice[]) => edit((content) => setChoices(content, field.name, choices));
  const change = (index: number, next: Choice) =>
    write(field.choices.map((choice, at) => (at === index ? next : choice)));
  const label = (lng: Language) => t(`forms.choices.label.${lng}`);

  return (
    <chakra.fieldset minW="0" p="3" rounded="lg" borderWidth="1px" borderColor="gray.200" bg="gray.50">
      <Legend float="left" w="full" mb="1">
        {t('forms.choices.title')}
      </Legend>
      <HelpText clear="both" mt="0" mb="3">
        {t('forms.choices.help')}
      </HelpText>
      <chakra.ol listStyleType="none" display="flex" flexDirection="column" gap="3">
        {field.choices.map((choice, index) => (
          <li key={index}>
            <Grid
              templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr)) auto' }}
              gap="2"
              alignItems="end"
              role="group"
              aria-label={t('forms.choices.number', { number: index + 1 })}
            >
              <Box minW="0">
                <FieldLabel htmlFor={`${id}-choice-${index}-value`}>{t('forms.choices.value')}</FieldLabel>
                <Input
                  id={`${id}-choice-${index}-value`}
                  value={choice.value}
                  autoComplete="off"
                  autoCapitalize="off"
                  spellCheck={false}
                  onChange={(event) => change(index, { ...choice, value: event.target.value })}
                  {...tapTarget}
                />
              </Box>
              {languages.map((lng) => (
                <Box key={lng} minW="0">
                  <FieldLabel htmlFor={`${id}-choice-${index}-${lng}`}>{label(lng)}</FieldLabel>
                  <Input
                    id={`${id}-choice-${index}-${lng}`}
                    lang={lng}
                    value={choice.labels[lng]}
                    onChange={(event) =>
                      change(index, { ...choice, labels: { ...choice.labels, [lng]: event.target.value } })
                    }
                    {...tapTarget}
                  />
                </Box>
              ))}
              <Button
                size="lg"
                variant="ghost"
                colorPalette="red"
                justifySelf="start"
                disabled={field.choices.length === 1}
                aria-label={t('forms.choices.removeNamed', { value: choice.value })}
                onClick={() => write(field.choices.filter((_choice, at) => at !== index))}
              >
                {t('forms.choices.remove')}
              </Button>
            </Grid>
          </li>
        ))}
      </chakra.ol>
      <Button
        size="lg"
        variant="outline"
        mt="3"
        onClick={() =>
          write([...field.choices, { value: freshValue(field.choices), labels: { en: '', es: '' } }])
        }
      >
        {t('forms.choices.add')}
      </Button>
    </chakra.fieldset>
  );
}
