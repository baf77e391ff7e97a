import { Box, Heading, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link as RouterLink } from 'react-router-dom';
import type { HomeServiceCardEntry } from '../../../catalog/home.ts';
import { paths } from '../../../core/routes/paths.ts';
import { CardImage } from '../../components/catalog/card-image.tsx';
import { EditableText } from '../../components/editable-text.tsx';
import { ArrowRightIcon } from '../../components/icons/index.ts';
import { useEditableOverride } from '../../lib/editable-content.ts';
import { serviceArt } from './service-art.ts';

interface ServiceCardProps {
  card: HomeServiceCardEntry;
}

/** One service: artwork, title, short description and a Learn More link named after the service. */
export function ServiceCard({ card }: ServiceCardProps) {
  const { t, i18n } = useTranslation(['home', 'common']);
  const titleKey = `services.items.${card.id}.title`;
  // The link's hidden name follows the owner's edited title, so the two never disagree.
  const editedTitle = useEditableOverride(i18n.resolvedLanguage ?? i18n.language, 'home', titleKey);
  const title = editedTitle ?? t(titleKey);
  return (
    <Box
      as="article"
      display="flex"
      flexDirection="column"
      bg="white"
      rounded="xl"
      overflow="hidden"
      borderWidth="1px"
      borderColor="gray.200"
      shadow="sm"
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ shadow: 'lg', transform: 'translateY(-2px)' }}
    >
      <CardImage src={serviceArt[card.art]} width={320} height={200} />
      <Box p="6" display="flex" flexDirection="column" flex="1">
        <Heading as="h3" fontSize="xl" lineHeight="1.3" fontWeight="bold" color="gray.900">
          <EditableText ns="home" k={titleKey} />
        </Heading>
        <Text mt="2" color="gray.600" flex="1">
          <EditableText ns="home" k={`services.items.${card.id}.description`} multiline />
        </Text>
        <Link asChild mt="5" color="brand.700" fontWeight="semibold" alignSelf="flex-start">
          <RouterLink to={paths[card.to]}>
            {t('common:cta.learnMore')}
            <VisuallyHidden> {t('services.learnMoreAbout', { service: title })}</VisuallyHidden>
            <ArrowRightIcon />
          </RouterLink>
        </Link>
      </Box>
    </Box>
  );
}
