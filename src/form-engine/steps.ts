/**
 * A form in steps (`uiSchema["ui:steps"]`, forms/README.md "Steps"): which steps are in play for
 * the answers given (a step whose fields conditions all hide is skipped), and which one the page
 * shows for the step its address asks for (never one past a step with a missing answer).
 */
import type { ErrorTransformer, ValidatorType } from '@rjsf/utils';
import { activeForm, visibleSchema } from '../../core/forms/conditions.ts';
import type { FormDefinition, FormStep } from '../../core/forms/form-definition.ts';
import type { FormValues } from './types.ts';

export function formSteps(definition: FormDefinition): readonly FormStep[] | undefined {
  const steps = definition.uiSchema['ui:steps'];
  return steps && steps.length > 0 ? steps : undefined;
}

/** The steps with at least one field in play for these answers, in their order. */
export function stepsInPlay(
  definition: FormDefinition,
  steps: readonly FormStep[],
  data: FormValues,
): FormStep[] {
  const { fields } = activeForm(definition.schema, data);
  return steps.filter((step) => step.fields.some((name) => fields.has(name)));
}

/**
 * Whether the answers of a step's fields pass the form's validator, its errors transformed as
 * the runner's (RJSF's Next checks them the same way).
 */
export function stepIsComplete(
  definition: FormDefinition,
  validator: ValidatorType,
  step: FormStep,
  data: FormValues,
  transformErrors?: ErrorTransformer,
): boolean {
  const schema = visibleSchema(definition.schema, data, step.fields);
  return validator.validateFormData(data, schema as never, undefined, transformErrors).errors.length === 0;
}

/**
 * The index (among `inPlay`) of the step to show when the address asks for `requested`: that
 * step, or the next one in play when conditions skip it (the first for an unknown id or none),
 * but never past the first earlier step that is not complete.
 */
export function landingStep(
  all: readonly FormStep[],
  inPlay: readonly FormStep[],
  requested: string | null,
  isComplete: (step: FormStep) => boolean,
): number {
  let index = 0;
  const position = all.findIndex((step) => step.id === requested);
  if (position >= 0) {
    const next = all.slice(position).find((step) => inPlay.includes(step));
    index = next ? inPlay.indexOf(next) : inPlay.length - 1;
  }
  for (let earlier = 0; earlier < index; earlier++) if (!isComplete(inPlay[earlier])) return earlier;
  return Math.max(0, index);
}
