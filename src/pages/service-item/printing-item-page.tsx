import { printingServiceIds, type PrintingServiceId } from '../../../catalog/printing.ts';
import { PrintingOrderOptions } from './printing-order-options.tsx';
import { ServiceItemScreen } from './service-item-screen.tsx';

const isOrderable = (id: string): id is PrintingServiceId =>
  (printingServiceIds as readonly string[]).includes(id);

/** /printing/:itemId. The six orderable products also list their ordering options. */
export default function PrintingItemPage() {
  return (
    <ServiceItemScreen
      group="printing"
      sections={(id) => (isOrderable(id) ? <PrintingOrderOptions serviceId={id} /> : null)}
    />
  );
}
