/**
 * Starting values from a page's address: `/request/vehicle-wrap?coverage=full` chooses "Full
 * wrap". Only a parameter named after one of the form's choice fields and holding one of its
 * values counts (a link can preselect, never type text into the form); the rest is ignored.
 */
import { formFields } from '../../core/forms/form-definition.ts';
import type { FormDefinition, FormValues } from './types.ts';

export function queryPreset(definition: FormDefinition, params: URLSearchParams): FormValues | undefined {
  const fields = formFields(definition.schema);
  const preset: FormValues = {};
  for (const [name, value] of params) {
    const choices = Object.hasOwn(fields, name) ? fields[name].enum : undefined;
    const choice = choices?.find((option) => String(option) === value);
    if (choice !== undefined) preset[name] = choice;
  }
  return Object.keys(preset).length ? preset : undefined;
}
