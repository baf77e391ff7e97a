import { SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { jobPositions } from '../../../catalog/jobs.ts';
import { ContentSection } from '../../components/content/content-section.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { JobCard } from './job-card.tsx';

export function OpeningsSection() {
  const { t } = useTranslation('company');
  return (
    <ContentSection labelledBy="jobs-openings" tone="muted">
      <SectionHeading
        id="jobs-openings"
        title={t('jobs.openings.title')}
        description={t('jobs.openings.description')}
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        {jobPositions.map((job) => (
          <JobCard key={job.id} job={job} />
        ))}
      </SimpleGrid>
    </ContentSection>
  );
}
