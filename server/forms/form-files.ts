/**
 * Reads the form files (forms/<id>.form.json, forms/README.md "What is in a form file"). Each one is checked
 * against forms/form.schema.json, the one contract of a form file, before the server uses it: a
 * mistake stops the start with the file and the place (`contact.form.json /schema/properties/
 * message: must have required property 'maxLength'`). Choices taken from the catalogue
 * (`enumFrom`) are filled in here, as the browser's build does.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { conditionProblems } from '../../core/forms/conditions.ts';
import { fieldUi, formFields, type FormDefinition } from '../../core/forms/form-definition.ts';
import type { PriceTable } from '../../core/pricing/estimate.ts';
import { estimateProblems } from './price-tables.ts';
import { resolveForm, UnknownCatalogListError } from '../../core/forms/resolve-form.ts';

/** A JSON Schema fragment, loosely: what the intake reads of field schemas. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  maxItems?: number;
  [keyword: string]: unknown;
};

/** A form file, checked and with its catalogue choices filled in. */
export type FormFile = FormDefinition;

/** The server resolves its folders against the working directory (the project root). */
export function defaultFormsDir(): string {
  return resolve('forms');
}

/** The price tables the forms of a folder use: catalog/prices/ beside it, else the project's. */
export function pricesDirFor(formsDir: string): string {
  const beside = join(formsDir, '..', 'catalog', 'prices');
  return existsSync(beside) ? beside : resolve('catalog', 'prices');
}

export const formFileName = /^([a-z0-9][a-z0-9-]*)\.form\.json$/;
const contractFile = 'form.schema.json';

export class FormFileError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'FormFileError';
  }
}

const contracts = new Map<string, ValidateFunction>();

/**
 * The folder's form.schema.json compiled (once per folder); a folder without one (a test's
 * fixtures) is held to the project's.
 */
function contractOf(formsDir: string): ValidateFunction {
  let validate = contracts.get(formsDir);
  if (!validate) {
    const own = join(formsDir, contractFile);
    const file = existsSync(own) ? own : join(defaultFormsDir(), contractFile);
    let schema: unknown;
    try {
      schema = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new FormFileError(file, `cannot be read as JSON (${(error as Error).message})`);
    }
    // The contract's if/then branches test and require properties without restating them.
    const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, strictRequired: false });
    validate = ajv.compile(schema as object);
    contracts.set(formsDir, validate);
  }
  return validate;
}

/**
 * Ajv's errors as `<place>: <problem>`, most telling first: the "one of" alternatives at one
 * place (a typed text needs a maxLength, a choice its enum) read as one line, and the summaries
 * of anyOf/if branches are left out when anything more specific was said.
 */
function describe(errors: readonly ErrorObject[]): string[] {
  const alternatives = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  const lines: string[] = [];
  const oneOf = new Map<string, string[]>();
  for (const error of errors) {
    if (['anyOf', 'oneOf', 'if', 'allOf'].includes(error.keyword)) continue;
    const place = error.instancePath || '/';
    const missing = (error.params as { missingProperty?: string }).missingProperty;
    if (error.keyword === 'required' && missing && alternatives.has(error.instancePath)) {
      oneOf.set(place, [...(oneOf.get(place) ?? []), missing]);
    } else {
      lines.push(`${place}: ${error.message}`);
    }
  }
  for (const [place, names] of oneOf) {
    lines.push(
      names.length === 1
        ? `${place}: must have required property '${names[0]}'`
        : `${place}: must have one of ${names.map((n) => `'${n}'`).join(', ')}`,
    );
  }
  const shown = lines.length > 0 ? lines : errors.map((e) => `${e.instancePath || '/'}: ${e.message}`);
  return [...new Set(shown)];
}

/**
 * The problems of one form file against the contract and the rules a schema cannot say, one
 * `<place>: <problem>` line each; empty when it is fine.
 */
export function formFileProblems(
  formsDir: string,
  fileName: string,
  value: unknown,
  /** The tables an estimate block is checked against: the live ones, else catalog/prices/'s files. */
  tables?: ReadonlyMap<string, PriceTable>,
): string[] {
  const validate = contractOf(formsDir);
  if (!validate(value)) return describe(validate.errors ?? []);
  const form = value as FormDefinition;
  const problems: string[] = [];
  const id = formFileName.exec(fileName)?.[1];
  if (form.id !== id) problems.push(`/id: must be "${id}", the file's name without .form.json`);
  const schemas = formFields(form.schema);
  const fields = Object.keys(schemas);
  const order = form.uiSchema['ui:order'];
  const missing = fields.filter((name) => !order.includes(name));
  const extra = order.filter((name) => !fields.includes(name));
  if (missing.length) problems.push(`/uiSchema/ui:order: must list ${missing.join(', ')}`);
  if (extra.length) problems.push(`/uiSchema/ui:order: lists ${extra.join(', ')}, which are not fields`);
  for (const name of form.schema.required) {
    if (!fields.includes(name)) problems.push(`/schema/required: ${name} is not a field`);
  }
  for (const name of Object.keys(form.uiSchema)) {
    if (!name.startsWith('ui:') && !fields.includes(name)) problems.push(`/uiSchema/${name}: is not a field`);
  }
  for (const name of fields) {
    const widget = fieldUi(form, name)['ui:widget'];
    if (widget === 'files' && schemas[name].type !== 'array') {
      problems.push(`/schema/properties/${name}: a files field must be of type "array"`);
    }
  }
  problems.push(...conditionProblems(form.schema));
  const steps = form.uiSchema['ui:steps'];
  if (steps) {
    const stepped = steps.flatMap((step) => step.fields);
    const unstepped = fields.filter((name) => !stepped.includes(name));
    const twice = stepped.filter((name, index) => stepped.indexOf(name) !== index);
    const unknown = stepped.filter((name) => !fields.includes(name));
    if (unstepped.length) problems.push(`/uiSchema/ui:steps: must place ${unstepped.join(', ')} in a step`);
    if (twice.length)
      problems.push(`/uiSchema/ui:steps: places ${[...new Set(twice)].join(', ')} more than once`);
    if (unknown.length)
      problems.push(`/uiSchema/ui:steps: lists ${unknown.join(', ')}, which are not fields`);
    const ids = steps.map((step) => step.id);
    if (new Set(ids).size !== ids.length) problems.push('/uiSchema/ui:steps: two steps have the same id');
  }
  problems.push(...estimateProblems(form, tables ?? pricesDirFor(formsDir)));
  return problems;
}

/** One form file, checked and resolved; throws a FormFileError naming the file and the place. */
export function readFormFile(formsDir: string, fileName: string): FormFile {
  const file = join(formsDir, fileName);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new FormFileError(file, `not valid JSON (${(error as Error).message})`);
  }
  const problems = formFileProblems(formsDir, basename(file), parsed);
  if (problems.length > 0) throw new FormFileError(file, problems.slice(0, 6).join('; '));
  try {
    return resolveForm(parsed as FormDefinition);
  } catch (error) {
    if (error instanceof UnknownCatalogListError) throw new FormFileError(file, error.message);
    throw error;
  }
}

/** Every form file in the folder, by id. */
export function loadFormFiles(formsDir: string): Map<string, FormFile> {
  const forms = new Map<string, FormFile>();
  for (const entry of readdirSync(formsDir).sort()) {
    const match = formFileName.exec(entry);
    if (match) forms.set(match[1], readFormFile(formsDir, entry));
  }
  return forms;
}

/** The uiSchema entry of one field, or an empty object. */
export function uiOf(form: FormFile, field: string): Record<string, unknown> {
  return fieldUi(form, field) as Record<string, unknown>;
}
