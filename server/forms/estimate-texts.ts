/**
 * A stored estimate as the owner and the customer read it (core/api/common.ts EstimateView):
 * each priced option by its field's label and the chosen value's text (the form's own texts, as
 * the visitor saw them), the minimum and the fees by the owner's texts (owner.json
 * `estimate.*`), and the item as one quote line reads it. form-texts.ts gives the lookups.
 */
import type { EstimateLineView, EstimateView } from '../../core/api/common.ts';
import { activeForm } from '../../core/forms/conditions.ts';
import { extensionPriceTables } from '../../core/forms/extensions.ts';
import { fieldOfDimension, type Estimate, type PriceTable } from '../../core/pricing/estimate.ts';
import { quoteLimits } from '../../core/pricing/quote.ts';
import type { FormFile } from './form-files.ts';

/** A field's label and choice texts in one language. */
export type FieldTexts = { label?: string; choices?: Record<string, string> };

/** What labelling an estimate needs, in the reader's language. */
export type EstimateLookups = {
  /** The form as the request was sent (its variant), if it still exists. */
  form: FormFile | undefined;
  /** The form's fields in its order. */
  order: string[];
  /** The estimate's price table, which names its quantity. */
  table: PriceTable | undefined;
  fieldTexts: (name: string) => FieldTexts;
  ownerText: (key: string, fallback: string) => string;
  /** The item's name: the table's own, the catalogue's, or the form's. */
  itemName: () => string;
};

/** `firstName` -> `First name`, for a field no locale names. */
export function humanise(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function estimateView(
  estimate: Estimate,
  data: Record<string, unknown>,
  { form, order, table, fieldTexts, ownerText, itemName }: EstimateLookups,
): EstimateView {
  const settings = form?.estimate;
  const fieldOf = (dimension: string) => (settings ? fieldOfDimension(settings, dimension) : dimension);
  const labelOf = (dimension: string) =>
    fieldTexts(fieldOf(dimension)).label ??
    ownerText(`estimate.dimensions.${dimension}`, humanise(dimension));
  const valueOf = (dimension: string, value: string) =>
    fieldTexts(fieldOf(dimension)).choices?.[value] ??
    ownerText(`estimate.values.${dimension}.${value}`, value);
  const lines = estimate.lines.map((line): EstimateLineView => {
    if (line.value !== undefined)
      return {
        kind: 'dimension',
        id: line.id,
        label: labelOf(line.id),
        valueText: valueOf(line.id, line.value),
        cents: line.cents,
      };
    if (line.id === 'minimum')
      return {
        kind: 'minimum',
        id: line.id,
        label: ownerText('estimate.minimum', 'Minimum order'),
        cents: line.cents,
      };
    return {
      kind: 'fee',
      id: line.id,
      label: ownerText(`estimate.fees.${line.id}`, humanise(line.id)),
      cents: line.cents,
    };
  });
  // The item: its name, then the options the visitor chose (those the form asked for these
  // answers), the quantity first, the others in the form's order.
  const asked = form ? activeForm(form.schema, data).fields : new Set<string>();
  // A form whose extension prices it (the gang sheet) asks no field of the table: its quantity
  // (the sheet's length) is what the item names.
  const byExtension =
    form !== undefined && extensionPriceTables(form).some(({ id }) => id === estimate.table);
  const dimensions = Object.keys(estimate.selection);
  const quantityDimension =
    table?.quantity.dimension ??
    dimensions.find((dimension) => Number(estimate.selection[dimension]) === estimate.quantity);
  const ordered = [
    ...dimensions.filter((dimension) => dimension === quantityDimension),
    ...dimensions
      .filter((dimension) => dimension !== quantityDimension)
      .sort((a, b) => order.indexOf(fieldOf(a)) - order.indexOf(fieldOf(b))),
  ].filter((dimension) => asked.has(fieldOf(dimension)) || (byExtension && dimension === quantityDimension));
  const parts = ordered.map((dimension) => {
    const value = estimate.selection[dimension];
    return (
      fieldTexts(fieldOf(dimension)).choices?.[value] ??
      (dimension === quantityDimension ? `${labelOf(dimension)}: ${value}` : valueOf(dimension, value))
    );
  });
  const name = itemName();
  const item = parts.length ? `${name}: ${parts.join(', ')}` : name;
  return {
    table: estimate.table,
    // A request priced before price tables had versions was priced with version 1.
    tableVersion: estimate.tableVersion ?? 1,
    currency: estimate.currency,
    quantity: estimate.quantity,
    item:
      item.length > quoteLimits.maxDescription ? `${item.slice(0, quoteLimits.maxDescription - 1)}…` : item,
    lines,
    totalCents: estimate.totalCents,
  };
}
