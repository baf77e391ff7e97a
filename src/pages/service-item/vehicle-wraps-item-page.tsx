import { ServiceItemScreen } from './service-item-screen.tsx';
import { WrapQuoteForm } from './wrap-quote-form.tsx';

/** /vehicle-wraps/:itemId: where each wrap and sign card's Get Quote leads, with its quote form. */
export default function VehicleWrapsItemPage() {
  return (
    <ServiceItemScreen
      group="vehicle-wraps"
      sections={(id) => <WrapQuoteForm itemId={id} />}
      formAnchor={() => 'quote'}
    />
  );
}
