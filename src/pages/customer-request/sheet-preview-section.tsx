import { chakra, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { CustomerFile } from '../../../core/api/customer.ts';
import { PageSection } from './page-parts.tsx';

/** A gang sheet's preview, once the shop's print file of it is built: the sheet as it will print. */
export function SheetPreviewSection({ preview }: { preview: CustomerFile }) {
  const { t } = useTranslation('customer');
  return (
    <PageSection id="customer-sheet" title={t('sheet.title')}>
      <Text color="gray.700" mb="3">
        {t('sheet.intro')}
      </Text>
      {/* A checkerboard behind it, so the sheet's transparent parts show as such. */}
      <chakra.img
        src={preview.url}
        alt={t('sheet.alt')}
        display="block"
        maxW="full"
        maxH="96"
        borderWidth="1px"
        borderColor="gray.300"
        bgImage="repeating-conic-gradient(#e2e8f0 0% 25%, #ffffff 0% 50%)"
        bgSize="16px 16px"
      />
    </PageSection>
  );
}
