import { printingServiceIds, type PrintingServiceId } from '../../../catalog/printing.ts';
import { lazySection } from './lazy-section.tsx';
import { ServiceItemScreen } from './service-item-screen.tsx';

const PrintingOrderOptions = lazySection(
  async () => (await import('./printing-order-options.tsx')).PrintingOrderOptions,
);

const isOrderable = (id: string): id is PrintingServiceId =>
  (printingServiceIds as readonly string[]).includes(id);

/**
 * /printing/:itemId. The six orderable products have their order form on the page; the others'
 * Get Quote opens the contact form preselected for them.
 */
export default function PrintingItemPage() {
  return (
    <ServiceItemScreen
      group="printing"
      sections={(id) => (isOrderable(id) ? <PrintingOrderOptions serviceId={id} /> : null)}
      formAnchor={(id) => (isOrderable(id) ? 'order' : undefined)}
    />
  );
}
