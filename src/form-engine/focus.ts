import type { RJSFValidationError } from '@rjsf/utils';
import type { FormDefinition } from './types.ts';

/** The form's fields in the order they are shown (`ui:order`, then any the order leaves out). */
export function fieldOrder(definition: FormDefinition): string[] {
  const names = Object.keys(definition.schema.properties ?? {});
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
  const invalid = new Set(errors.map((error) => (error.property ?? '').replace(/^\./, '').split(/[.[]/)[0]));
  const first = fieldOrder(definition).find((name) => invalid.has(name));
  if (!first) return;
  const id = `${idPrefix}_${first}`;
  const target = container.querySelector<HTMLElement>(
    `[id="${id}"]:not([type="hidden"]), input[id^="${id}-"], input[id^="${id}_"], textarea[id^="${id}_"]`,
  );
  target?.focus();
}
