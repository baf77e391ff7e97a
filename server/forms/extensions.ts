/**
 * The server's part of each named extension (core/forms/extensions.ts): the fields it adds to a
 * form's schema, the files it takes and the checks across fields. A form file names the ones it
 * needs (`"extensions": ["website-order"]`); nothing here knows which forms those are.
 */
import { join } from 'node:path';
import { extensionName, extensionOptions, sharedExtensions } from '../../core/forms/extensions.ts';
import { formFields } from '../../core/forms/form-definition.ts';
import { dtfCheckoutExtension, type FormExtension } from './dtf-order.ts';
import { fileFieldOf, fileRuleOf } from './file-fields.ts';
import { FormFileError, type FormFile } from './form-files.ts';
import { gangSheetExtension } from './gang-sheet-order.ts';
import type { PriceSource } from './price-tables.ts';
import { websiteDesignExtension } from './website-order.ts';

export type ExtensionContext = {
  /** Every form file, by id: an extension may take limits from another form (the DTF item's designs). */
  forms: ReadonlyMap<string, FormFile>;
  formsDir: string;
  /** The form file's path, for errors. */
  file: string;
  /** The tables an extension that prices its requests reads at each request (live-prices.ts). */
  prices: PriceSource;
};

type ServerExtension = (form: FormFile, context: ExtensionContext) => FormExtension | undefined;

/** An extension's option that names `"<form-id>.<field>"`, checked to name a real field. */
function formFieldOption(form: FormFile, extension: string, option: string, context: ExtensionContext) {
  const value = extensionOptions(form, extension)[option];
  if (value === undefined) return undefined;
  const [formId, field] = typeof value === 'string' ? value.split('.') : [];
  const other = formId ? context.forms.get(formId) : undefined;
  if (!other || !field || !Object.hasOwn(formFields(other.schema), field)) {
    throw new FormFileError(
      context.file,
      `"${option}" must name "<form-id>.<field>" of a form file, not ${JSON.stringify(value)}`,
    );
  }
  return { form: other, field, file: join(context.formsDir, `${formId}.form.json`) };
}

const serverExtensions: Readonly<Record<string, ServerExtension>> = {
  // Variants only: the schema per variant is compiled by the registry (core's variants).
  'printing-options': () => undefined,
  'dtf-order': (form, context) => {
    const designs = formFieldOption(form, 'dtf-order', 'designFilesLike', context);
    if (designs && !fileFieldOf(designs.form, designs.field, designs.file)) {
      throw new FormFileError(
        context.file,
        `"designFilesLike" must name a files field, not ${designs.field}`,
      );
    }
    return dtfCheckoutExtension(designs);
  },
  'website-order': () => websiteDesignExtension(),
  'gang-sheet': (form, context) => {
    const designs = extensionOptions(form, 'gang-sheet').designs as
      { accept?: unknown; maxBytes?: unknown } | undefined;
    const rule = fileRuleOf(
      'the "gang-sheet" extension\'s "designs"',
      designs?.accept,
      designs?.maxBytes,
      context.file,
    );
    const table = sharedExtensions['gang-sheet'].priceTable!;
    if (!context.prices.tables.has(table.id))
      throw new FormFileError(
        context.file,
        `"gang-sheet" prices with catalog/prices/${table.id}.json, which is missing`,
      );
    return gangSheetExtension(rule, context.prices);
  },
};

/** The server's extensions of a form, in the order the file names them. */
export function extensionsOf(form: FormFile, context: ExtensionContext): FormExtension[] {
  const out: FormExtension[] = [];
  for (const entry of form.extensions ?? []) {
    const name = extensionName(entry);
    const make = serverExtensions[name];
    if (!make) throw new FormFileError(context.file, `no extension is called "${name}"`);
    const extension = make(form, context);
    if (extension) out.push(extension);
  }
  const withVariants = (form.extensions ?? []).filter((e) => sharedExtensions[extensionName(e)]?.variants);
  if (withVariants.length > 1) {
    throw new FormFileError(context.file, 'at most one extension may make variants of a form');
  }
  return out;
}

/** Several extensions as one: fields and files of all of them, every check. */
export function combined(extensions: readonly FormExtension[]): FormExtension | undefined {
  if (extensions.length === 0) return undefined;
  if (extensions.length === 1) return extensions[0];
  return {
    properties: Object.assign({}, ...extensions.map((e) => e.properties)),
    required: extensions.flatMap((e) => e.required),
    maxExtraFiles: extensions.reduce((sum, e) => sum + e.maxExtraFiles, 0),
    maxExtraFileBytes: Math.max(0, ...extensions.map((e) => e.maxExtraFileBytes)),
    fileFieldFor: (name) => extensions.map((e) => e.fileFieldFor(name)).find(Boolean),
    check: (data, files) => extensions.flatMap((e) => e.check(data, files)),
    checkField: (name, value) => extensions.flatMap((e) => e.checkField?.(name, value) ?? []),
    largeFields: Object.assign({}, ...extensions.map((e) => e.largeFields)),
    // One extension prices a request at most: the first that does.
    estimateOf: extensions.some((e) => e.estimateOf)
      ? (data) => extensions.find((e) => e.estimateOf)!.estimateOf!(data)
      : undefined,
    jobs: extensions.flatMap((e) => e.jobs ?? []),
  };
}
