import { Box, Container } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ContentSectionProps {
  /** Id of the section's heading, so screen readers name the region by it. */
  labelledBy: string;
  /** `muted` alternates the background so long pages read as separate blocks. */
  tone?: 'white' | 'muted';
  children: ReactNode;
}

/** One band of a content page: full-width background, centred container, even vertical rhythm. */
export function ContentSection({ labelledBy, tone = 'white', children }: ContentSectionProps) {
  return (
    <Box
      as="section"
      aria-labelledby={labelledBy}
      bg={tone === 'muted' ? 'gray.50' : 'white'}
      py={{ base: '12', md: '16' }}
    >
      <Container maxW="6xl">{children}</Container>
    </Box>
  );
}
