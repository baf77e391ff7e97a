/**
 * Every text RJSF or Ajv would show comes from `forms:` in the active language: Ajv's errors are
 * mapped to `validation.*` (the browser's own bubbles are off, since they follow the browser's
 * language, not the page's), and RJSF's few built-in strings to `widgets.rjsf.*` when the locale
 * has them (our templates draw almost none of them).
 */
import {
  replaceStringParameters,
  TranslatableString,
  type CustomValidator,
  type ErrorTransformer,
  type RJSFValidationError,
} from '@rjsf/utils';
import type { TFunction } from 'i18next';
import type { FormDefinition, FormValues } from './types.ts';

const limitKeywords = ['maxLength', 'minLength', 'maximum', 'minimum', 'maxItems', 'minItems'];

/** The `forms:` key and parameters for one Ajv error. */
export function validationMessage(t: TFunction, error: RJSFValidationError): string {
  const name = error.name ?? '';
  const params = (error.params ?? {}) as Record<string, unknown>;
  // `validation.type` ('Please enter a valid value.') is the catch-all.
  const specific = (key: string, values: Record<string, unknown> = {}) =>
    t(key, { ...values, defaultValue: '' }) || t('validation.type');
  if (name === 'required') return t('validation.required');
  if (limitKeywords.includes(name)) return specific(`validation.${name}`, { limit: params.limit });
  if (name === 'exclusiveMinimum') return specific('validation.minimum', { limit: params.limit });
  if (name === 'exclusiveMaximum') return specific('validation.maximum', { limit: params.limit });
  if (name === 'format') return specific(`validation.format.${String(params.format)}`);
  if (name === 'type') return t('validation.type');
  if (name === 'enum' || name === 'const') return t('validation.enum');
  if (name === 'pattern') return t('validation.pattern');
  return t('validation.type');
}

/** Whether an error is about an empty row of a list (`.links.0`): a row left empty is no value. */
function isEmptyListItem(error: RJSFValidationError, data: FormValues): boolean {
  const match = /^\.([A-Za-z][A-Za-z0-9_]*)\.(\d+)$/.exec(error.property ?? '');
  if (!match) return false;
  const list = data[match[1]];
  const item = Array.isArray(list) ? list[Number(match[2])] : undefined;
  return item === undefined || item === null || item === '';
}

/**
 * Ajv's errors in the page language. `currentData` lets it drop the errors of empty list rows:
 * the upload form always shows one link row, and an untouched row must not block the submit (the
 * encoder leaves empty rows out).
 */
export function createTransformErrors(
  t: TFunction,
  currentData: () => FormValues = () => ({}),
): ErrorTransformer {
  return (errors) =>
    errors
      .filter((error) => !isEmptyListItem(error, currentData()))
      .map((error) => {
        const message = validationMessage(t, error);
        return { ...error, message, stack: message };
      });
}

// TranslatableString is an enum whose values are RJSF's English texts: look the member name up
// to build our key (widgets.rjsf.AddButton ...).
const translatableNames = new Map<string, string>(
  Object.entries(TranslatableString).map(([member, text]) => [text, member]),
);

export function createTranslateString(t: TFunction) {
  return (text: TranslatableString, params?: string[]): string => {
    const member = translatableNames.get(text);
    const translated = member ? t(`widgets.rjsf.${member}`, { defaultValue: '' }) : '';
    return replaceStringParameters(translated || text, params);
  };
}

/** Today as YYYY-MM-DD in the visitor's own time zone (what <input type="date"> shows). */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Checks what JSON Schema cannot say: a date field with `ui:options.minDate: "today"` is not in the past. */
export function createCustomValidate(
  definition: FormDefinition,
  t: TFunction,
  today: () => string = () => localIsoDate(),
): CustomValidator<FormValues> {
  const dateFields = Object.entries(definition.uiSchema).filter(
    ([, ui]) =>
      ((ui as Record<string, unknown> | undefined)?.['ui:options'] as { minDate?: string } | undefined)
        ?.minDate === 'today',
  );
  return (formData, errors) => {
    for (const [name] of dateFields) {
      const value = formData?.[name];
      if (typeof value === 'string' && value && value < today()) {
        (errors as unknown as Record<string, { addError(message: string): void }>)[name]?.addError(
          t('validation.dateInPast'),
        );
      }
    }
    return errors;
  };
}
