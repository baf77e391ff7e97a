import type { RJSFValidationError } from '@rjsf/utils';
import { formFields } from '../../core/forms/form-definition.ts';
import { errorField } from './conditional-validator.ts';
import type { FormDefinition } from './types.ts';

/** The form's fields in the order they are shown (`ui:order`, then any the order leaves out). */
export function fieldOrder(definition: FormDefinition): string[] {
  const names = Object.keys(formFields(definition.schema));
  const order = (definition.uiSchema['ui:order'] as string[] | undefined) ?? [];
  return [...order.filter((name) => names.includes(name)), ...names.filter((name) => !order.includes(name))];
}

/**
 * Moves focus to the first field, in the order shown, that has an error (RJSF would pick the
 * first in Ajv's order, which lists every missing required field before any other error).
 */
export function focusFirstInvalid(
  container: HTMLElement | null,
  idPrefix: string,
  definition: FormDefinition,
  errors: readonly RJSFValidationError[],
): void {
  if (!container) return;
  const invalid = new Set(errors.map(errorField));
  const first = fieldOrder(definition).find((name) => invalid.has(name));
  if (first) focusField(container, idPrefix, first);
}

/** Moves focus to a field's control (the first of a group); false when the field is not drawn. */
export function focusField(container: HTMLElement | null, idPrefix: string, name: string): boolean {
  const id = `${idPrefix}_${name}`;
  const target = container?.querySelector<HTMLElement>(
    `[id="${id}"]:not([type="hidden"]), input[id^="${id}-"], input[id^="${id}_"], textarea[id^="${id}_"]`,
  );
  target?.focus();
  return Boolean(target);
}
