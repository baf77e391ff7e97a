/**
 * Puts the active language's texts into a form's uiSchema: labels, help, placeholders and enum
 * labels come from `forms:<formId>.fields.<name>.*` (`label`, `help`, `placeholder`,
 * `enum.<value>`, and `addLabel` for a list's add button), never from the form file, so the owner edits texts in locales/ and fields in
 * forms/. A field with `ui:options.textKey` reads them under that key instead, its option labels
 * under `values.<value>` (the printing options, shared by six services). RJSF then passes them
 * to our templates and widgets.
 */
import type { UiSchema } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import { formFields } from '../../core/forms/form-definition.ts';
import type { FormDefinition } from './types.ts';

type Schema = { enum?: unknown[]; items?: { enum?: unknown[] } | unknown };

function enumLabels(t: TFunction, key: string, values: readonly unknown[]): Record<string, string> {
  // The enum texts are read as one object: an enum value may hold a dot, which a key path splits,
  // and a colon (booking's '09:00'), which i18next would take for a namespace separator.
  const texts = t(key, { returnObjects: true, defaultValue: {}, nsSeparator: false }) as unknown;
  const table = texts && typeof texts === 'object' ? (texts as Record<string, unknown>) : {};
  const labels: Record<string, string> = {};
  for (const value of values) {
    const text = table[String(value)];
    labels[String(value)] = typeof text === 'string' ? text : String(value);
  }
  return labels;
}

/** The text of an optional key, or undefined when the locale has none. */
function optional(t: TFunction, key: string): string | undefined {
  const text = t(key, { defaultValue: '' });
  return text ? text : undefined;
}

export function fieldTextKey(formId: string, field: string): string {
  return `${formId}.fields.${field}`;
}

export function localizeUiSchema(definition: FormDefinition, t: TFunction): UiSchema {
  const uiSchema: UiSchema = { ...definition.uiSchema };
  // Every field, those only a condition's branch defines included (they appear while it holds).
  const properties = formFields(definition.schema) as Record<string, Schema | boolean>;
  for (const [name, property] of Object.entries(properties)) {
    if (typeof property !== 'object') continue;
    const own = { ...((definition.uiSchema[name] as UiSchema | undefined) ?? {}) };
    const textKey = (own['ui:options'] as { textKey?: string } | undefined)?.textKey;
    const base = textKey ?? fieldTextKey(definition.id, name);
    const enumKey = `${base}.${textKey ? 'values' : 'enum'}`;
    own['ui:title'] = t(`${base}.label`);
    const help = optional(t, `${base}.help`);
    if (help) own['ui:help'] = help;
    const placeholder = optional(t, `${base}.placeholder`);
    if (placeholder) own['ui:placeholder'] = placeholder;
    // A list's add button says what it adds ("Add another link").
    const addLabel = optional(t, `${base}.addLabel`);
    if (addLabel) own['ui:options'] = { ...((own['ui:options'] as object | undefined) ?? {}), addLabel };
    const items = property.items as Schema | undefined;
    // A list of typed values (link rows): each row shows the placeholder.
    if (placeholder && items && !Array.isArray(items.enum)) {
      own.items = { ...((own.items as UiSchema | undefined) ?? {}), 'ui:placeholder': placeholder };
    }
    if (Array.isArray(property.enum)) own['ui:enumNames'] = enumLabels(t, enumKey, property.enum);
    if (items && Array.isArray(items.enum)) {
      own.items = {
        ...((own.items as UiSchema | undefined) ?? {}),
        'ui:enumNames': enumLabels(t, enumKey, items.enum),
      };
    }
    uiSchema[name] = own;
  }
  return uiSchema;
}
