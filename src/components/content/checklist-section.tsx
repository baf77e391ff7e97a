import { Box } from '@chakra-ui/react';
import { SectionHeading } from '../section-heading.tsx';
import { CheckList } from './check-list.tsx';
import { ContentSection } from './content-section.tsx';

export interface ChecklistSectionProps {
  id: string;
  title: string;
  description?: string;
  items: readonly string[];
  tone?: 'white' | 'muted';
}

/** A section that is one titled checklist: what to prepare, what to include. */
export function ChecklistSection({ id, title, description, items, tone }: ChecklistSectionProps) {
  return (
    <ContentSection labelledBy={id} tone={tone}>
      <SectionHeading id={id} title={title} description={description} />
      <Box
        bg="white"
        borderWidth="1px"
        borderColor="gray.200"
        rounded="xl"
        p={{ base: '5', md: '8' }}
        shadow="xs"
      >
        <CheckList items={items} columns={2} />
      </Box>
    </ContentSection>
  );
}
