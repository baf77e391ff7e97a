import { Box, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import {
  marketingOffers,
  marketingRushSurchargePercent,
  type FeaturedMarketingService,
} from '../../../catalog/digital-marketing.ts';
import { CatalogSection } from '../../components/catalog/catalog-section.tsx';
import { FeatureList } from '../../components/catalog/feature-list.tsx';
import { MarketingQuoteForm } from './marketing-quote-form.tsx';

/**
 * The offer of the SEO, social media and search-engine ads pages: what is included, the kinds
 * of work we do and the rush surcharge, then the page's quote form.
 */
export function MarketingOffer({ service }: { service: FeaturedMarketingService }) {
  const { t } = useTranslation('marketing');
  const offer = marketingOffers[service];
  const percent = marketingRushSurchargePercent;
  return (
    <>
      <CatalogSection
        id="offer"
        title={t(`offers.${service}.title`)}
        intro={t(`offers.${service}.intro`)}
        tone="brand"
      >
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="6">
          <Box bg="white" rounded="2xl" p={{ base: '6', md: '8' }} borderWidth="1px" borderColor="gray.200">
            <Heading as="h3" fontSize="lg" fontWeight="bold" mb="4" color="gray.900">
              {t('offers.includedTitle')}
            </Heading>
            <FeatureList items={offer.included.map((k) => t(`offers.${service}.included.${k}`))} size="md" />
          </Box>
          <Flex direction="column" gap="6">
            <Box bg="white" rounded="2xl" p={{ base: '6', md: '8' }} borderWidth="1px" borderColor="gray.200">
              <Heading as="h3" fontSize="lg" fontWeight="bold" mb="4" color="gray.900">
                {t(`offers.${service}.optionsTitle`)}
              </Heading>
              <Flex as="ul" listStyleType="none" wrap="wrap" gap="2">
                {offer.options.map((k) => (
                  <Box
                    as="li"
                    key={k}
                    px="3"
                    py="1.5"
                    rounded="full"
                    bg="brand.50"
                    color="brand.800"
                    fontSize="sm"
                    fontWeight="medium"
                  >
                    {t(`offers.${service}.options.${k}`)}
                  </Box>
                ))}
              </Flex>
            </Box>
            <Box bg="accent.600" color="white" rounded="2xl" p={{ base: '6', md: '8' }}>
              <Heading as="h3" fontSize="lg" fontWeight="bold" mb="2">
                {t('offers.rushTitle', { percent })}
              </Heading>
              <Text>{t('offers.rushText', { percent })}</Text>
            </Box>
          </Flex>
        </Grid>
      </CatalogSection>
      <MarketingQuoteForm service={service} />
    </>
  );
}
