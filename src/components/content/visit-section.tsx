import { SimpleGrid } from '@chakra-ui/react';
import { SectionHeading } from '../section-heading.tsx';
import { ContentSection } from './content-section.tsx';
import { VisitCard } from './visit-card.tsx';

export interface VisitSectionProps {
  id: string;
  title: string;
  description: string;
  tone?: 'white' | 'muted';
}

/** The shop's address, parking and hours beside a short invitation to come by. */
export function VisitSection({ id, title, description, tone }: VisitSectionProps) {
  return (
    <ContentSection labelledBy={id} tone={tone}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '2', md: '10' }} alignItems="start">
        <SectionHeading id={id} title={title} description={description} />
        <VisitCard />
      </SimpleGrid>
    </ContentSection>
  );
}
