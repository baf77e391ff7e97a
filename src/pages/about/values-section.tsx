import { SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { aboutValues } from '../../../catalog/company.ts';
import { ContentSection } from '../../components/content/content-section.tsx';
import { InfoCard } from '../../components/content/info-card.tsx';
import { CheckIcon } from '../../components/icons/index.ts';
import { SectionHeading } from '../../components/section-heading.tsx';

export function ValuesSection() {
  const { t } = useTranslation('company');
  return (
    <ContentSection labelledBy="about-values">
      <SectionHeading id="about-values" title={t('about.values.title')} />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
        {aboutValues.map((id) => (
          <InfoCard
            key={id}
            marker={<CheckIcon boxSize="1.25em" />}
            title={t(`about.values.items.${id}.title`)}
          >
            {t(`about.values.items.${id}.text`)}
          </InfoCard>
        ))}
      </SimpleGrid>
    </ContentSection>
  );
}
