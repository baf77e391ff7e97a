import { Box, Heading, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { paths } from '../../../core/routes/paths.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** Unknown routes: the specification's two texts, plus ways back into the site. */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  usePageMeta(t('notFound.metaTitle'));
  return (
    <Box maxW="2xl" mx="auto" px="6" py={{ base: '16', md: '24' }} textAlign="center">
      <Text fontSize="6xl" fontWeight="black" color="brand.600" lineHeight="1" mb="4" aria-hidden="true">
        404
      </Text>
      <Heading as="h1" size="2xl" mb="3">
        {t('notFound.title')}
      </Heading>
      <Text fontSize="lg" color="gray.700" mb="8">
        {t('notFound.text')}
      </Text>
      <HStack justify="center" gap="3" flexWrap="wrap">
        <ButtonLink to={paths.home}>{t('notFound.home')}</ButtonLink>
        <ButtonLink to={paths.contact} variant="outline">
          {t('cta.contactUs')}
        </ButtonLink>
      </HStack>
    </Box>
  );
}
