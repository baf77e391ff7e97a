/**
 * Renaming a field in a draft: everywhere the form file and its texts name it, and the draft's
 * `renamed` map (core/api/forms.ts FormDraft), which tells the server which live field it was.
 */
import type { FormContent } from '../../../../core/api/forms.ts';
import type { FormDefinition } from '../../../../core/forms/form-definition.ts';
import { languages } from '../../../../core/i18n/languages.ts';
import { editDraft } from './field-edits.ts';

/** The same object with one key renamed, in its place. */
function renameKey<T>(
  record: Record<string, T> | undefined,
  from: string,
  to: string,
): Record<string, T> | undefined {
  if (!record || !Object.hasOwn(record, from)) return record;
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key === from ? to : key, value]));
}

const renameIn = (list: string[] | undefined, from: string, to: string) =>
  list?.map((name) => (name === from ? to : name));

/**
 * Gives a field another name everywhere the file and texts name it: its schema, every
 * `required`, the conditions that test it, `dependentRequired`, the order, its uiSchema, the
 * steps, the estimate and its texts.
 */
export function renameField(content: FormContent, from: string, to: string): FormContent {
  return editDraft(content, (form, texts) => {
    const schema = form.schema;
    schema.properties = renameKey(schema.properties, from, to)!;
    schema.required = renameIn(schema.required, from, to)!;
    for (const block of schema.allOf ?? []) {
      block.if.required = renameIn(block.if.required, from, to)!;
      block.if.properties = renameKey(block.if.properties, from, to)!;
      for (const branch of [block.then, block.else]) {
        if (!branch) continue;
        if (branch.properties) branch.properties = renameKey(branch.properties, from, to);
        if (branch.required) branch.required = renameIn(branch.required, from, to);
      }
    }
    if (schema.dependentRequired) {
      schema.dependentRequired = Object.fromEntries(
        Object.entries(renameKey(schema.dependentRequired, from, to)!).map(([key, list]) => [
          key,
          renameIn(list, from, to)!,
        ]),
      );
    }
    const ui = renameKey(form.uiSchema as Record<string, unknown>, from, to) as FormDefinition['uiSchema'];
    ui['ui:order'] = renameIn(ui['ui:order'], from, to)!;
    for (const step of ui['ui:steps'] ?? []) step.fields = renameIn(step.fields, from, to)!;
    form.uiSchema = ui;
    const estimate = form.estimate;
    if (estimate?.dimensions) {
      for (const [key, field] of Object.entries(estimate.dimensions))
        if (field === from) estimate.dimensions[key] = to;
    }
    for (const [key, fee] of Object.entries(estimate?.fees ?? {})) {
      if (fee === from) estimate!.fees![key] = to;
      else if (typeof fee === 'object' && fee.field === from) fee.field = to;
    }
    for (const lng of languages) {
      const fields = texts[lng].fields;
      if (typeof fields === 'object') texts[lng].fields = renameKey(fields, from, to)!;
    }
  });
}

/**
 * The draft's `renamed` map after renaming `from` to `to`: each live field's first name maps to
 * its newest; a field the draft added, or a name given back, needs no entry.
 */
export function recordRename(
  renamed: Record<string, string>,
  liveFields: readonly string[],
  from: string,
  to: string,
): Record<string, string> {
  const original = Object.entries(renamed).find(([, name]) => name === from)?.[0] ?? from;
  const { [original]: _old, ...rest } = renamed;
  return liveFields.includes(original) && original !== to ? { ...rest, [original]: to } : rest;
}
