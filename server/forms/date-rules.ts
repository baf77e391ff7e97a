/**
 * `ui:options.minDate: "today"` (booking's preferred date): the browser stops earlier dates,
 * and the server checks again. "Today" is the visitor's, which may be a day behind UTC, so
 * the server accepts yesterday (UTC) too and refuses anything older.
 */
import { formFields } from '../../core/forms/form-definition.ts';
import { uiOf, type FormFile } from './form-files.ts';
import type { FieldError } from '../http/intake-error.ts';

/** The form's date fields with `minDate: "today"`, those only a condition shows included. */
export function minDateFields(form: FormFile): string[] {
  return Object.keys(formFields(form.schema)).filter((name) => {
    const options = uiOf(form, name)['ui:options'] as { minDate?: unknown } | undefined;
    return options?.minDate === 'today';
  });
}

export function checkMinDates(
  fields: readonly string[],
  data: Record<string, unknown>,
  now = new Date(),
): FieldError[] {
  const earliest = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return fields
    .filter((name) => typeof data[name] === 'string' && (data[name] as string) < earliest)
    .map((field) => ({ field, message: 'Must not be earlier than today.' }));
}
