import { Box, Grid } from '@chakra-ui/react';
import { languages } from '../../../../core/i18n/languages.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { FieldLabel, Input, tapTarget } from '../owner-styles.ts';
import { setText } from './field-edits.ts';
import { typedKinds } from './field-kinds.ts';
import type { EditorField, FieldPartProps, FieldTextPart } from './field-model.ts';

/** The words of a field: label, help and (for a field the visitor types in) placeholder, in both languages side by side. */
export function FieldTextInputs({ id, field, edit }: FieldPartProps) {
  const { t } = useTranslation('owner');
  const parts: FieldTextPart[] = [
    'label',
    'help',
    ...(field.kind && typedKinds.has(field.kind) ? ['placeholder' as const] : []),
  ];
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gap="3">
      {parts.flatMap((part) =>
        languages.map((lng) => (
          <Box key={`${part}-${lng}`} minW="0">
            <FieldLabel htmlFor={`${id}-${part}-${lng}`}>{t(`forms.field.${part}.${lng}`)}</FieldLabel>
            <Input
              id={`${id}-${part}-${lng}`}
              lang={lng}
              value={textOf(field, part, lng)}
              onChange={(event) =>
                edit((content) => setText(content, field.name, lng, part, event.target.value))
              }
              {...tapTarget}
            />
          </Box>
        )),
      )}
    </Grid>
  );
}

const textOf = (field: EditorField, part: FieldTextPart, lng: (typeof languages)[number]) =>
  field.texts[lng][part];
