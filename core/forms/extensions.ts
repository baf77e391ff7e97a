/**
 * Named extensions: behaviour a form file asks for by name (`"extensions": ["printing-options"]`)
 * that a schema cannot say. This is the part both sides need: which names exist, and the form
 * variants an extension makes (each variant gets its own precompiled validator in the browser
 * and its own compiled schema on the server). The server adds its checks per name in
 * server/intake/extensions.ts; the pages that place these forms add their own parts. No form id
 * appears here: a form gets a behaviour by naming it.
 */
import { gangSheet } from '../../catalog/gang-sheets.ts';
import { sheetPrice } from '../gang-sheet/sheet-price.ts';
import type { PriceTable } from '../pricing/estimate.ts';
import { printingOptions } from '../../catalog/printing-options.ts';
import { printingServiceIds } from '../../catalog/printing.ts';
import type { ExtensionEntry, FormDefinition } from './form-definition.ts';
import { formForService, printingServiceForData } from './printing.ts';

export interface FormVariants {
  /** Every variant id; the browser's validator key is `<form-id>.<variant>`. */
  readonly ids: readonly string[];
  /** The form as that variant. */
  apply(definition: FormDefinition, id: string): FormDefinition;
  /** Which variant a submission is for, from the fields it carries; undefined when none fits. */
  of(fieldNames: Iterable<string>): string | undefined;
}

export interface SharedExtension {
  /** What it does, for the error a form file with an unknown name gets. */
  readonly summary: string;
  readonly variants?: FormVariants;
  /**
   * Fields the extension stores with a request besides the form file's own (the gang sheet's
   * layout and length): the inbox, the e-mails and the CSV list them after the form's fields.
   */
  readonly storedFields?: readonly string[];
  /**
   * The price table (catalog/prices/) the extension prices its requests with instead of an
   * estimate block, and whether a version of it can (a version the owner publishes is checked).
   */
  readonly priceTable?: { readonly id: string; canPrice(table: PriceTable): boolean };
}

export const sharedExtensions: Readonly<Record<string, SharedExtension>> = {
  'printing-options': {
    summary:
      "one variant per printing service, with that service's option fields (catalog/printing-options.ts)",
    variants: {
      ids: printingServiceIds,
      apply: (definition, id) => formForService(definition, id as keyof typeof printingOptions),
      of: (fieldNames) =>
        printingServiceForData(Object.fromEntries([...fieldNames].map((name) => [name, true]))),
    },
  },
  'dtf-order': {
    summary:
      'the DTF cart: orderItems, totalPrice, orderDate and one designFile_<n> per line, priced from catalog/dtf.ts',
  },
  'website-order': {
    summary:
      "the website order's package and add-ons, its total checked against catalog/digital-marketing.ts",
  },
  'gang-sheet': {
    summary:
      'a DTF gang sheet: its layout (core/gang-sheet/layout.ts) as JSON and one designFile_<n> per design (the "designs" option: accept, maxBytes), priced by its length from catalog/prices/gang-sheets.json',
    storedFields: ['layout', 'sheetLength'],
    priceTable: {
      id: gangSheet.priceTable,
      canPrice: (table) => sheetPrice(table, gangSheet.minLengthIn) !== undefined,
    },
  },
};

export function extensionName(entry: ExtensionEntry): string {
  return typeof entry === 'string' ? entry : entry.name;
}

/** The options a form file gives an extension (`{ "name": "dtf-order", ... }`), or {}. */
export function extensionOptions(definition: FormDefinition, name: string): Record<string, unknown> {
  const entry = (definition.extensions ?? []).find((e) => extensionName(e) === name);
  return entry && typeof entry === 'object' ? entry : {};
}

export function hasExtension(definition: FormDefinition, name: string): boolean {
  return (definition.extensions ?? []).some((entry) => extensionName(entry) === name);
}

/** The names a form file gives that no extension has. */
export function unknownExtensions(definition: FormDefinition): string[] {
  return (definition.extensions ?? [])
    .map(extensionName)
    .filter((name) => !Object.hasOwn(sharedExtensions, name));
}

/** The fields a form's extensions store besides its own, in the order they name them. */
export function extensionStoredFields(definition: FormDefinition): string[] {
  return (definition.extensions ?? []).flatMap(
    (entry) => sharedExtensions[extensionName(entry)]?.storedFields ?? [],
  );
}

/** The price tables a form's extensions price with (its estimate block's are apart). */
export function extensionPriceTables(
  definition: FormDefinition,
): NonNullable<SharedExtension['priceTable']>[] {
  return (definition.extensions ?? []).flatMap((entry) => {
    const table = sharedExtensions[extensionName(entry)]?.priceTable;
    return table === undefined ? [] : [table];
  });
}

/** The variants of a form (at most one extension of a form may make variants). */
export function variantsOf(definition: FormDefinition): FormVariants | undefined {
  for (const entry of definition.extensions ?? []) {
    const variants = sharedExtensions[extensionName(entry)]?.variants;
    if (variants) return variants;
  }
  return undefined;
}
