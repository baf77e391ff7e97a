import { Box, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { ServiceGroup } from '../../../catalog/menus.ts';
import { groupFacts, type ServiceDetail, type StartingPrice } from '../../../catalog/services.ts';
import { paths } from '../../../core/routes/paths.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { FactChips } from '../../components/catalog/fact-chips.tsx';
import { FeatureList } from '../../components/catalog/feature-list.tsx';
import { usePriceText } from '../../components/catalog/use-price-text.ts';

/** Where Get Quote leads: an in-page form (`#quote`, a plain link) or another page. */
export interface QuoteTarget {
  to: string;
  external?: boolean;
}

/** What the item includes and its turnaround, beside a price box with the calls to action. */
export function ItemOverview({
  group,
  detail,
  price,
  quote,
}: {
  group: ServiceGroup;
  detail: ServiceDetail;
  /** The item's starting price (core/pricing/printing-prices.ts `startingPriceOf`), if it has one. */
  price: (StartingPrice & { table?: string }) | undefined;
  quote: QuoteTarget;
}) {
  const { t } = useTranslation(['pages', 'common']);
  const { startingAt } = usePriceText();
  return (
    <Box as="section" aria-labelledby="overview-title">
      <Container maxW="6xl" py={{ base: '10', md: '14' }}>
        <Grid
          templateColumns={{ base: '1fr', md: '3fr 2fr' }}
          gap={{ base: '8', md: '12' }}
          alignItems="start"
        >
          <Stack gap="8">
            <Box>
              <Heading
                as="h2"
                id="overview-title"
                fontSize="2xl"
                fontWeight="extrabold"
                mb="4"
                color="gray.900"
              >
                {t('pages:item.featuresTitle')}
              </Heading>
              <FeatureList items={detail.features.map((f) => t(`pages:features.${f}`))} size="md" />
            </Box>
            <Box>
              <Heading as="h2" fontSize="xl" fontWeight="bold" mb="3" color="gray.900">
                {t('pages:item.factsTitle')}
              </Heading>
              <FactChips facts={groupFacts[group].map((f) => t(`pages:facts.${f}`))} justify="flex-start" />
            </Box>
          </Stack>
          <Box
            as="aside"
            aria-labelledby="price-title"
            bg="brand.50"
            rounded="2xl"
            p={{ base: '6', md: '8' }}
          >
            <Heading
              as="h2"
              id="price-title"
              fontSize="sm"
              textTransform="uppercase"
              letterSpacing="wider"
              color="brand.800"
            >
              {t('pages:item.priceTitle')}
            </Heading>
            <Text
              fontSize={{ base: '2xl', md: '3xl' }}
              fontWeight="extrabold"
              color="gray.900"
              mt="1"
              mb="2"
              data-price-table={price?.table}
            >
              {price ? startingAt(price) : t('pages:price.onRequest')}
            </Text>
            <Text fontSize="sm" color="gray.700" mb="6">
              {price ? t(`pages:item.priceNote.${detail.priceNote ?? group}`) : t('pages:item.onRequestNote')}
            </Text>
            <Stack gap="3">
              <ButtonLink {...quote} size="lg">
                {t('common:cta.getQuote')}
              </ButtonLink>
              <ButtonLink to={paths.upload} size="lg" variant="outline" bg="white">
                {t('common:cta.uploadFiles')}
              </ButtonLink>
            </Stack>
          </Box>
        </Grid>
      </Container>
    </Box>
  );
}
