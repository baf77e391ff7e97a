import { paths } from '../../../core/routes/paths.ts';
import { ServiceItemScreen } from './service-item-screen.tsx';
import { WrapQuoteForm } from './wrap-quote-form.tsx';

/**
 * The vehicle graphics items (catalog/menus.ts `vehicle-graphics`) and what each one chooses on
 * the vehicle-wrap request form (forms/vehicle-wrap.form.json) its Get Quote opens.
 */
const wrapRequestChoices: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'full-wraps': { coverage: 'full' },
  'partial-wraps': { coverage: 'partial' },
  'car-decals': { coverage: 'lettering' },
  'fleet-graphics': { vehicleType: 'fleet' },
};

/** /request/vehicle-wrap with the item's choice, for a vehicle graphics item; else undefined. */
export function wrapRequestLink(itemId: string): string | undefined {
  const choices = Object.hasOwn(wrapRequestChoices, itemId) ? wrapRequestChoices[itemId] : undefined;
  return choices && `${paths.formRequest('vehicle-wrap')}?${new URLSearchParams({ ...choices })}`;
}

/**
 * /vehicle-wraps/:itemId. A vehicle graphics item's Get Quote opens the vehicle-wrap request
 * form, in steps, with the item chosen; each sign item has the contact form on its page,
 * preselected for it.
 */
export default function VehicleWrapsItemPage() {
  return (
    <ServiceItemScreen
      group="vehicle-wraps"
      sections={(id) => (wrapRequestLink(id) ? null : <WrapQuoteForm itemId={id} />)}
      formAnchor={(id) => (wrapRequestLink(id) ? undefined : 'quote')}
      quoteLink={wrapRequestLink}
    />
  );
}
