import { lazySection } from './lazy-section.tsx';
import { ServiceItemScreen } from './service-item-screen.tsx';

// The builder is its own chunk: the other DTF items' pages never download it.
const GangSheetSection = lazySection(async () => (await import('./gang-sheet-section.tsx')).GangSheetSection);

/** /dtf/:itemId: a DTF menu item's page, or 'Service Not Found'. Gang sheets show the builder. */
export default function DtfItemPage() {
  return (
    <ServiceItemScreen
      group="dtf"
      sections={(id) => (id === 'gang-sheets' ? <GangSheetSection /> : null)}
      formAnchor={(id) => (id === 'gang-sheets' ? 'builder' : undefined)}
    />
  );
}
