/**
 * The website order's arithmetic (docs/specification.md section 9: total = package price plus the chosen
 * add-ons) and the fields it is sent with, shared by the configurator and the intake server,
 * which refuses an order whose total does not match. Pure: no React, no import.meta.
 */
import {
  webAddOns,
  webPackageIds,
  webPackages,
  type WebAddOnId,
  type WebPackageId,
} from '../../catalog/digital-marketing.ts';

export interface PricedItem {
  readonly id: string;
  readonly price: number;
}

export interface WebPriceList {
  readonly packages: readonly PricedItem[];
  readonly addOns: readonly PricedItem[];
}

export const webPriceList: WebPriceList = { packages: webPackages, addOns: webAddOns };

// Summed in cents: 0.1 + 0.2 dollars must come out as 0.3.
const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * The order's total in dollars. Unknown ids (a package or add-on no longer sold, a tampered
 * request) add nothing, and an add-on chosen twice counts once.
 */
export function websiteTotal(
  packageId: string,
  addOnIds: readonly string[],
  prices: WebPriceList = webPriceList,
): number {
  const chosen = new Set(addOnIds);
  const packagePrice = prices.packages.find((item) => item.id === packageId)?.price ?? 0;
  const addOnCents = prices.addOns
    .filter((item) => chosen.has(item.id))
    .reduce((sum, item) => sum + cents(item.price), 0);
  return (cents(packagePrice) + addOnCents) / 100;
}

/** Whether two amounts in dollars are the same to the cent. */
export function sameAmount(a: number, b: number): boolean {
  return cents(a) === cents(b);
}

export function isWebPackageId(value: unknown): value is WebPackageId {
  return typeof value === 'string' && (webPackageIds as readonly string[]).includes(value);
}

/** The known add-on ids among `values`, once each, in the catalogue's order. */
export function knownAddOnIds(values: unknown): WebAddOnId[] {
  const given = new Set(Array.isArray(values) ? values : []);
  return webAddOns.filter((addOn) => given.has(addOn.id)).map((addOn) => addOn.id);
}

export interface WebsiteChoice {
  packageId: WebPackageId;
  addOnIds: readonly WebAddOnId[];
}

/** The form fields a choice fills in (the form file declares them; the server checks the total). */
export function orderFields(choice: WebsiteChoice) {
  return {
    package: choice.packageId,
    addOns: [...choice.addOnIds],
    totalPrice: websiteTotal(choice.packageId, choice.addOnIds),
  };
}
