/**
 * Where an item page's Get Quote leads, and the contact page's side of it: the query that
 * preselects the quote form's service and names the item in its message.
 */
import { megaMenus, type ServiceGroup } from '../../../catalog/menus.ts';
import { quoteServiceFor } from '../../../catalog/services.ts';
import { paths } from '../../../core/routes/paths.ts';

/** /contact?service=<contact serviceType>&item=<menu item id> */
export function contactQuotePath(service: string, itemId: string): string {
  return `${paths.contact}?${new URLSearchParams({ service, item: itemId })}`;
}

/**
 * The quote link of an item whose own page has no request form: DTF items go to the DTF
 * configurator, the others to the contact form preselected for them.
 */
export function defaultQuoteLink(group: ServiceGroup, itemId: string): string {
  if (group === 'dtf') return `${paths.dtf}#order`;
  const service = quoteServiceFor(group, itemId);
  return service ? contactQuotePath(service, itemId) : paths.contact;
}

export interface QuotePreset {
  serviceType: string;
  /** A menu item id, when the link named a known one. */
  itemId?: string;
}

const menuItemIds: ReadonlySet<string> = new Set(
  megaMenus.flatMap((m) => m.subcategories.flatMap((s) => s.items)),
);

/**
 * Reads `?service=&item=`. A service outside the form's choices is ignored with its item (the
 * link is broken or forged); an unknown item is dropped and the service kept.
 */
export function readQuotePreset(
  params: URLSearchParams,
  serviceTypes: readonly string[],
): QuotePreset | undefined {
  const serviceType = params.get('service');
  if (!serviceType || !serviceTypes.includes(serviceType)) return undefined;
  const itemId = params.get('item');
  return itemId && menuItemIds.has(itemId) ? { serviceType, itemId } : { serviceType };
}
