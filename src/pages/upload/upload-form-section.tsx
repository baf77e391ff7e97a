import { Box, SimpleGrid } from '@chakra-ui/react';
import { Suspense } from 'react';
import { ContentSection } from '../../components/content/content-section.tsx';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { UploadContactCard } from './upload-contact-card.tsx';
import { UploadForm } from './upload-form.tsx';

function UploadFormHeading() {
  const { t } = useTranslation('forms');
  return (
    <SectionHeading
      id="upload-form"
      eyebrow={t('pages.upload.eyebrow')}
      title={t('upload.title')}
      description={t('pages.upload.description')}
    />
  );
}

/**
 * The upload form (contact fields, files, reference links, project details) beside the ways to
 * reach us. The runner waits for the form texts and its validator, hence the Suspense.
 */
export function UploadFormSection() {
  const { t } = useTranslation('common');
  return (
    <ContentSection labelledBy="upload-form" tone="muted">
      <Suspense fallback={<LoadingIndicator label={t('a11y.loading')} minH="40" />}>
        <UploadFormHeading />
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap={{ base: '6', lg: '8' }} alignItems="start">
          <Box gridColumn={{ lg: 'span 2' }}>
            <UploadForm />
          </Box>
          <UploadContactCard />
        </SimpleGrid>
      </Suspense>
    </ContentSection>
  );
}
