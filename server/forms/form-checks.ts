/**
 * Whether a form version may be published (docs/architecture.md "Form versions"): the form file
 * by the same rules as a file in forms/ (form-files.ts), its texts complete in both languages,
 * and the rules that keep the shop's requests safe: the server's limits, a way to reach the
 * visitor, no field renamed that stored requests use. Each problem names its place in
 * `{file, texts}` as a JSON pointer.
 */
import type { PriceTable } from '../../core/pricing/estimate.ts';
import type { FormChanges, FormContent, FormLimits, FormProblem } from '../../core/api/forms.ts';
import { fieldUi, formFields, type FormDefinition } from '../../core/forms/form-definition.ts';
import { resolveForm, UnknownCatalogListError } from '../../core/forms/resolve-form.ts';
import { languages } from '../../core/i18n/languages.ts';
import { stableJson } from './form-content.ts';
import { formFileProblems } from './form-files.ts';

/** The most the server takes: a text of 5,000 characters, a file of 50 MB (the upload form's). */
export const formLimits: FormLimits = { maxTextLength: 5000, maxUploadBytes: 2 * 1024 * 1024 * 1024 };

/** A text the owner writes for a form (a label, a help text, a choice). */
const maxFormText = 2000;

export type DraftContext = {
  formId: string;
  formsDir: string;
  /** The live version, which the draft replaces. */
  live: FormDefinition;
  liveContent: FormContent;
  /** Fields stored requests hold answers for. */
  usedFields: readonly string[];
  /** Fields the visual editor renamed, old name to new. */
  renamed?: Readonly<Record<string, string>>;
  /** The live price tables an estimate block is checked against (default: catalog/prices/'s files). */
  tables?: ReadonlyMap<string, PriceTable>;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `place: problem` lines of form-files.ts as problems under /file. */
/** `<pointer>: <problem>` lines as problems at pointers under `under` (`/file`, `/table`). */
export function problemsAt(under: string, lines: readonly string[]): FormProblem[] {
  return lines.map((line) => {
    const at = line.indexOf(': ');
    const place = at > 0 ? line.slice(0, at) : '/';
    return { path: `${under}${place === '/' ? '' : place}`, message: at > 0 ? line.slice(at + 2) : line };
  });
}

const fileProblems = (lines: readonly string[]) => problemsAt('/file', lines);

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

function textAt(tree: unknown, keys: readonly string[]): unknown {
  let node = tree;
  for (const key of keys) node = isObject(node) ? node[key] : undefined;
  return node;
}

/** Every text a string, none too long; each field's label and choices in both languages. */
function textProblems(texts: unknown, form: FormDefinition): FormProblem[] {
  if (!isObject(texts)) return [{ path: '/texts', message: 'must be an object with "en" and "es"' }];
  const problems: FormProblem[] = [];
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') {
      if (node.length > maxFormText)
        problems.push({ path, message: `is longer than ${maxFormText} characters` });
    } else if (isObject(node)) {
      for (const [key, value] of Object.entries(node)) walk(value, `${path}/${escapePointer(key)}`);
    } else {
      problems.push({ path, message: 'must be text' });
    }
  };
  for (const lng of languages) {
    const tree = texts[lng];
    if (!isObject(tree)) {
      problems.push({ path: `/texts/${lng}`, message: 'must be an object' });
      continue;
    }
    walk(tree, `/texts/${lng}`);
    if (typeof tree.title !== 'string' || !tree.title.trim())
      problems.push({ path: `/texts/${lng}/title`, message: 'the form needs a title' });
    for (const [name, schema] of Object.entries(formFields(form.schema))) {
      const ui = fieldUi(form, name);
      if (ui['ui:widget'] === 'hidden' || ui['ui:options']?.textKey) continue;
      const base = ['fields', name];
      const label = textAt(tree, [...base, 'label']);
      if (typeof label !== 'string' || !label.trim())
        problems.push({
          path: `/texts/${lng}/fields/${escapePointer(name)}/label`,
          message: `${name} needs a label`,
        });
      const choices = schema.enum ?? schema.items?.enum;
      for (const value of choices ?? []) {
        const text = textAt(tree, [...base, 'enum', String(value)]);
        if (typeof text !== 'string' || !text.trim())
          problems.push({
            path: `/texts/${lng}/fields/${escapePointer(name)}/enum/${escapePointer(String(value))}`,
            message: `the choice ${JSON.stringify(value)} of ${name} needs a text`,
          });
      }
    }
  }
  return problems;
}

/** Does the form have a field that reaches the visitor: an e-mail address or a phone number? */
export function reachesVisitor(form: FormDefinition): boolean {
  return Object.entries(formFields(form.schema)).some(([name, schema]) => {
    const ui = fieldUi(form, name);
    return (
      schema.format === 'email' ||
      ui['ui:widget'] === 'email' ||
      ui['ui:widget'] === 'tel' ||
      ui['ui:options']?.inputType === 'tel' ||
      ui['ui:options']?.inputType === 'email'
    );
  });
}

function limitProblems(form: FormDefinition): FormProblem[] {
  const problems: FormProblem[] = [];
  for (const [name, schema] of Object.entries(formFields(form.schema))) {
    const place = Object.hasOwn(form.schema.properties, name)
      ? `/file/schema/properties/${escapePointer(name)}`
      : `/file/schema (${name})`;
    for (const length of [schema.maxLength, schema.items?.maxLength]) {
      if (length !== undefined && length > formLimits.maxTextLength)
        problems.push({
          path: `${place}/maxLength`,
          message: `${name} may not allow more than ${formLimits.maxTextLength} characters (the server's limit)`,
        });
    }
    const bytes = fieldUi(form, name)['ui:options']?.maxBytes;
    if (bytes !== undefined && bytes > formLimits.maxUploadBytes)
      problems.push({
        path: `/file/uiSchema/${escapePointer(name)}/ui:options/maxBytes`,
        message: `${name} may not allow files over ${formLimits.maxUploadBytes / 1024 / 1024 / 1024} GB (the server's upload limit)`,
      });
  }
  return problems;
}

/** The English label of a field in some content, for telling a rename from a new field. */
const englishLabel = (content: FormContent, name: string) =>
  textAt(content.texts.en, ['fields', name, 'label']);

function renameProblems(form: FormDefinition, content: FormContent, context: DraftContext): FormProblem[] {
  const before = formFields(context.live.schema);
  const after = formFields(form.schema);
  const used = new Set(context.usedFields);
  const problems: FormProblem[] = [];
  const refuse = (from: string, to: string) =>
    problems.push({
      path: `/file/schema/properties/${escapePointer(to)}`,
      message: `${from} was renamed ${to}, but stored requests hold answers under ${from}: keep ${from}, and add ${to} as a new field if it asks something new`,
    });
  for (const [from, to] of Object.entries(context.renamed ?? {})) {
    if (from !== to && used.has(from) && Object.hasOwn(before, from) && !Object.hasOwn(after, from))
      refuse(from, to);
  }
  // A form file edited by hand cannot say "renamed": a used field gone and a new one with its
  // very label in its place reads as one.
  const removed = Object.keys(before).filter((name) => !Object.hasOwn(after, name) && used.has(name));
  const added = Object.keys(after).filter((name) => !Object.hasOwn(before, name));
  for (const from of removed) {
    const label = englishLabel(context.liveContent, from);
    const to = added.find((name) => label !== undefined && englishLabel(content, name) === label);
    if (to && !Object.values(context.renamed ?? {}).includes(to)) refuse(from, to);
  }
  return problems;
}

/**
 * The problems of a draft, empty when it can be published; with none, `definition` is the form
 * the intake and the pages use (catalogue choices filled in).
 */
export function draftProblems(
  content: unknown,
  context: DraftContext,
): { problems: FormProblem[]; definition?: FormDefinition } {
  if (!isObject(content))
    return { problems: [{ path: '', message: 'must be an object with "file" and "texts"' }] };
  const { file, texts } = content;
  const lines = formFileProblems(context.formsDir, `${context.formId}.form.json`, file, context.tables);
  if (lines.length > 0) return { problems: fileProblems(lines) };
  let form: FormDefinition;
  try {
    form = resolveForm(file as unknown as FormDefinition);
  } catch (error) {
    if (error instanceof UnknownCatalogListError)
      return { problems: [{ path: '/file', message: error.message }] };
    throw error;
  }
  const problems = [...textProblems(texts, form), ...limitProblems(form)];
  const files = Object.keys(formFields(form.schema)).filter(
    (name) => fieldUi(form, name)['ui:widget'] === 'files',
  );
  if (files.length && form.submit.encoding !== 'multipart')
    problems.push({
      path: '/file/submit/encoding',
      message: `must be "multipart": files (${files.join(', ')}) travel only in a multipart body`,
    });
  if (reachesVisitor(context.live) && !reachesVisitor(form))
    problems.push({
      path: '/file/schema/properties',
      message: 'the form needs an e-mail or a phone field: without one the shop cannot answer the request',
    });
  problems.push(...renameProblems(form, content as FormContent, context));
  return problems.length ? { problems } : { problems, definition: form };
}

/** One field's whole say in a version: its schema, its uiSchema entry and its texts. */
function fieldPrint(content: FormContent, form: FormDefinition, name: string): string {
  return stableJson({
    schema: formFields(form.schema)[name],
    ui: fieldUi(form, name),
    texts: languages.map((lng) => textAt(content.texts[lng], ['fields', name])),
  });
}

/** The fields one version adds, removes and changes against the one before. */
export function changesBetween(
  before: { content: FormContent; definition: FormDefinition } | undefined,
  after: { content: FormContent; definition: FormDefinition },
): FormChanges {
  const next = Object.keys(formFields(after.definition.schema));
  if (!before) return { added: [], removed: [], changed: [] };
  const previous = Object.keys(formFields(before.definition.schema));
  return {
    added: next.filter((name) => !previous.includes(name)),
    removed: previous.filter((name) => !next.includes(name)),
    changed: next.filter(
      (name) =>
        previous.includes(name) &&
        fieldPrint(before.content, before.definition, name) !==
          fieldPrint(after.content, after.definition, name),
    ),
  };
}
