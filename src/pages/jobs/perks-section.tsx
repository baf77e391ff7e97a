import { SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { jobPerks } from '../../../catalog/jobs.ts';
import { ContentSection } from '../../components/content/content-section.tsx';
import { InfoCard } from '../../components/content/info-card.tsx';
import { CheckIcon } from '../../components/icons/index.ts';
import { SectionHeading } from '../../components/section-heading.tsx';

export function PerksSection() {
  const { t } = useTranslation('company');
  return (
    <ContentSection labelledBy="jobs-perks">
      <SectionHeading id="jobs-perks" title={t('jobs.perks.title')} />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
        {jobPerks.map((id) => (
          <InfoCard
            key={id}
            marker={<CheckIcon boxSize="1.25em" />}
            title={t(`jobs.perks.items.${id}.title`)}
          >
            {t(`jobs.perks.items.${id}.text`)}
          </InfoCard>
        ))}
      </SimpleGrid>
    </ContentSection>
  );
}
