import { Badge, Box, Flex, Heading, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { ServiceArtId } from '../../../catalog/services.ts';
import { ButtonLink } from '../button-link.tsx';
import { FeatureList } from './feature-list.tsx';
import { ServiceImage } from './service-image.tsx';

export interface ServiceCardProps {
  art: ServiceArtId;
  title: string;
  description: string;
  features?: readonly string[];
  priceText?: string;
  /** The price table the price comes from (core/pricing/printing-prices.ts `priceTableAttribute`). */
  priceTable?: string;
  popular?: boolean;
  to: string;
  /** Visible link text ("Order Now", "Get Quote"); the title is added for screen readers. */
  linkLabel: string;
  headingLevel?: 'h2' | 'h3';
}

/** A catalogue entry: image, title, description, features, price and one link. */
export function ServiceCard(props: ServiceCardProps) {
  const {
    art,
    title,
    description,
    features,
    priceText,
    priceTable,
    popular,
    to,
    linkLabel,
    headingLevel = 'h3',
  } = props;
  const { t } = useTranslation('pages');
  return (
    <Box
      as="article"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="xl"
      overflow="hidden"
      shadow="sm"
      display="flex"
      flexDirection="column"
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ shadow: 'lg', transform: 'translateY(-2px)' }}
    >
      <Box position="relative">
        <ServiceImage art={art} />
        {popular && (
          <Badge
            position="absolute"
            top="3"
            left="3"
            bg="accent.600"
            color="white"
            px="2.5"
            py="1"
            rounded="full"
          >
            {t('ui.popular')}
          </Badge>
        )}
      </Box>
      <Flex direction="column" flex="1" p="5" gap="3">
        <Heading as={headingLevel} fontSize="lg" fontWeight="bold" color="gray.900">
          {title}
        </Heading>
        <Text fontSize="sm" color="gray.700">
          {description}
        </Text>
        {features && features.length > 0 && <FeatureList items={features} />}
        <Flex mt="auto" pt="3" align="center" justify="space-between" gap="3" wrap="wrap">
          {priceText && (
            <Text fontWeight="bold" color="brand.700" data-price-table={priceTable}>
              {priceText}
            </Text>
          )}
          <ButtonLink to={to} size="sm" ms="auto">
            {linkLabel}
            <VisuallyHidden>: {title}</VisuallyHidden>
          </ButtonLink>
        </Flex>
      </Flex>
    </Box>
  );
}
