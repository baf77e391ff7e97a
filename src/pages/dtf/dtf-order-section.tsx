import { Box, HStack } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { paths } from '../../app/paths.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { CatalogSection } from '../../components/catalog/catalog-section.tsx';
import { ProcessSteps } from '../../components/catalog/process-steps.tsx';

const orderSteps = ['upload', 'details', 'confirm'] as const;

/**
 * How to order today: send artwork and sizes through the upload and quote forms. This whole
 * section is the slot the DTF configurator and order list replace (features/dtf-order).
 */
export function DtfOrderSection() {
  const { t } = useTranslation(['dtf', 'common']);
  return (
    <CatalogSection id="order" title={t('dtf:order.title')} intro={t('dtf:order.intro')}>
      <Box maxW="5xl" mx="auto">
        <ProcessSteps
          steps={orderSteps.map((id) => ({
            id,
            title: t(`dtf:order.steps.${id}.title`),
            text: t(`dtf:order.steps.${id}.text`),
          }))}
        />
      </Box>
      <HStack justify="center" gap="3" mt="8" flexWrap="wrap">
        <ButtonLink to={paths.upload} size="lg">
          {t('common:cta.uploadFiles')}
        </ButtonLink>
        <ButtonLink to={paths.contact} size="lg" variant="outline">
          {t('common:cta.contactUs')}
        </ButtonLink>
      </HStack>
    </CatalogSection>
  );
}
