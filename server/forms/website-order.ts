/**
 * The website design order names its package and add-ons and states its total (fields of
 * forms/website-design.form.json, filled by the configurator). The schema checks each id; this
 * checks what needs several fields: that the total is the catalogue's package price plus the
 * chosen add-ons (docs/specification.md section 9), so the shop never stores a price the site did not offer.
 */
import { sameAmount, websiteTotal } from '../../core/pricing/website-total.ts';
import type { FormExtension } from './dtf-order.ts';

export function websiteDesignExtension(): FormExtension {
  return {
    properties: {},
    // Optional in the form file (the specification's required fields are the visitor's), but an order
    // without its package or total is not an order: the configurator always sends both.
    required: ['package', 'totalPrice'],
    fileFieldFor: () => undefined,
    maxExtraFiles: 0,
    maxExtraFileBytes: 0,
    check(data) {
      const addOns = Array.isArray(data.addOns) ? (data.addOns as string[]) : [];
      const expected = websiteTotal(String(data.package), addOns);
      if (sameAmount(Number(data.totalPrice), expected)) return [];
      return [
        {
          field: 'totalPrice',
          message: `Must be the package's price plus the chosen add-ons, ${expected.toFixed(2)}.`,
        },
      ];
    },
  };
}
