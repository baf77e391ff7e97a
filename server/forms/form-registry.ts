/**
 * Every form the intake accepts, compiled once at start: the schema (with
 * additionalProperties false enforced and the server's own fields added), its file fields
 * and, for printing, one validator per service. A form whose endpoint is null is sent
 * nowhere (docs/architecture.md "Where the project departs from the specification"), so the intake does not accept it either.
 */
import Ajv2019 from 'ajv/dist/2019.js';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { join } from 'node:path';
import { variantsOf } from '../../core/forms/extensions.ts';
import { formFields, referenceLetterOf, type FormDefinition } from '../../core/forms/form-definition.ts';
import { estimateFor, tableIdOf, type Estimate } from '../../core/pricing/estimate.ts';
import type { FieldMap } from './coerce.ts';
import { minDateFields } from './date-rules.ts';
import type { FormExtension } from './dtf-order.ts';
import { combined, extensionsOf } from './extensions.ts';
import { fileFieldsOf, type FileField } from './file-fields.ts';
import { FormFileError, loadFormFiles, pricesDirFor, type FormFile, type JsonSchema } from './form-files.ts';
import { filePrices, type PriceSource } from './price-tables.ts';
import { fieldError, type FieldError } from '../http/intake-error.ts';

export type CompiledSchema = { properties: Record<string, JsonSchema>; validate: ValidateFunction };

export type IntakeForm = {
  id: string;
  /** The form version this is (docs/architecture.md "Form versions"); requests record it. */
  version: number;
  encoding: 'urlencoded' | 'multipart';
  referencePrefix: string;
  extension?: FormExtension;
  /** A text field's early check as it arrives (FormExtension.checkField): its errors, often none. */
  checkField(name: string, value: string): FieldError[];
  /** Text fields allowed more bytes than read-body.ts's limit, by name. */
  largeFields: Readonly<Record<string, number>>;
  /** The file field for a multipart part's name, or undefined when the name takes no file. */
  fileFieldFor(name: string): FileField | undefined;
  fileFieldNames: readonly string[];
  /** Upper bounds for the multipart parser: all fields together. */
  maxFiles: number;
  maxFileBytes: number;
  /** The schema this submission is checked against (printing: its service's). */
  schemaFor(fields: FieldMap): CompiledSchema;
  /** Date fields that may not be earlier than today (date-rules.ts). */
  minDateFields: readonly string[];
  /**
   * The estimate of validated data from the form's price table (its variant's, for printing),
   * computed here and nowhere else; undefined when the form names no table.
   */
  estimateOf(data: Readonly<Record<string, unknown>>): Estimate | undefined;
};

export type FormRegistry = ReadonlyMap<string, IntakeForm>;

export type RegistryOptions = {
  formsDir: string;
  /** What estimates price with: the live tables (live-prices.ts); default catalog/prices/'s files. */
  prices?: PriceSource;
};

/**
 * The form's schema as the intake checks it: the file's own (its conditions included), the
 * extension's fields added, and nothing else accepted. `unevaluatedProperties` (JSON Schema
 * 2019-09) refuses a field no applying part of the schema defines: an unknown name, and a field
 * whose condition does not hold for the answers sent.
 */
function compile(ajv: Ajv2019, form: FormFile, file: string, extension?: FormExtension): CompiledSchema {
  const { additionalProperties: _closed, ...own } = form.schema;
  const schema = {
    ...own,
    properties: { ...(own.properties as Record<string, JsonSchema>), ...extension?.properties },
    required: [...(own.required ?? []), ...(extension?.required ?? [])],
    unevaluatedProperties: false,
  };
  // Every field the form may hold, with its schema, to read the body's text by (coerce.ts).
  const properties: Record<string, JsonSchema> = {
    ...(formFields(form.schema) as Record<string, JsonSchema>),
    ...extension?.properties,
  };
  try {
    return { properties, validate: ajv.compile(schema) };
  } catch (error) {
    throw new FormFileError(file, `the schema does not compile (${(error as Error).message})`);
  }
}

function buildForm(
  ajv: Ajv2019,
  form: FormFile,
  forms: ReadonlyMap<string, FormFile>,
  options: RegistryOptions,
  version: number,
): IntakeForm {
  const file = join(options.formsDir, `${form.id}.form.json`);
  const prices = options.prices ?? filePrices(pricesDirFor(options.formsDir));
  const extension = combined(extensionsOf(form, { forms, formsDir: options.formsDir, file, prices }));
  const fileFields = fileFieldsOf(form, file);
  const base = compile(ajv, form, file, extension);

  let schemaFor: IntakeForm['schemaFor'] = () => base;
  const variants = variantsOf(form);
  if (variants) {
    const compiled = new Map(
      variants.ids.map((id) => [id, compile(ajv, variants.apply(form, id), file, extension)]),
    );
    // The variant's own fields say which it is; a body that fits none is refused, naming the
    // field that comes first in the form.
    const firstField = form.uiSchema['ui:order'][0] ?? '';
    schemaFor = (fields) => {
      const variant = variants.of(fields.keys());
      if (variant === undefined) {
        throw fieldError(firstField, 'The options sent are not exactly those of one variant of this form.');
      }
      return compiled.get(variant)!;
    };
  }

  const files = [...fileFields.values()];
  return {
    // An extension that prices its requests (the gang sheet) does instead of an estimate block.
    estimateOf: extension?.estimateOf ?? estimatorOf(form, file, options),
    id: form.id,
    version,
    encoding: form.submit.encoding,
    referencePrefix: referenceLetterOf(form),
    extension,
    fileFieldFor: (name) => fileFields.get(name) ?? extension?.fileFieldFor(name),
    checkField: (name, value) => extension?.checkField?.(name, value) ?? [],
    largeFields: extension?.largeFields ?? {},
    fileFieldNames: [...fileFields.keys()],
    maxFiles: files.reduce((sum, f) => sum + f.maxFiles, 0) + (extension?.maxExtraFiles ?? 0),
    maxFileBytes: Math.max(extension?.maxExtraFileBytes ?? 0, ...files.map((f) => f.rule.maxBytes)),
    schemaFor,
    minDateFields: minDateFields(form),
  };
}

/**
 * How a form's validated data is priced: its estimate block's table (for a form with variants,
 * each variant's own, `{variant}`), read and checked once at start like the form files. The
 * estimate is computed on the form as that variant, so the fields in play are the ones the
 * visitor saw.
 */
function estimatorOf(form: FormFile, file: string, options: RegistryOptions): IntakeForm['estimateOf'] {
  const settings = form.estimate;
  if (!settings) return () => undefined;
  const prices = options.prices ?? filePrices(pricesDirFor(options.formsDir));
  const variants = variantsOf(form);
  const priced = (definition: FormDefinition, variant?: string) => {
    const id = tableIdOf(settings, variant);
    if (id === undefined || !prices.tables.has(id))
      throw new FormFileError(file, `/estimate/table: no price table ${id} in catalog/prices/`);
    // The table is looked up at each request: a published version prices the next one.
    return (data: Readonly<Record<string, unknown>>): Estimate | undefined => {
      const estimate = estimateFor(prices.tables.get(id)!, settings, definition.schema, data);
      return estimate && { ...estimate, tableVersion: prices.versionOf(id) };
    };
  };
  if (!variants) return priced(form);
  const byVariant = new Map(variants.ids.map((id) => [id, priced(variants.apply(form, id), id)]));
  return (data) => {
    const variant = variants.of(Object.keys(data));
    return variant === undefined ? undefined : byVariant.get(variant)?.(data);
  };
}

/**
 * The intake's forms from these definitions (a form's extension may read another form, so they
 * are built together); `versionOf` says which version each is, 1 (the files) by default.
 * Throws a FormFileError when a schema does not compile.
 */
export function registryOf(
  forms: ReadonlyMap<string, FormFile>,
  options: RegistryOptions,
  versionOf: (formId: string) => number = () => 1,
): Map<string, IntakeForm> {
  const ajv = new Ajv2019({ allErrors: true, strict: false, allowUnionTypes: true });
  addFormats(ajv as never);
  const registry = new Map<string, IntakeForm>();
  for (const form of forms.values()) {
    if (form.submit.endpoint === null) continue;
    registry.set(form.id, buildForm(ajv, form, forms, options, versionOf(form.id)));
  }
  return registry;
}

export function loadFormRegistry(options: RegistryOptions): Map<string, IntakeForm> {
  return registryOf(loadFormFiles(options.formsDir), options);
}
