/**
 * The runner's parts of a form in steps (steps.ts, step-navigation.ts): which step is shown for
 * the answers and the address, its heading (focused when the step changes), and the Back and
 * Next buttons.
 */
import { Button, chakra } from '@chakra-ui/react';
import type { ErrorTransformer, ValidatorType } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import { useEffect, useRef, type RefObject } from 'react';
import type { FormStep } from '../../core/forms/form-definition.ts';
import type { StepNavigation } from './step-navigation.ts';
import { formSteps, landingStep, stepIsComplete, stepsInPlay } from './steps.ts';
import type { FormDefinition, FormValues } from './types.ts';

export interface ShownStep {
  /** The steps in play for these answers (empty for a form without steps). */
  inPlay: FormStep[];
  index: number;
  /** The step shown, or undefined for a form without steps. */
  step?: FormStep;
  last: boolean;
}

/**
 * The step shown: the one the address asks for, or the next one in play when conditions skip
 * it, never past an earlier step with a missing answer (the address is corrected to match).
 */
export function useShownStep(
  definition: FormDefinition,
  validator: ValidatorType,
  data: FormValues,
  navigation: StepNavigation,
  transformErrors: ErrorTransformer,
  heading: RefObject<HTMLHeadingElement | null>,
): ShownStep {
  const steps = formSteps(definition);
  const inPlay = steps ? stepsInPlay(definition, steps, data) : [];
  const index = steps
    ? landingStep(steps, inPlay, navigation.requested, (step) =>
        stepIsComplete(definition, validator, step, data, transformErrors),
      )
    : 0;
  const step = steps ? inPlay[index] : undefined;
  // The address names every step but the first.
  const shownParam = index > 0 ? (step?.id ?? null) : null;
  useEffect(() => {
    if (steps && shownParam !== navigation.requested) navigation.go(shownParam, 'replace');
  }, [steps, shownParam, navigation]);

  const previous = useRef(step?.id);
  useEffect(() => {
    if (previous.current === step?.id) return;
    previous.current = step?.id;
    heading.current?.focus();
  }, [step?.id, heading]);

  return { inPlay, index, step, last: !step || index >= inPlay.length - 1 };
}

/** "Step 2 of 3: Design", focusable (it takes focus when the step changes). */
export function StepHeading({
  shown,
  formId,
  t,
  headingRef,
}: {
  shown: ShownStep;
  formId: string;
  t: TFunction;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  if (!shown.step) return null;
  return (
    <chakra.h3
      ref={headingRef}
      tabIndex={-1}
      fontSize="xl"
      fontWeight="bold"
      color="gray.900"
      mb="5"
      _focus={{ outline: 'none' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
    >
      {t('steps.heading', {
        current: shown.index + 1,
        total: shown.inPlay.length,
        title: t(`${formId}.steps.${shown.step.id}.title`),
      })}
    </chakra.h3>
  );
}

/** Back (from the second step on) and, before the last step, Next (the form's own submit). */
export function StepButtons({
  shown,
  navigation,
  t,
}: {
  shown: ShownStep;
  navigation: StepNavigation;
  t: TFunction;
}) {
  const { index, inPlay } = shown;
  return (
    <>
      {index > 0 && (
        <Button
          type="button"
          size="lg"
          variant="outline"
          onClick={() => navigation.go(index > 1 ? inPlay[index - 1].id : null, 'back')}
        >
          {t('steps.back')}
        </Button>
      )}
      {!shown.last && (
        <Button type="submit" size="lg">
          {t('steps.next')}
        </Button>
      )}
    </>
  );
}
