/**
 * The kinds of field the owner's visual editor offers, and the JSON Schema + uiSchema each one
 * is written as: the very shapes the shipped forms use (forms/*.form.json, forms/README.md), so
 * a field the owner adds is drawn, checked and stored like any other.
 */
import type { FieldSchema, FieldUiSchema } from '../../../../core/forms/form-definition.ts';

export const fieldKinds = [
  'text',
  'textarea',
  'email',
  'phone',
  'number',
  'date',
  'select',
  'radio',
  'checkboxes',
  'yesno',
  'files',
] as const;

export type FieldKind = (typeof fieldKinds)[number];

/** Kinds whose answer is one or more of a list of choices (`enum`). */
export const choiceKinds: ReadonlySet<FieldKind> = new Set(['select', 'radio', 'checkboxes']);

/** Kinds the visitor types into, so they carry a maxLength (and may have a placeholder). */
export const typedKinds: ReadonlySet<FieldKind> = new Set(['text', 'textarea', 'email', 'phone']);

/** Text areas allow 500 characters at most (forms/README.md, "What is in a form file"). */
export const textareaMaxLength = 500;

/** What a new files field accepts until the owner says otherwise: the upload form's usual types. */
const defaultFiles = {
  accept: ['.jpg', '.jpeg', '.png', '.pdf'],
  maxBytes: 10 * 1024 * 1024,
  multiple: true,
};

const widgetOf = (ui: FieldUiSchema | undefined) => ui?.['ui:widget'];

/**
 * Which kind a field is, read from its schema and uiSchema; null for anything else (a web
 * address, a hidden field, choices from the catalogue), which the form file edits.
 */
export function kindOf(schema: FieldSchema, ui: FieldUiSchema | undefined): FieldKind | null {
  const widget = widgetOf(ui);
  if (widget === 'hidden' || schema.enumFrom || schema.items?.enumFrom) return null;
  switch (schema.type) {
    case 'boolean':
      return !widget || widget === 'checkbox' ? 'yesno' : null;
    case 'integer':
    case 'number':
      return 'number';
    case 'array':
      if (widget === 'files') return 'files';
      return widget === 'checkboxes' && schema.items?.enum ? 'checkboxes' : null;
    case 'string':
      if (schema.enum) return widget === 'radio' ? 'radio' : !widget || widget === 'select' ? 'select' : null;
      if (schema.format === 'email') return 'email';
      if (schema.format === 'date') return 'date';
      if (schema.format) return null;
      if (ui?.['ui:options']?.inputType === 'tel' || widget === 'tel') return 'phone';
      if (widget === 'textarea') return 'textarea';
      return !widget || widget === 'text' ? 'text' : null;
  }
}

/** What a field of another kind carries over to its new kind. */
export interface KindSeed {
  maxLength?: number;
  choices: string[];
}

/** The schema and uiSchema of a field of `kind`, keeping what still applies of the old one. */
export function fieldOfKind(kind: FieldKind, seed: KindSeed): { schema: FieldSchema; ui: FieldUiSchema } {
  const choices = seed.choices.length > 0 ? seed.choices : ['option-1'];
  switch (kind) {
    case 'text':
      return { schema: { type: 'string', maxLength: seed.maxLength ?? 100 }, ui: {} };
    case 'textarea':
      return {
        schema: {
          type: 'string',
          maxLength: Math.min(seed.maxLength ?? textareaMaxLength, textareaMaxLength),
        },
        ui: { 'ui:widget': 'textarea', 'ui:options': { rows: 5 } },
      };
    case 'email':
      return {
        schema: { type: 'string', format: 'email', maxLength: 254 },
        ui: { 'ui:autocomplete': 'email' },
      };
    case 'phone':
      return {
        schema: { type: 'string', maxLength: 30 },
        ui: { 'ui:autocomplete': 'tel', 'ui:options': { inputType: 'tel' } },
      };
    case 'number':
      return { schema: { type: 'integer', minimum: 0, maximum: 1000 }, ui: { 'ui:widget': 'updown' } };
    case 'date':
      return { schema: { type: 'string', format: 'date', maxLength: 10 }, ui: { 'ui:widget': 'date' } };
    case 'select':
    case 'radio':
      return { schema: { type: 'string', enum: choices }, ui: { 'ui:widget': kind } };
    case 'checkboxes':
      return {
        schema: {
          type: 'array',
          items: { type: 'string', enum: choices },
          uniqueItems: true,
          maxItems: choices.length,
        },
        ui: { 'ui:widget': 'checkboxes' },
      };
    case 'yesno':
      return { schema: { type: 'boolean', default: false }, ui: { 'ui:widget': 'checkbox' } };
    case 'files':
      return {
        schema: { type: 'array', items: { type: 'string', maxLength: 255 }, maxItems: 10, default: [] },
        ui: { 'ui:widget': 'files', 'ui:options': { ...defaultFiles, accept: [...defaultFiles.accept] } },
      };
  }
}

/** The choices' values of a field, whatever its kind. */
export function choicesOf(schema: FieldSchema): string[] {
  const values = schema.type === 'array' ? schema.items?.enum : schema.enum;
  return (values ?? []).map(String);
}
