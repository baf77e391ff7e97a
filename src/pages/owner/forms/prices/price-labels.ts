/**
 * The words for a price table on the owner's screens, in the owner's language: its name (the
 * catalogue's), its dimensions and values (the form's own labels, as the visitor reads them, or
 * the printing options' in locales/<lng>/forms.json), its quantities and fees, and the places a
 * version changed. A name no text holds is shown as written in the table.
 */
import { fieldOfDimension } from '../../../../../core/pricing/estimate.ts';
import type { EstimateSettings } from '../../../../../core/forms/form-definition.ts';
import { formatUsd } from '../../../../components/catalog/use-price-text.ts';
import { usLocale } from '../../../../lib/languages.ts';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { isRecord } from '../draft-store.ts';
import { useOwnerLang } from '../../use-owner-lang.ts';
import type { FromPrice, PricePreviewForm, PriceTable } from './prices-api.ts';

/** `vehicleType` -> `Vehicle type`, for a name no text holds. */
export function humanise(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A table's name: the catalogue item's title (printing), the owner's estimate item (vehicle wraps), or its id. */
export function useTableName(): (tableId: string) => string {
  const { t, i18n } = useTranslation(['owner', 'catalog']);
  return (tableId) =>
    [`catalog:items.${tableId}.title`, `owner:estimate.items.${tableId}`]
      .filter((key) => i18n.exists(key))
      .map((key) => t(key))[0] ?? tableId;
}

/**
 * A table's "from" price as the service pages word it ("From $29 for 250 cards"): the unit's
 * words are the catalogue's (`catalog:prices.units.<unit>`, with their plurals).
 */
export function useFromText(): (price: FromPrice) => string {
  const { t, i18n } = useTranslation(['owner', 'catalog']);
  const lang = useOwnerLang();
  return ({ amount, quantity, unit }) =>
    t('owner:forms.prices.from', {
      price: formatUsd(amount, lang),
      quantity: i18n.exists(`catalog:prices.units.${unit}_other`)
        ? t(`catalog:prices.units.${unit}`, { count: quantity })
        : `${quantity} ${unit}`,
    });
}

export function usePriceLabels(forms: readonly PricePreviewForm[]) {
  const { t, i18n } = useTranslation(['owner', 'catalog', 'forms']);
  const lang = useOwnerLang();
  const tableName = useTableName();
  const text = (keys: string[]) => keys.filter((key) => i18n.exists(key)).map((key) => t(key))[0];

  /** The texts of the field a form asks the dimension with (`fields.<name>` of its texts). */
  const fieldTexts = (dimension: string): Record<string, unknown> | undefined => {
    for (const form of forms) {
      const settings = form.content.file.estimate as EstimateSettings | undefined;
      const field = settings ? fieldOfDimension(settings, dimension) : dimension;
      const fields = form.content.texts[lang]?.fields;
      const entry = isRecord(fields) ? fields[field] : undefined;
      if (isRecord(entry)) return entry;
    }
    return undefined;
  };

  const dimension = (name: string): string => {
    const own = fieldTexts(name)?.label;
    if (typeof own === 'string' && own) return own;
    return (
      text([`forms:printing.options.${name}.label`, `owner:estimate.dimensions.${name}`]) ?? humanise(name)
    );
  };

  const option = (name: string, value: string): string => {
    const own = fieldTexts(name);
    const choices = isRecord(own?.enum) ? own.enum : isRecord(own?.values) ? own.values : undefined;
    const choice = choices?.[value];
    if (typeof choice === 'string' && choice) return choice;
    return (
      text([`forms:printing.options.${name}.values.${value}`, `owner:estimate.values.${name}.${value}`]) ??
      value
    );
  };

  const quantity = (count: number) => new Intl.NumberFormat(usLocale(lang)).format(count);

  const fee = (id: string) => text([`owner:estimate.fees.${id}`]) ?? humanise(id);

  /**
   * A place a version changed, as words when the table names it (`/lines/0/prices/letter/2`:
   * "Size: Letter, 500"), else the pointer itself. Read against the table given (the live
   * one), so a place in a line or break since removed stays a pointer.
   */
  const place = (pointer: string, table: PriceTable): string => {
    const parts = pointer
      .split('/')
      .slice(1)
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
    const [top, first, second, value, breakAt] = parts;
    const line = top === 'lines' ? table.lines[Number(first)] : undefined;
    if (line && second === 'prices' && value !== undefined) {
      const at = breakAt === undefined ? undefined : table.quantity.breaks[Number(breakAt)];
      const where = { dimension: dimension(line.dimension), option: option(line.dimension, value) };
      if (breakAt === undefined) return t('owner:forms.prices.places.option', where);
      if (at !== undefined) return t('owner:forms.prices.places.price', { ...where, quantity: quantity(at) });
    }
    if (top === 'quantity') return t('owner:forms.prices.places.quantities');
    if (top === 'dimensions' && first !== undefined)
      return t('owner:forms.prices.places.options', { dimension: dimension(first) });
    if (top === 'minimum') return t('owner:estimate.minimum');
    if (top === 'fees' && first !== undefined) return fee(first);
    return pointer;
  };

  return { tableName, dimension, option, quantity, fee, place };
}

export type PriceLabels = ReturnType<typeof usePriceLabels>;
