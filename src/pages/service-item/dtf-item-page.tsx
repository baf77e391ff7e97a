import { ServiceItemScreen } from './service-item-screen.tsx';

/** /dtf/:itemId: a DTF menu item's page, or 'Service Not Found'. */
export default function DtfItemPage() {
  return <ServiceItemScreen group="dtf" />;
}
