/**
 * `ui:options.minDate: "today"` (booking's preferred date): the browser stops earlier dates,
 * and the server checks again. "Today" is the visitor's, which may be a day behind UTC, so
 * the server accepts yesterday (UTC) too and refuses anything older.
 */
import { uiOf, type FormFile } from './form-files.ts';
import type { FieldError } from '../http/intake-error.ts';

export function minDateFields(form: FormFile): string[] {
  return Object.keys(form.schema.properties).filter((name) => {
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
