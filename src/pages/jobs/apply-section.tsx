import { Box, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { business } from '../../../catalog/business.ts';
import { applySteps } from '../../../catalog/jobs.ts';
import { ContentSection } from '../../components/content/content-section.tsx';
import { InfoCard } from '../../components/content/info-card.tsx';
import { VisitCard } from '../../components/content/visit-card.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';

/** Applying takes an e-mail or a visit; the shop's address and hours sit beside the steps. */
export function ApplySection() {
  const { t } = useTranslation('company');
  return (
    <ContentSection labelledBy="jobs-apply">
      <SectionHeading
        id="jobs-apply"
        title={t('jobs.apply.title')}
        description={t('jobs.apply.description')}
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <Box as="ol" display="grid" gap="4" listStyleType="none">
          {applySteps.map((id, index) => (
            <li key={id}>
              <InfoCard marker={index + 1} title={t(`jobs.apply.steps.${id}.title`)}>
                {t(`jobs.apply.steps.${id}.text`, { email: business.email })}
              </InfoCard>
            </li>
          ))}
        </Box>
        <VisitCard />
      </SimpleGrid>
    </ContentSection>
  );
}
