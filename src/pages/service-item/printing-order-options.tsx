import { Box, chakra, Flex, HStack, Text } from '@chakra-ui/react';
import { usLocale } from '../../lib/languages.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { printingOrderOptions } from '../../../catalog/printing-products.ts';
import type { PrintingServiceId } from '../../../catalog/printing.ts';
import { paths } from '../../app/paths.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { CatalogSection } from '../../components/catalog/catalog-section.tsx';

/**
 * What a visitor chooses when ordering one of the six orderable products. The printing order
 * form of a later issue takes this section's place and turns each option into a field.
 */
export function PrintingOrderOptions({ serviceId }: { serviceId: PrintingServiceId }) {
  const { t, i18n } = useTranslation(['pages', 'catalog', 'common']);
  const locale = usLocale(i18n.resolvedLanguage ?? i18n.language);
  const number = (n: number) => n.toLocaleString(locale);
  return (
    <CatalogSection
      id="ordering"
      title={t('pages:printingOrder.title')}
      intro={t('pages:printingOrder.intro', { title: t(`catalog:items.${serviceId}.title`) })}
      tone="brand"
    >
      <Box
        maxW="3xl"
        mx="auto"
        bg="white"
        rounded="2xl"
        p={{ base: '6', md: '8' }}
        textAlign="center"
        shadow="sm"
      >
        <Flex as="ul" listStyleType="none" wrap="wrap" justify="center" gap="3">
          {printingOrderOptions[serviceId].map((option) => (
            <Box
              as="li"
              key={option.id}
              px="4"
              py="2"
              rounded="lg"
              borderWidth="1px"
              borderColor="brand.200"
              color="gray.900"
            >
              <chakra.span fontWeight="bold">{t(`pages:printingOrder.options.${option.id}`)}</chakra.span>
              {'range' in option && (
                <chakra.span color="gray.700">
                  {': '}
                  {t('pages:printingOrder.range', {
                    from: number(option.range[0]),
                    to: number(option.range[1]),
                  })}
                </chakra.span>
              )}
            </Box>
          ))}
        </Flex>
        <Text color="gray.700" mt="6">
          {t('pages:printingOrder.rush')}
        </Text>
        <HStack justify="center" gap="3" mt="6" flexWrap="wrap">
          <ButtonLink to={paths.contact}>{t('common:cta.getQuote')}</ButtonLink>
          <ButtonLink to={paths.upload} variant="outline">
            {t('common:cta.uploadFiles')}
          </ButtonLink>
        </HStack>
      </Box>
    </CatalogSection>
  );
}
