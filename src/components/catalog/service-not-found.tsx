import { Box, Heading, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { ServiceGroup } from '../../../catalog/menus.ts';
import { paths } from '../../../core/routes/paths.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { ButtonLink } from '../button-link.tsx';

/**
 * An item id the catalogue does not know (SPEC sections 2 and 8: 'Service Not Found'), with a
 * way back to the group's overview. The server already answers such URLs with 404.
 */
export function ServiceNotFound({ group }: { group: ServiceGroup }) {
  const { t } = useTranslation(['pages', 'common']);
  usePageMeta(t('pages:notFound.title'));
  return (
    <Box maxW="2xl" mx="auto" px="6" py={{ base: '16', md: '24' }} textAlign="center">
      <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="extrabold" mb="3" color="gray.900">
        {t('pages:notFound.title')}
      </Heading>
      <Text fontSize="lg" color="gray.700" mb="8">
        {t(`pages:notFound.text.${group}`)}
      </Text>
      <HStack justify="center" gap="3" flexWrap="wrap">
        <ButtonLink to={paths.group(group)}>{t(`pages:notFound.back.${group}`)}</ButtonLink>
        <ButtonLink to={paths.contact} variant="outline">
          {t('common:cta.contactUs')}
        </ButtonLink>
      </HStack>
    </Box>
  );
}
