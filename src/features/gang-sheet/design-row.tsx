import { Box, Button, Flex, Grid, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { gangSheet } from '../../../catalog/gang-sheets.ts';
import { ErrorText, FieldLabel, Input } from '../../form-engine/styles.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { DesignChecks } from './design-checks.tsx';
import type { DraftDesign } from './draft-storage.ts';
import { Thumbnail } from './thumbnail.tsx';
import { roundIn } from './sheet-geometry.ts';

export interface DesignRowProps {
  design: DraftDesign;
  copies: number;
  /** False when the new width does not fit on the sheet (nothing changed then). */
  onWidth: (widthIn: number) => boolean;
  onCopies: (count: number) => boolean;
  onChange: (change: Partial<DraftDesign>) => void;
  onRemove: () => void;
}

const parse = (text: string) => {
  const value = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) ? value : undefined;
};

/** A number field as the form engine draws one: a native input with its <label for>, its error linked. */
function NumberField({
  label,
  value,
  onValue,
  step,
  min,
  max,
  error,
}: {
  label: string;
  value: number;
  onValue: (value: number) => void;
  step: number;
  min: number;
  max?: number;
  error?: string;
}) {
  const id = useId();
  // The text as typed ("3." on the way to "3.5"), until the value changes from elsewhere.
  const [typed, setTyped] = useState<{ text: string; for: number }>();
  const text = typed?.for === value ? typed.text : String(value);
  return (
    <Box>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input
        id={id}
        type="number"
        inputMode={step < 1 ? 'decimal' : 'numeric'}
        step={step}
        min={min}
        max={max}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const next = parse(event.target.value);
          setTyped({ text: event.target.value, for: next !== undefined && next >= min ? next : value });
          if (next !== undefined && next >= min && (max === undefined || next <= max) && next !== value)
            onValue(next);
        }}
        onBlur={() => setTyped(undefined)}
      />
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </Box>
  );
}

/** One design: its thumbnail on a checkerboard, its width, height and copies, and its checks. */
export function DesignRow({ design, copies, onWidth, onCopies, onChange, onRemove }: DesignRowProps) {
  const { t } = useTranslation('gang-sheet');
  const [error, setError] = useState<{ field: 'size' | 'copies'; text: string }>();
  const aspect = design.pixelHeight / design.pixelWidth;
  const shown = design.cleaned && design.useCleaned !== false ? design.cleaned : design.file;
  const width = (value: number) => {
    const accepted = value * aspect >= gangSheet.minCopyIn && onWidth(roundIn(value));
    setError(accepted ? undefined : { field: 'size', text: t('designs.sizeRefused') });
  };
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderColor="gray.200" rounded="lg" p="4" bg="white">
      <Flex gap="3" align="flex-start">
        <Thumbnail blob={shown} alt={t('designs.thumbnail', { name: design.name })} />
        <Box flex="1" minW="0">
          <Flex justify="space-between" align="flex-start" gap="2">
            <Text fontWeight="semibold" wordBreak="break-all">
              {design.name}
            </Text>
            <Button
              size="xs"
              variant="ghost"
              aria-label={t('designs.removeNamed', { name: design.name })}
              onClick={onRemove}
            >
              {t('designs.remove')}
            </Button>
          </Flex>
          <Grid mt="2" gap="2" templateColumns="repeat(3, minmax(0, 1fr))" alignItems="end">
            <NumberField
              label={t('designs.width')}
              value={design.widthIn}
              step={0.01}
              min={gangSheet.minCopyIn}
              onValue={width}
            />
            <NumberField
              label={t('designs.height')}
              value={roundIn(design.widthIn * aspect)}
              step={0.01}
              min={gangSheet.minCopyIn}
              onValue={(height) => width(height / aspect)}
            />
            <NumberField
              label={t('designs.copies')}
              value={copies}
              step={1}
              min={1}
              max={gangSheet.maxCopies}
              onValue={(count) => {
                const accepted = Number.isInteger(count) && onCopies(count);
                setError(
                  accepted
                    ? undefined
                    : { field: 'copies', text: t('designs.copiesRefused', { max: gangSheet.maxLengthIn }) },
                );
              }}
            />
          </Grid>
          {error && (
            <ErrorText role="alert" data-field={error.field}>
              {error.text}
            </ErrorText>
          )}
        </Box>
      </Flex>
      <Box mt="3">
        <DesignChecks design={design} onChange={onChange} />
      </Box>
    </Box>
  );
}
