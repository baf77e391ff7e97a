/**
 * Named catalogue lists a form file may take its choices from (`"enumFrom": "dtf.sizes"`), so a
 * price list and the form that orders from it can never disagree: add a size to catalog/dtf.ts
 * and the form offers it. The name is the form file's; the list is the catalogue's.
 */
import { webAddOns, webPackageIds } from '../../catalog/digital-marketing.ts';
import { dtfProducts, dtfSizes } from '../../catalog/dtf.ts';
import { printingServiceIds } from '../../catalog/printing.ts';

export const catalogLists: Readonly<Record<string, readonly string[]>> = {
  'dtf.sizes': dtfSizes.map((size) => size.id),
  'dtf.products': dtfProducts.map((product) => product.id),
  'website.packages': webPackageIds,
  'website.addOns': webAddOns.map((addOn) => addOn.id),
  'printing.services': printingServiceIds,
};

export function isCatalogList(name: unknown): name is string {
  return typeof name === 'string' && Object.hasOwn(catalogLists, name);
}
