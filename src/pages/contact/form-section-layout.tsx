import { Box, Grid } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { ContentSection } from '../../components/content/content-section.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';

export interface FormSectionLayoutProps {
  id: string;
  eyebrow?: string;
  title: string;
  description?: string;
  /** The form: it may suspend while its texts and validator load. */
  children: ReactNode;
  /** Beside the form on wide screens, below it on phones. */
  aside: ReactNode;
}

/** A page's request form in a card, with a short "or reach us directly" column beside it. */
export function FormSectionLayout({
  id,
  eyebrow,
  title,
  description,
  children,
  aside,
}: FormSectionLayoutProps) {
  const { t } = useTranslation('common');
  return (
    <ContentSection labelledBy={id} tone="muted">
      <SectionHeading id={id} eyebrow={eyebrow} title={title} description={description} />
      <Grid
        templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
        gap={{ base: '6', lg: '8' }}
      >
        <Box
          bg="white"
          borderWidth="1px"
          borderColor="gray.200"
          rounded="xl"
          shadow="xs"
          p={{ base: '5', md: '8' }}
          minH="md"
        >
          <Suspense fallback={<LoadingIndicator label={t('a11y.loading')} m="4" />}>{children}</Suspense>
        </Box>
        <Box as="aside">{aside}</Box>
      </Grid>
    </ContentSection>
  );
}
