/**
 * Reads the price tables (catalog/prices/<id>.json, catalog/README.md "Price tables") and
 * checks them: against catalog/prices/price-table.schema.json, then what a schema cannot say
 * (every combination priced, quantity breaks ascending, the total never falling as the quantity
 * rises). The form files' estimate blocks are checked against the tables they name. The build
 * and the server both read the tables through here, so a mistake stops both, naming the file.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extensionPriceTables, variantsOf } from '../../core/forms/extensions.ts';
import { formFields, type FormDefinition } from '../../core/forms/form-definition.ts';
import {
  breakIndex,
  everySelection,
  fieldOfDimension,
  priceOf,
  type PriceTable,
} from '../../core/pricing/estimate.ts';

const contractFile = 'price-table.schema.json';
const tableFile = /^([a-z][a-z0-9-]*)\.json$/;

export class PriceTableError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'PriceTableError';
  }
}

const contracts = new Map<string, ValidateFunction>();

function contractOf(pricesDir: string): ValidateFunction {
  let validate = contracts.get(pricesDir);
  if (!validate) {
    const schema = JSON.parse(readFileSync(join(pricesDir, contractFile), 'utf8')) as object;
    validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    contracts.set(pricesDir, validate);
  }
  return validate;
}

/** What a table gets wrong beyond its contract, one `<place>: <problem>` line each. */
export function tableProblems(table: PriceTable): string[] {
  const problems: string[] = [];
  const { breaks, dimension: quantityDimension } = table.quantity;
  if (!Object.hasOwn(table.dimensions, quantityDimension))
    problems.push(`/quantity/dimension: ${quantityDimension} is not one of the dimensions`);
  breaks.forEach((at, index) => {
    if (index > 0 && at <= breaks[index - 1])
      problems.push(`/quantity/breaks: must be ascending (${at} after ${breaks[index - 1]})`);
  });
  table.lines.forEach((line, index) => {
    const values = table.dimensions[line.dimension];
    if (!values) {
      problems.push(`/lines/${index}/dimension: ${line.dimension} is not one of the dimensions`);
      return;
    }
    for (const value of values.map(String)) {
      const price = line.prices[value];
      if (price === undefined)
        problems.push(`/lines/${index}/prices: has no price for ${line.dimension} ${value}`);
      else if (Array.isArray(price) && price.length !== breaks.length)
        problems.push(
          `/lines/${index}/prices/${value}: needs one price per quantity break (${breaks.length})`,
        );
    }
    for (const value of Object.keys(line.prices)) {
      if (!values.map(String).includes(value))
        problems.push(`/lines/${index}/prices/${value}: ${value} is not a value of ${line.dimension}`);
    }
  });
  if (table.area) {
    const values = table.dimensions[table.area.dimension] ?? [];
    for (const value of values.map(String)) {
      if (!(table.area.squareFeet[value] > 0)) problems.push(`/area/squareFeet: has no area for ${value}`);
    }
  }
  if (problems.length > 0) return problems;
  // Every combination priced, and never cheaper for more: compared at each break with one less.
  for (const selection of everySelection(table)) {
    const price = priceOf(table, selection);
    if (!price) {
      problems.push(`/lines: ${JSON.stringify(selection)} has no price`);
      break;
    }
    const quantity = price.quantity;
    const index = breakIndex(table, quantity);
    if (index > 0) {
      const before = priceOf(table, { ...selection, [quantityDimension]: String(quantity - 1) });
      if (before && before.totalCents > price.totalCents) {
        problems.push(
          `/lines: ${quantity} costs less than ${quantity - 1} for ${JSON.stringify(selection)} (the total must never fall as the quantity rises)`,
        );
        break;
      }
    }
  }
  return problems;
}

/**
 * What a price table (any JSON value) gets wrong, one `<pointer>: <problem>` each: its contract,
 * its id (`id`, the file's name), then what tableProblems finds. Empty: the table can be used.
 */
export function priceTableProblems(pricesDir: string, id: string, value: unknown): string[] {
  const validate = contractOf(pricesDir);
  if (!validate(value)) {
    return [...new Set((validate.errors ?? []).map((e) => `${e.instancePath || '/'}: ${e.message}`))];
  }
  const table = value as PriceTable;
  return [...(table.id === id ? [] : [`/id: must be "${id}"`]), ...tableProblems(table)];
}

const tables = new Map<string, ReadonlyMap<string, PriceTable>>();

/** Every price table of the folder, checked, by id (read once per folder). */
export function loadPriceTables(pricesDir: string): ReadonlyMap<string, PriceTable> {
  let loaded = tables.get(pricesDir);
  if (loaded) return loaded;
  const byId = new Map<string, PriceTable>();
  if (existsSync(pricesDir)) {
    for (const entry of readdirSync(pricesDir).sort()) {
      const match = tableFile.exec(entry);
      if (!match || entry === contractFile) continue;
      const file = join(pricesDir, entry);
      let table: unknown;
      try {
        table = JSON.parse(readFileSync(file, 'utf8'));
      } catch (error) {
        throw new PriceTableError(file, `not valid JSON (${(error as Error).message})`);
      }
      const problems = priceTableProblems(pricesDir, match[1], table);
      if (problems.length > 0) throw new PriceTableError(file, problems.slice(0, 6).join('; '));
      byId.set(match[1], table as PriceTable);
    }
  }
  loaded = byId;
  tables.set(pricesDir, loaded);
  return loaded;
}

/**
 * The tables estimates price with, and the version of each: the live ones (live-prices.ts), or
 * the files of catalog/prices/ as version 1 (filePrices).
 */
export interface PriceSource {
  readonly tables: ReadonlyMap<string, PriceTable>;
  versionOf(tableId: string): number;
}

export const filePrices = (pricesDir: string): PriceSource => ({
  tables: loadPriceTables(pricesDir),
  versionOf: () => 1,
});

/** The tables a form's estimate block names: one, or one per variant (`{variant}`). */
function estimateTables(form: FormDefinition): { variant?: string; table: string }[] {
  const settings = form.estimate;
  if (!settings) return [];
  if (settings.table !== '{variant}') return [{ table: settings.table }];
  return (variantsOf(form)?.ids ?? []).map((variant) => ({ variant, table: variant }));
}

/** The tables a form prices with: its estimate block's and its extensions' (the gang sheet's). */
export function tablesOfForm(form: FormDefinition): { variant?: string; table: string }[] {
  return [...estimateTables(form), ...extensionPriceTables(form).map(({ id }) => ({ table: id }))];
}

/** What the tables a form's extensions price with get wrong: missing, or unable to price what it sells. */
function extensionTableProblems(
  form: FormDefinition,
  available: ReadonlyMap<string, PriceTable>,
  only?: string,
): string[] {
  return extensionPriceTables(form)
    .filter(({ id }) => only === undefined || id === only)
    .flatMap(({ id, canPrice }) => {
      const table = available.get(id);
      if (!table) return [`/extensions: no price table ${id} in catalog/prices/`];
      return canPrice(table) ? [] : [`/extensions: the table ${id} no longer prices what this form orders`];
    });
}

/**
 * What a form's estimate block (and the tables its extensions price with) gets wrong against the
 * tables (the files of a folder, or the live ones), one `<place>: <problem>` each.
 */
export function estimateProblems(
  form: FormDefinition,
  prices: string | ReadonlyMap<string, PriceTable>,
  /** Only against this table (a form with variants prices with several). */
  only?: string,
): string[] {
  const settings = form.estimate;
  if (!settings && extensionPriceTables(form).length === 0) return [];
  if (settings?.table === '{variant}' && !variantsOf(form))
    return ['/estimate/table: {variant} needs a form with variants (printing-options)'];
  let available: ReadonlyMap<string, PriceTable>;
  try {
    available = typeof prices === 'string' ? loadPriceTables(prices) : prices;
  } catch (error) {
    return [`/estimate/table: ${(error as Error).message}`];
  }
  const problems = extensionTableProblems(form, available, only);
  if (!settings) return problems;
  for (const { variant, table: id } of estimateTables(form)) {
    if (only !== undefined && id !== only) continue;
    const table = available.get(id);
    if (!table) {
      problems.push(`/estimate/table: no price table ${id} in catalog/prices/`);
      continue;
    }
    const variantForm = variant ? variantsOf(form)!.apply(form, variant) : form;
    const fields = formFields(variantForm.schema);
    for (const dimension of Object.keys(settings.dimensions ?? {})) {
      if (!Object.hasOwn(table.dimensions, dimension))
        problems.push(`/estimate/dimensions/${dimension}: is not a dimension of the table ${id}`);
    }
    for (const [dimension, values] of Object.entries(table.dimensions)) {
      const name = fieldOfDimension(settings, dimension);
      const field = fields[name];
      if (!field) {
        if (settings.dimensions?.[dimension])
          problems.push(`/estimate/dimensions/${dimension}: ${name} is not a field of this form`);
        continue;
      }
      if (dimension === table.quantity.dimension) continue;
      const unpriced = (field.enum ?? []).map(String).filter((value) => !values.map(String).includes(value));
      if (!field.enum)
        problems.push(`/estimate: the field ${name} gives ${dimension}, so it must be a choice`);
      else if (unpriced.length)
        problems.push(`/estimate: the table ${id} has no price for ${name} ${unpriced.join(', ')}`);
    }
    for (const [fee, on] of Object.entries(settings.fees ?? {})) {
      if (!table.fees?.[fee]) problems.push(`/estimate/fees/${fee}: the table ${id} has no such fee`);
      const name = typeof on === 'string' ? on : on.field;
      if (!fields[name]) problems.push(`/estimate/fees/${fee}: ${name} is not a field of this form`);
    }
  }
  return [...new Set(problems)];
}
