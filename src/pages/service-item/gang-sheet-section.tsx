import { Flex } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { gangSheet } from '../../../catalog/gang-sheets.ts';
import { CatalogSection } from '../../components/catalog/catalog-section.tsx';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { FormPlaceholder } from '../../form-engine/form-by-id.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useTranslation } from '../../lib/use-translation.ts';

// Loaded only once the page is live: the prerendered page (and Node, which renders it) never
// imports the builder nor its packer.
const GangSheetBuilder = lazy(async () => ({
  default: (await import('../../features/gang-sheet/gang-sheet-builder.tsx')).GangSheetBuilder,
}));

/** The id of the builder's band: the page's Get Quote leads there. */
export const gangSheetAnchor = 'builder';

/**
 * The gang-sheet builder's band on /dtf/gang-sheets, below the page's introduction. The builder
 * works on this browser's storage and JavaScript, so it is drawn after hydration; without
 * JavaScript the band says the builder needs it.
 */
export function GangSheetSection() {
  const { t } = useTranslation(['gang-sheet', 'common']);
  const hydrated = useHydrated();
  const loading = (
    <Flex justify="center" py="24">
      <LoadingIndicator label={t('gang-sheet:loading')} />
    </Flex>
  );
  return (
    <CatalogSection
      id={gangSheetAnchor}
      title={t('gang-sheet:title')}
      intro={t('gang-sheet:intro', { width: gangSheet.widthIn })}
      tone="brand"
    >
      {hydrated ? (
        <Suspense fallback={loading}>
          <GangSheetBuilder />
        </Suspense>
      ) : (
        <FormPlaceholder minH="md" />
      )}
    </CatalogSection>
  );
}
