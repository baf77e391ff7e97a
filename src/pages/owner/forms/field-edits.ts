/**
 * What the visual editor does to a draft, as pure functions: each takes the draft's content
 * (form file + texts) and returns a new one, leaving every part of the file it does not touch
 * as it was. The shapes written are those of forms/README.md and the shipped forms.
 */
import type { FormContent, FormTextTree } from '../../../../core/api/forms.ts';
import type { FieldSchema, FormDefinition } from '../../../../core/forms/form-definition.ts';
import { languages, type Language } from '../../../../core/i18n/languages.ts';
import { choiceKinds, choicesOf, fieldOfKind, type FieldKind } from './field-kinds.ts';
import {
  asForm,
  fieldUiOf,
  placeOf,
  readFields,
  requiredListAt,
  schemaAt,
  type Choice,
  type FieldPlace,
  type FieldTextPart,
} from './field-model.ts';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Runs `change` on a copy of the draft: the form file as typed, and the field's text trees. */
export function editDraft(
  content: FormContent,
  change: (form: FormDefinition, texts: FormContent['texts']) => void,
) {
  const next = clone(content);
  change(asForm(next), next.texts);
  return next;
}

/** `texts.<lng>.fields.<name>`, made when missing. */
export function fieldTexts(texts: FormContent['texts'], lng: Language, name: string): FormTextTree {
  const root = texts[lng];
  if (typeof root.fields !== 'object') root.fields = {};
  const fields = root.fields;
  if (typeof fields[name] !== 'object') fields[name] = {};
  return fields[name];
}

/** A field name no field has yet: newField, newField2, … */
export function freshName(content: FormContent, base = 'newField'): string {
  const taken = new Set(readFields(content).map((field) => field.name));
  let name = base;
  for (let n = 2; taken.has(name); n += 1) name = `${base}${n}`;
  return name;
}

/** A new short text field at the end (on the last step, when the form has steps). */
export function addField(content: FormContent, name: string): FormContent {
  return editDraft(content, (form, texts) => {
    form.schema.properties[name] = fieldOfKind('text', { choices: [] }).schema;
    form.uiSchema['ui:order'] = [...readFields(content).map((field) => field.name), name];
    form.uiSchema['ui:steps']?.at(-1)?.fields.push(name);
    for (const lng of languages) fieldTexts(texts, lng, name).label = '';
  });
}

/** Takes the field's schema out of its place (and its required entry); says what it was. */
export function takeOut(form: FormDefinition, place: FieldPlace, name: string) {
  const schema = schemaAt(form, place, name)!;
  const required = requiredListAt(form, place)?.includes(name) ?? false;
  if (place.block === null) {
    delete form.schema.properties[name];
    form.schema.required = form.schema.required.filter((other) => other !== name);
    return { schema, required };
  }
  const blocks = form.schema.allOf!;
  const branch = blocks[place.block][place.branch]!;
  delete branch.properties![name];
  if (Object.keys(branch.properties!).length === 0) delete branch.properties;
  if (branch.required) branch.required = branch.required.filter((other) => other !== name);
  if (branch.required?.length === 0) delete branch.required;
  // A branch left empty says nothing, and the form file's schema refuses it.
  if (Object.keys(branch).length === 0) delete blocks[place.block][place.branch];
  if (!blocks[place.block].then && !blocks[place.block].else) blocks.splice(place.block, 1);
  if (blocks.length === 0) delete form.schema.allOf;
  return { schema, required };
}

export function removeField(content: FormContent, name: string): FormContent {
  return editDraft(content, (form, texts) => {
    const place = placeOf(form, name);
    if (place) takeOut(form, place, name);
    form.uiSchema['ui:order'] = form.uiSchema['ui:order'].filter((other) => other !== name);
    delete form.uiSchema[name];
    for (const step of form.uiSchema['ui:steps'] ?? [])
      step.fields = step.fields.filter((other) => other !== name);
    for (const lng of languages) {
      const fields = texts[lng].fields;
      if (typeof fields === 'object') delete fields[name];
    }
  });
}

/** Each step lists its fields in the form's order, as the page shows them. */
function sortSteps(form: FormDefinition) {
  const order = form.uiSchema['ui:order'];
  for (const step of form.uiSchema['ui:steps'] ?? []) {
    step.fields = [...step.fields].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  }
}

/** One place up (-1) or down (+1) in `ui:order`; nothing at either end. */
export function moveField(content: FormContent, name: string, by: -1 | 1): FormContent {
  const names = readFields(content).map((field) => field.name);
  const from = names.indexOf(name);
  const to = from + by;
  if (from < 0 || to < 0 || to >= names.length) return content;
  [names[from], names[to]] = [names[to], names[from]];
  return editDraft(content, (form) => {
    form.uiSchema['ui:order'] = names;
    sortSteps(form);
  });
}

/** Another kind of field: its schema and uiSchema are the new kind's, keeping its choices and length. */
export function setKind(content: FormContent, name: string, kind: FieldKind): FormContent {
  return editDraft(content, (form, texts) => {
    const place = placeOf(form, name);
    if (!place) return;
    const old = schemaAt(form, place, name)!;
    const { schema, ui } = fieldOfKind(kind, { maxLength: old.maxLength, choices: choicesOf(old) });
    writeSchema(form, place, name, schema);
    if (Object.keys(ui).length > 0) form.uiSchema[name] = ui;
    else delete form.uiSchema[name];
    // Files travel only in a multipart body (server/forms/form-checks.ts refuses anything else).
    if (kind === 'files') form.submit.encoding = 'multipart';
    for (const lng of languages) {
      const tree = fieldTexts(texts, lng, name);
      if (!choiceKinds.has(kind)) delete tree.enum;
      else {
        const labels = typeof tree.enum === 'object' ? tree.enum : {};
        tree.enum = Object.fromEntries(choicesOf(schema).map((value) => [value, labels[value] ?? '']));
      }
    }
  });
}

function writeSchema(form: FormDefinition, place: FieldPlace, name: string, schema: FieldSchema) {
  if (place.block === null) form.schema.properties[name] = schema;
  else form.schema.allOf![place.block][place.branch]!.properties![name] = schema;
}

/** Changes the field's schema in its place. */
export function updateSchema(content: FormContent, name: string, change: (schema: FieldSchema) => void) {
  return editDraft(content, (form) => {
    const place = placeOf(form, name);
    const schema = place && schemaAt(form, place, name);
    if (schema) change(schema);
  });
}

export function setRequired(content: FormContent, name: string, required: boolean): FormContent {
  return editDraft(content, (form) => {
    const place = placeOf(form, name);
    if (!place) return;
    const without = (requiredListAt(form, place) ?? []).filter((other) => other !== name);
    const list = required ? [...without, name] : without;
    if (place.block === null) form.schema.required = list;
    else {
      const branch = form.schema.allOf![place.block][place.branch]!;
      if (list.length > 0) branch.required = list;
      else delete branch.required;
    }
  });
}

/** A maximum length, or none (undefined) while the owner's entry is not a number. */
export const setMaxLength = (content: FormContent, name: string, maxLength: number | undefined) =>
  updateSchema(content, name, (schema) => {
    if (maxLength === undefined) delete schema.maxLength;
    else schema.maxLength = maxLength;
  });

export const setRange = (
  content: FormContent,
  name: string,
  bound: 'minimum' | 'maximum',
  value: number | undefined,
) =>
  updateSchema(content, name, (schema) => {
    if (value === undefined) delete schema[bound];
    else schema[bound] = value;
  });

/** A label, help or placeholder; an empty help or placeholder is left out of the texts. */
export function setText(
  content: FormContent,
  name: string,
  lng: Language,
  part: FieldTextPart,
  value: string,
) {
  return editDraft(content, (_form, texts) => {
    const tree = fieldTexts(texts, lng, name);
    if (value === '' && part !== 'label') delete tree[part];
    else tree[part] = value;
  });
}

/** The field's choices in this order: its `enum` (a list's items') and each one's texts. */
export function setChoices(content: FormContent, name: string, choices: readonly Choice[]): FormContent {
  const values = choices.map((choice) => choice.value);
  return editDraft(content, (form, texts) => {
    const place = placeOf(form, name);
    const schema = place && schemaAt(form, place, name);
    if (!schema) return;
    if (schema.type === 'array') {
      schema.items = { ...schema.items!, enum: values };
      schema.maxItems = Math.max(values.length, 1);
    } else schema.enum = values;
    const fallback = schema.default;
    if (fallback !== undefined && !Array.isArray(fallback) && !values.includes(String(fallback))) {
      delete schema.default;
    }
    for (const lng of languages) {
      fieldTexts(texts, lng, name).enum = Object.fromEntries(
        choices.map((choice) => [choice.value, choice.labels[lng]]),
      );
    }
  });
}

export type FilesOptions = { accept: string[]; maxBytes: number; multiple: boolean };

/** What a files field accepts: `ui:options` accept, maxBytes and multiple, as upload.form.json. */
export function setFiles(content: FormContent, name: string, files: FilesOptions): FormContent {
  return editDraft(content, (form) => {
    const ui = fieldUiOf(form, name) ?? {};
    form.uiSchema[name] = { ...ui, 'ui:widget': 'files', 'ui:options': { ...ui['ui:options'], ...files } };
  });
}
