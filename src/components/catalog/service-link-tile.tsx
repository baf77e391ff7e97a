import { Heading, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link as RouterLink } from 'react-router-dom';
import type { ServiceGroup } from '../../../catalog/menus.ts';
import { startingPriceOf } from '../../../core/pricing/printing-prices.ts';
import { paths } from '../../../core/routes/paths.ts';
import { usePriceText } from './use-price-text.ts';

export interface ServiceLinkTileProps {
  group: ServiceGroup;
  id: string;
  headingLevel: 'h3' | 'h4';
}

/** A menu item as a compact card that is one link: title, short description, price or Learn More. */
export function ServiceLinkTile({ group, id, headingLevel }: ServiceLinkTileProps) {
  const { t } = useTranslation(['catalog', 'pages', 'common']);
  const { startingAt } = usePriceText();
  const price = startingPriceOf(id);
  return (
    <LinkBox
      as="li"
      p="5"
      bg="white"
      rounded="xl"
      borderWidth="1px"
      borderColor="gray.200"
      display="flex"
      flexDirection="column"
      gap="2"
      transition="border-color 0.2s, box-shadow 0.2s"
      _hover={{ borderColor: 'brand.400', shadow: 'md' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
    >
      <Heading as={headingLevel} fontSize="md" fontWeight="bold" color="gray.900">
        <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
          <RouterLink to={paths.item(group, id)}>{t(`catalog:items.${id}.title`)}</RouterLink>
        </LinkOverlay>
      </Heading>
      <Text fontSize="sm" color="gray.700" lineClamp="3">
        {t(`catalog:items.${id}.description`)}
      </Text>
      <Text
        mt="auto"
        pt="1"
        fontSize="sm"
        fontWeight="semibold"
        color="brand.700"
        data-price-table={price?.table}
      >
        {price ? startingAt(price) : t('common:cta.learnMore')}
      </Text>
    </LinkBox>
  );
}
