import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { groupFacts } from '../../../catalog/services.ts';
import { fromPriceOf } from '../../../core/pricing/printing-prices.ts';
import { paths } from '../../../core/routes/paths.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { usePriceText } from '../../components/catalog/use-price-text.ts';
import { CatalogSection } from '../../components/catalog/catalog-section.tsx';
import { FactChips } from '../../components/catalog/fact-chips.tsx';
import { HeroArt } from '../../components/catalog/hero-art.tsx';
import { CtaBand } from '../../components/cta-band.tsx';
import { primaryOnDark, secondaryOnDark } from '../../components/on-dark.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { PrintingProductsSection } from './printing-products-section.tsx';

/** /printing: the six products with a working category filter, turnaround promises, calls to action. */
export default function PrintingPage() {
  const { t } = useTranslation(['printing', 'pages', 'common']);
  const { money } = usePriceText();
  usePageMeta(
    t('printing:meta.title'),
    t('printing:meta.description', { price: money(fromPriceOf('business-cards').amount) }),
  );
  // The same two ways forward open and close the page.
  const actions = (
    <>
      <ButtonLink to={paths.contact} size="lg" {...primaryOnDark}>
        {t('common:cta.getQuote')}
      </ButtonLink>
      <ButtonLink to={paths.upload} size="lg" {...secondaryOnDark}>
        {t('common:cta.uploadFiles')}
      </ButtonLink>
    </>
  );
  return (
    <>
      <PageHero
        eyebrow={t('printing:hero.eyebrow')}
        title={t('printing:hero.title')}
        description={t('printing:hero.description')}
        actions={actions}
        art={<HeroArt art="flyers" />}
      />
      <PrintingProductsSection />
      <CatalogSection
        id="turnaround"
        title={t('printing:turnaround.title')}
        intro={t('printing:turnaround.intro')}
      >
        <Flex justify="center" mb="10">
          <FactChips facts={groupFacts.printing.map((f) => t(`pages:facts.${f}`))} />
        </Flex>
        <Box maxW="3xl" mx="auto" textAlign="center" p={{ base: '6', md: '8' }} rounded="2xl" bg="brand.50">
          <Heading as="h3" fontSize="xl" fontWeight="bold" mb="2" color="gray.900">
            {t('printing:turnaround.moreTitle')}
          </Heading>
          <Text color="gray.700" mb="5">
            {t('printing:turnaround.moreText')}
          </Text>
          <ButtonLink to={paths.printingServices} variant="outline" bg="white">
            {t('common:cta.viewAllServices')}
          </ButtonLink>
        </Box>
      </CatalogSection>
      <CtaBand
        id="printing-cta-title"
        tone="dark"
        title={t('printing:cta.title')}
        text={t('printing:cta.text')}
        actions={actions}
      />
    </>
  );
}
