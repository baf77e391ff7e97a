import { Box, Button, chakra, Flex, Grid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import {
  ChoiceLabel,
  ErrorText,
  FieldLabel,
  HelpText,
  Input,
  Select,
  Tick,
  tapTarget,
} from '../owner-styles.ts';
import { useOwnerLang } from '../use-owner-lang.ts';
import { ChoicesEditor } from './choices-editor.tsx';
import { ConditionEditor } from './condition-editor.tsx';
import { setKind, setRequired } from './field-edits.ts';
import { choiceKinds, fieldKinds, type FieldKind } from './field-kinds.ts';
import { FieldLimits } from './field-limits.tsx';
import type { EditorField, FieldEdit } from './field-model.ts';
import { setStep } from './field-placement.ts';
import { FieldTextInputs } from './field-text-inputs.tsx';
import type { FormLimits, FormProblem } from './forms-api.ts';

const namePattern = /^[A-Za-z][A-Za-z0-9_]*$/;

export interface FieldEditorProps {
  /** The prefix of this field's control ids. */
  id: string;
  field: EditorField;
  /** Every field of the draft (for the condition's choice of field, and unique names). */
  fields: EditorField[];
  steps: { id: string; title: string }[];
  position: { index: number; count: number };
  limits: FormLimits;
  /** Stored requests hold answers under this name: the server refuses a rename. */
  used: boolean;
  /** What the server's last check or publish refused about this field. */
  problems: FormProblem[];
  open: boolean;
  onToggle: (open: boolean) => void;
  edit: FieldEdit;
  onRename: (to: string) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

const Details = chakra('details');
const Summary = chakra('summary');

/**
 * One field of the visual editor, folded to its label and kind until opened: its name, kind,
 * texts in both languages, required, limits, choices, condition and step, then move and remove.
 */
export function FieldEditor(props: FieldEditorProps) {
  const { id, field, fields, steps, position, used, problems, open, onToggle, edit, onMove, onRemove } =
    props;
  const { t } = useTranslation('owner');
  const lang = useOwnerLang();
  const [nameText, setNameText] = useState(field.name);
  const title = field.texts[lang].label || field.name;
  const kind = field.kind;

  const nameProblem =
    nameText === field.name
      ? null
      : !namePattern.test(nameText)
        ? t('forms.field.nameInvalid')
        : fields.some((other) => other.name === nameText)
          ? t('forms.field.nameTaken')
          : null;
  const changeName = (text: string) => {
    setNameText(text);
    if (text !== field.name && namePattern.test(text) && !fields.some((other) => other.name === text)) {
      props.onRename(text);
    }
  };

  return (
    <Details
      open={open}
      onToggle={(event) => onToggle(event.currentTarget.open)}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
    >
      <Summary
        display="flex"
        alignItems="center"
        gap="2"
        flexWrap="wrap"
        minH="11"
        px="4"
        py="2"
        cursor="pointer"
        fontWeight="semibold"
        color="brand.950"
        rounded="lg"
        _focusVisible={{ outline: '3px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}
      >
        {/* display: flex hides the browser's own marker: this one says it opens. */}
        <chakra.span aria-hidden="true" color="brand.700" w="4" flexShrink={0}>
          {open ? '▾' : '▸'}
        </chakra.span>
        <chakra.span overflowWrap="anywhere">{title}</chakra.span>
        <chakra.span fontWeight="normal" fontSize="sm" color="gray.600">
          {[
            field.name,
            kind ? t(`forms.kinds.${kind}`) : t('forms.kinds.other'),
            field.required && t('forms.field.required'),
          ]
            .filter(Boolean)
            .join(' · ')}
        </chakra.span>
        {problems.length > 0 && (
          <chakra.span fontSize="sm" color="red.700">
            {t('forms.field.problems', { count: problems.length })}
          </chakra.span>
        )}
      </Summary>
      <Box px="4" pb="4" pt="2" display="flex" flexDirection="column" gap="4">
        {problems.length > 0 && (
          <chakra.ul ps="5" color="red.800" fontSize="sm">
            {problems.map((problem, index) => (
              <li key={`${problem.path}-${index}`}>
                <chakra.code overflowWrap="anywhere">{problem.path}</chakra.code>: {problem.message}
              </li>
            ))}
          </chakra.ul>
        )}
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gap="3">
          <Box minW="0">
            <FieldLabel htmlFor={`${id}-name`}>{t('forms.field.name')}</FieldLabel>
            <Input
              id={`${id}-name`}
              value={nameText}
              onChange={(event) => changeName(event.target.value)}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              aria-invalid={nameProblem ? true : undefined}
              aria-describedby={`${id}-name-help${nameProblem ? ` ${id}-name-problem` : ''}`}
              {...tapTarget}
            />
            <HelpText id={`${id}-name-help`}>
              {t(used ? 'forms.field.nameUsed' : 'forms.field.nameHelp')}
            </HelpText>
            {nameProblem && <ErrorText id={`${id}-name-problem`}>{nameProblem}</ErrorText>}
          </Box>
          <Box minW="0">
            <FieldLabel htmlFor={`${id}-kind`}>{t('forms.field.kind')}</FieldLabel>
            <Select
              id={`${id}-kind`}
              value={kind ?? ''}
              onChange={(event) =>
                edit((content) => setKind(content, field.name, event.target.value as FieldKind))
              }
              {...tapTarget}
            >
              {kind === null && (
                <option value="" disabled>
                  {t('forms.kinds.other')}
                </option>
              )}
              {fieldKinds.map((option) => (
                <option key={option} value={option}>
                  {t(`forms.kinds.${option}`)}
                </option>
              ))}
            </Select>
            {kind === null && <HelpText>{t('forms.field.otherKind')}</HelpText>}
          </Box>
        </Grid>
        <FieldTextInputs id={id} field={field} edit={edit} />
        <ChoiceLabel display="flex" alignItems="center" gap="2" minH="11" alignSelf="flex-start">
          <Tick
            type="checkbox"
            checked={field.required}
            onChange={(event) => edit((content) => setRequired(content, field.name, event.target.checked))}
          />
          {t('forms.field.requiredLabel')}
        </ChoiceLabel>
        <FieldLimits id={id} field={field} limits={props.limits} edit={edit} />
        {kind && choiceKinds.has(kind) && <ChoicesEditor id={id} field={field} edit={edit} />}
        <ConditionEditor id={id} field={field} fields={fields} edit={edit} />
        {steps.length > 0 && (
          <Box minW="0" maxW="sm">
            <FieldLabel htmlFor={`${id}-step`}>{t('forms.field.step')}</FieldLabel>
            <Select
              id={`${id}-step`}
              value={field.step ?? ''}
              onChange={(event) => edit((content) => setStep(content, field.name, event.target.value))}
              {...tapTarget}
            >
              {field.step === null && <option value="">{t('forms.field.noStep')}</option>}
              {steps.map((step) => (
                <option key={step.id} value={step.id}>
                  {step.title}
                </option>
              ))}
            </Select>
          </Box>
        )}
        <Flex gap="2" wrap="wrap" borderTopWidth="1px" borderColor="gray.100" pt="3">
          <Button
            size="lg"
            variant="outline"
            disabled={position.index === 0}
            aria-label={t('forms.field.moveUpNamed', { name: title })}
            onClick={() => onMove(-1)}
          >
            {t('forms.field.moveUp')}
          </Button>
          <Button
            size="lg"
            variant="outline"
            disabled={position.index === position.count - 1}
            aria-label={t('forms.field.moveDownNamed', { name: title })}
            onClick={() => onMove(1)}
          >
            {t('forms.field.moveDown')}
          </Button>
          <Button
            size="lg"
            variant="ghost"
            colorPalette="red"
            ms={{ sm: 'auto' }}
            aria-label={t('forms.field.removeNamed', { name: title })}
            onClick={onRemove}
          >
            {t('forms.field.remove')}
          </Button>
        </Flex>
        <Text srOnly>{t('forms.field.position', { index: position.index + 1, count: position.count })}</Text>
      </Box>
    </Details>
  );
}
