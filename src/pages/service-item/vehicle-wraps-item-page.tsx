import { ServiceItemScreen } from './service-item-screen.tsx';

/** /vehicle-wraps/:itemId: where each wrap and sign card's Get Quote leads. */
export default function VehicleWrapsItemPage() {
  return <ServiceItemScreen group="vehicle-wraps" />;
}
