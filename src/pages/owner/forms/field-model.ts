/**
 * The fields of a form draft as the visual editor shows them, read from the form file and its
 * texts (core/api/forms.ts FormContent). A field lives in `schema.properties`, or in the `then`
 * of a condition (forms/README.md "Conditions, steps and estimates"); its words live in
 * `texts.<lng>.fields.<name>`.
 */
import type { FormContent, FormTextTree } from '../../../../core/api/forms.ts';
import type {
  Condition as SchemaCondition,
  FieldSchema,
  FieldUiSchema,
  FormDefinition,
} from '../../../../core/forms/form-definition.ts';
import { languages, type Language } from '../../../../core/i18n/languages.ts';
import { choicesOf, kindOf, type FieldKind } from './field-kinds.ts';

/** "Show when <field> is <value>": one field, one value. */
export type ShowWhen = { field: string; value: string | boolean };

export type FieldTextPart = 'label' | 'help' | 'placeholder';

export type FieldTexts = Record<FieldTextPart, string>;

export interface Choice {
  value: string;
  labels: Record<Language, string>;
}

export interface EditorField {
  name: string;
  /** null: a kind the visual editor does not offer; the form file edits it. */
  kind: FieldKind | null;
  required: boolean;
  maxLength: number | undefined;
  minimum: number | undefined;
  maximum: number | undefined;
  choices: Choice[];
  /** null: always shown; 'other': a condition the form file edits (several values, an else…). */
  condition: ShowWhen | null | 'other';
  /** The id of its step, when the form has steps. */
  step: string | null;
  texts: Record<Language, FieldTexts>;
  files: { accept: string[]; maxBytes: number; multiple: boolean } | null;
}

/** One change of the draft's content, as the field editor's parts make it. */
export type FieldEdit = (change: (content: FormContent) => FormContent) => void;

/** What each part of one field's editor gets: its ids' prefix, the field, and the way to change the draft. */
export interface FieldPartProps {
  id: string;
  field: EditorField;
  edit: FieldEdit;
}

/** Where a field's schema is: the form's own properties, or a branch of `allOf[block]`. */
export type FieldPlace = { block: null } | { block: number; branch: 'then' | 'else' };

export const asForm = (content: FormContent) => content.file as unknown as FormDefinition;

export function placeOf(form: FormDefinition, name: string): FieldPlace | null {
  if (Object.hasOwn(form.schema.properties ?? {}, name)) return { block: null };
  const blocks = form.schema.allOf ?? [];
  for (let block = 0; block < blocks.length; block += 1) {
    for (const branch of ['then', 'else'] as const) {
      if (Object.hasOwn(blocks[block][branch]?.properties ?? {}, name)) return { block, branch };
    }
  }
  return null;
}

export function schemaAt(form: FormDefinition, place: FieldPlace, name: string): FieldSchema | undefined {
  if (place.block === null) return form.schema.properties[name];
  return form.schema.allOf?.[place.block][place.branch]?.properties?.[name];
}

/** The `required` list that makes the field at `place` required. */
export function requiredListAt(form: FormDefinition, place: FieldPlace): string[] | undefined {
  if (place.block === null) return form.schema.required;
  return form.schema.allOf?.[place.block][place.branch]?.required;
}

/** The single field and value an `if` tests, when it is that simple. */
export function simpleTest(condition: SchemaCondition): ShowWhen | null {
  const names = Object.keys(condition.if.properties ?? {});
  if (names.length !== 1 || !condition.if.required?.includes(names[0])) return null;
  const test = condition.if.properties[names[0]];
  if (!('const' in test) || typeof test.const === 'number') return null;
  return { field: names[0], value: test.const };
}

export function fieldUiOf(form: FormDefinition, name: string): FieldUiSchema | undefined {
  const entry = form.uiSchema[name];
  return entry && !Array.isArray(entry) ? (entry as FieldUiSchema) : undefined;
}

const textOf = (tree: FormTextTree | string | undefined, key: string): FormTextTree | string | undefined =>
  tree && typeof tree === 'object' ? tree[key] : undefined;

/** `texts.<lng>.fields.<name>` (an empty tree when missing). */
export function fieldTextTree(content: FormContent, lng: Language, name: string): FormTextTree {
  const tree = textOf(textOf(content.texts[lng], 'fields'), name);
  return tree && typeof tree === 'object' ? tree : {};
}

const stringOf = (value: FormTextTree | string | undefined) => (typeof value === 'string' ? value : '');

function readField(content: FormContent, name: string): EditorField {
  const form = asForm(content);
  const place = placeOf(form, name);
  const schema = (place && schemaAt(form, place, name)) ?? ({ type: 'string' } as FieldSchema);
  const ui = fieldUiOf(form, name);
  const kind = kindOf(schema, ui);
  const block = place && place.block !== null ? form.schema.allOf?.[place.block] : undefined;
  const test = block && place?.block !== null && place?.branch === 'then' ? simpleTest(block) : null;
  const texts = Object.fromEntries(
    languages.map((lng) => {
      const tree = fieldTextTree(content, lng, name);
      return [
        lng,
        { label: stringOf(tree.label), help: stringOf(tree.help), placeholder: stringOf(tree.placeholder) },
      ];
    }),
  ) as Record<Language, FieldTexts>;
  const options = ui?.['ui:options'];
  return {
    name,
    kind,
    required: (place && requiredListAt(form, place)?.includes(name)) ?? false,
    maxLength: schema.maxLength,
    minimum: schema.minimum,
    maximum: schema.maximum,
    choices: choicesOf(schema).map((value) => ({
      value,
      labels: Object.fromEntries(
        languages.map((lng) => [lng, stringOf(textOf(fieldTextTree(content, lng, name).enum, value))]),
      ) as Record<Language, string>,
    })),
    condition: block ? (test ?? 'other') : null,
    step: form.uiSchema['ui:steps']?.find((step) => step.fields.includes(name))?.id ?? null,
    texts,
    files:
      kind === 'files'
        ? {
            accept: options?.accept ?? [],
            maxBytes: options?.maxBytes ?? 0,
            multiple: options?.multiple ?? false,
          }
        : null,
  };
}

/** Every field of the draft, in `ui:order` (then any field the order forgot, so none is lost). */
export function readFields(content: FormContent): EditorField[] {
  const form = asForm(content);
  const order = form.uiSchema?.['ui:order'] ?? [];
  const all = [
    ...Object.keys(form.schema?.properties ?? {}),
    ...(form.schema?.allOf ?? []).flatMap((block) => [
      ...Object.keys(block.then?.properties ?? {}),
      ...Object.keys(block.else?.properties ?? {}),
    ]),
  ];
  const names = [...new Set([...order.filter((name) => all.includes(name)), ...all])];
  return names.map((name) => readField(content, name));
}

/** The steps of the form (id and title in `lng`), or none. */
export function readSteps(content: FormContent, lng: Language): { id: string; title: string }[] {
  const steps = asForm(content).uiSchema?.['ui:steps'] ?? [];
  return steps.map((step) => ({
    id: step.id,
    title: stringOf(textOf(textOf(textOf(content.texts[lng], 'steps'), step.id), 'title')) || step.id,
  }));
}

/** A JSON pointer's segments, unescaped (RFC 6901: ~1 is /, ~0 is ~). */
const pointerSegments = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));

/**
 * The server's problems that are about one field (core/api/forms.ts FormProblem: a pointer into
 * {file, texts}): its schema (in the form's properties or a condition's branch), its uiSchema
 * and its texts in either language.
 */
export function problemsOfField<T extends { path: string }>(problems: readonly T[], name: string): T[] {
  return problems.filter((problem) => {
    const [part, ...rest] = pointerSegments(problem.path);
    if (part === 'texts') return rest[1] === 'fields' && rest[2] === name;
    if (part !== 'file') return false;
    if (rest[0] === 'uiSchema') return rest[1] === name;
    if (rest[0] !== 'schema') return false;
    if (rest[1] === 'properties') return rest[2] === name;
    return (
      rest[1] === 'allOf' &&
      (rest[3] === 'then' || rest[3] === 'else') &&
      rest[4] === 'properties' &&
      rest[5] === name
    );
  });
}
