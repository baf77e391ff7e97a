import { Box, Grid, Heading, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { paths } from '../../../core/routes/paths.ts';
import { ContentSection } from '../../components/content/content-section.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { formPages } from '../../form-engine/form-manifest.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/**
 * Every form file with a page of its own (/request/<id>), linked with its title and intro, so a
 * new form is one click from the services overview; nothing shows while there is none.
 */
export function RequestFormsSection({ tone }: { tone: 'white' | 'muted' }) {
  const { t } = useTranslation(['company', 'forms']);
  if (formPages.length === 0) return null;
  return (
    <ContentSection labelledBy="request-forms" tone={tone}>
      <SectionHeading
        id="request-forms"
        title={t('services.requestForms.title')}
        description={t('services.requestForms.description')}
      />
      <Grid as="ul" listStyleType="none" templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4">
        {formPages.map((id) => (
          <Box as="li" key={id} bg="white" borderWidth="1px" borderColor="gray.200" rounded="xl" p="5">
            <Heading as="h3" fontSize="lg" fontWeight="semibold" mb="2">
              <ChakraLink asChild color="brand.700" textDecoration="underline">
                <Link to={paths.formRequest(id)}>{t(`forms:${id}.title`)}</Link>
              </ChakraLink>
            </Heading>
            <Text color="gray.700">{t(`forms:${id}.intro`)}</Text>
          </Box>
        ))}
      </Grid>
    </ContentSection>
  );
}
